import { BROADCAST_EXPIRY_MAX_MINUTES, type Priority } from "./constants";

const PRIORITY_RANK: Record<Priority, number> = { emergency: 0, high: 1, medium: 2, low: 3 };

/** Sorts most urgent first, then newest first. */
export function byPriority<T extends { priority: Priority; broadcastAt: string }>(a: T, b: T): number {
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || b.broadcastAt.localeCompare(a.broadcastAt);
}

/** True when a broadcast's expiry has passed on the server's clock (`serverOffsetMs` = server − local). */
export function isExpired(expiresAt: string, now: Date = new Date(), serverOffsetMs = 0): boolean {
  return new Date(expiresAt).getTime() <= now.getTime() + serverOffsetMs;
}

/** Banner rule (spec §4): shown only if active, not dismissed here, not acknowledged and not expired. */
export function isBannerVisible(
  b: { id: number; isActive: boolean; expiresAt: string; acknowledgedAt: string | null },
  dismissed: ReadonlySet<number>,
  now: Date = new Date(),
  serverOffsetMs = 0,
): boolean {
  return (
    b.isActive &&
    !dismissed.has(b.id) &&
    b.acknowledgedAt === null &&
    !isExpired(b.expiresAt, now, serverOffsetMs)
  );
}

/** The expiry the form sends: now plus the chosen minutes (1–1440). */
export function expiryFromMinutes(minutes: number, now: Date = new Date()): string {
  const clamped = Math.min(BROADCAST_EXPIRY_MAX_MINUTES, Math.max(1, Math.round(minutes)));
  return new Date(now.getTime() + clamped * 60_000).toISOString();
}
