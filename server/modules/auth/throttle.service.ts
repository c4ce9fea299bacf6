import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { loginThrottle } from "../../db/schema";

export const FREE_FAILURES = 5;
const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;

/**
 * Failed sign-ins are counted per (username, IP). After 5 the pair is locked for 30 s, doubling
 * up to 15 min. Keyed by IP too, so failures from an attacker elsewhere never lock the real admin's
 * own browser out; the per-IP rate limit on the route bounds the guessing rate on top.
 */
export const throttleKey = (username: string, ip: string) => `${username}|${ip}`;

export function lockDuration(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds until the pair may try again (0 when it may now). */
export async function lockedFor(db: Db, key: string, now = new Date()): Promise<number> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  if (!row?.lockedUntil) return 0;
  return Math.max(0, row.lockedUntil.getTime() - now.getTime());
}

export async function recordFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  const failures = (row?.failures ?? 0) + 1;
  const lock = lockDuration(failures);
  const values = { failures, lockedUntil: lock ? new Date(now.getTime() + lock) : null, updatedAt: now };
  await db
    .insert(loginThrottle)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: loginThrottle.key, set: values });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Forgets failure counts untouched for a day whose lock (if any) has ended. */
export async function pruneThrottle(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.updatedAt, new Date(now.getTime() - 24 * 3_600_000)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    );
}
