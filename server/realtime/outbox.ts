import { and, eq, gt, lt, min, or, sql } from "drizzle-orm";
import type { RealtimeEventType } from "../../common/realtime";
import type { Db } from "../db/database";
import { events } from "../db/schema";
import type { BusEvent, EventBus } from "./bus";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type NewEvent = {
  type: RealtimeEventType;
  audience: "all" | "staff" | "devices" | "allDevices";
  deviceIds?: string[];
  payload: unknown;
};
export type Emit = (event: NewEvent) => Promise<void>;

// Event writers take this lock for the rest of their transaction, so ids commit in id order and a
// client resuming from seq N can never miss an event N-1 that committed later.
const EVENTS_LOCK_ID = 726_002;

/**
 * Runs `work` in a transaction whose events are written to the outbox with it, and published to
 * every instance once the transaction has committed.
 */
export async function withEvents<T>(
  db: Db,
  bus: EventBus,
  work: (tx: Tx, emit: Emit) => Promise<T>,
): Promise<T> {
  const written: BusEvent[] = [];
  const result = await db.transaction(async (tx) => {
    let locked = false;
    const emit: Emit = async (event) => {
      if (event.audience === "devices" && (event.deviceIds ?? []).length === 0) return;
      if (!locked) {
        await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_ID})`);
        locked = true;
      }
      const [row] = await tx
        .insert(events)
        .values({
          type: event.type,
          audience: event.audience,
          deviceIds: event.deviceIds ?? [],
          payload: event.payload,
        })
        .returning();
      if (!row) throw new Error("event insert returned nothing");
      written.push({
        id: row.id,
        type: row.type,
        audience: row.audience,
        deviceIds: row.deviceIds,
        payload: row.payload,
      });
    };
    return work(tx, emit);
  });
  for (const event of written) await bus.publish({ event });
  return result;
}

export type Principal = { kind: "device"; id: string } | { kind: "staff"; id: string };

export function audienceFilter(principal: Principal) {
  return principal.kind === "staff"
    ? or(eq(events.audience, "all"), eq(events.audience, "staff"))
    : or(
        eq(events.audience, "all"),
        eq(events.audience, "allDevices"),
        and(eq(events.audience, "devices"), sql`${principal.id} = any(${events.deviceIds})`),
      );
}

export type Replay = { kind: "events"; events: BusEvent[] } | { kind: "resync" };

const REPLAY_LIMIT = 1000;

/** The events after `since` addressed to the principal, or resync when the gap was pruned. */
export async function eventsSince(db: Db, since: number, principal: Principal): Promise<Replay> {
  const [oldest] = await db.select({ id: min(events.id) }).from(events);
  if (oldest?.id !== null && oldest?.id !== undefined && since < oldest.id - 1) return { kind: "resync" };
  const rows = await db
    .select()
    .from(events)
    .where(and(gt(events.id, since), audienceFilter(principal)))
    .orderBy(events.id)
    .limit(REPLAY_LIMIT + 1);
  if (rows.length > REPLAY_LIMIT) return { kind: "resync" };
  return {
    kind: "events",
    events: rows.map((r) => ({
      id: r.id,
      type: r.type,
      audience: r.audience,
      deviceIds: r.deviceIds,
      payload: r.payload,
    })),
  };
}

export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${events.id}), 0)` }).from(events);
  return Number(row?.id ?? 0);
}

/**
 * Drops events older than the retention; a client asking for them is told to refetch. The newest
 * event always stays, so the oldest id left marks where the kept history starts.
 */
export async function pruneEvents(db: Db, retentionMs: number, now = new Date()): Promise<void> {
  const latest = await latestEventId(db);
  await db
    .delete(events)
    .where(and(lt(events.at, new Date(now.getTime() - retentionMs)), lt(events.id, latest)));
}
