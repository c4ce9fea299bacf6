import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AdminBroadcast, DispatchFeedItem, EmergencyFeedItem } from "../../../common/broadcasts";
import type { Priority } from "../../../common/constants";
import type { Db } from "../../db/database";
import { broadcastReceipts, broadcasts, devices, responders } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { withEvents, type Emit, type Tx } from "../../realtime/outbox";

type BroadcastRow = typeof broadcasts.$inferSelect;
type ReceiptRow = {
  deviceId: string;
  responderName: string;
  responderIdNumber: string;
  deliveredAt: Date | null;
  acknowledgedAt: Date | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

function statusOf(b: BroadcastRow, now = new Date()): "active" | "ended" | "expired" {
  if (!b.isActive) return "ended";
  return b.expiresAt <= now ? "expired" : "active";
}

export function presentAdmin(b: BroadcastRow, receipts: ReceiptRow[]): AdminBroadcast {
  return {
    id: b.id,
    dispatcherName: b.dispatcherName,
    dispatcherExtension: b.dispatcherExtension,
    message: b.message,
    priority: b.priority,
    isVoiceBroadcast: b.isVoiceBroadcast,
    broadcastAt: b.broadcastAt.toISOString(),
    expiresAt: b.expiresAt.toISOString(),
    isActive: b.isActive && b.expiresAt > new Date(),
    status: statusOf(b),
    targetDevices: b.targetDeviceIds,
    targetRoles: b.targetRoles,
    targetCount: receipts.length,
    deliveredCount: receipts.filter((r) => r.deliveredAt).length,
    acknowledgedCount: receipts.filter((r) => r.acknowledgedAt).length,
    acknowledgedBy: receipts.filter((r) => r.acknowledgedAt).map((r) => r.deviceId),
    receipts: receipts.map((r) => ({
      ...r,
      deliveredAt: iso(r.deliveredAt),
      acknowledgedAt: iso(r.acknowledgedAt),
    })),
  };
}

export const presentEmergency = (b: BroadcastRow, acknowledgedAt: Date | null): EmergencyFeedItem => ({
  id: b.id,
  message: b.message,
  priority: b.priority,
  isActive: b.isActive,
  forceSpeakerphone: b.forceSpeakerphone,
  fromName: b.dispatcherName,
  fromExtension: b.dispatcherExtension,
  broadcastAt: b.broadcastAt.toISOString(),
  expiresAt: b.expiresAt.toISOString(),
  acknowledgedAt: iso(acknowledgedAt),
});

export const presentDispatch = (b: BroadcastRow, acknowledgedAt: Date | null): DispatchFeedItem => ({
  id: b.id,
  dispatcherName: b.dispatcherName,
  dispatcherExtension: b.dispatcherExtension,
  message: b.message,
  priority: b.priority,
  isVoiceBroadcast: b.isVoiceBroadcast,
  audioBlob: b.audio,
  broadcastAt: b.broadcastAt.toISOString(),
  expiresAt: b.expiresAt.toISOString(),
  isActive: b.isActive,
  acknowledgedAt: iso(acknowledgedAt),
});

async function receiptsOf(db: Db | Tx, ids: number[]): Promise<Map<number, ReceiptRow[]>> {
  const map = new Map<number, ReceiptRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      broadcastId: broadcastReceipts.broadcastId,
      deviceId: broadcastReceipts.deviceId,
      responderName: responders.name,
      responderIdNumber: responders.idNumber,
      deliveredAt: broadcastReceipts.deliveredAt,
      acknowledgedAt: broadcastReceipts.acknowledgedAt,
    })
    .from(broadcastReceipts)
    .innerJoin(devices, eq(devices.id, broadcastReceipts.deviceId))
    .innerJoin(responders, eq(responders.id, devices.responderId))
    .where(inArray(broadcastReceipts.broadcastId, ids))
    .orderBy(responders.idNumber);
  for (const { broadcastId, ...r } of rows) map.get(broadcastId)?.push(r);
  return map;
}

export async function getAdminBroadcast(db: Db | Tx, id: number): Promise<AdminBroadcast> {
  const [b] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!b) throw notFound("No broadcast with this id");
  return presentAdmin(b, (await receiptsOf(db, [id])).get(id) ?? []);
}

export type NewBroadcast = {
  dispatcherName: string;
  dispatcherExtension: string;
  message: string;
  priority: Priority;
  expiresAt: string;
  targetDevices: string[];
  targetRoles: string[];
  isVoiceBroadcast: boolean;
  audioBlob?: string | null;
  forceSpeakerphone: boolean;
};

const MAX_LIFETIME_MS = 24 * 3_600_000;

/** A broadcast just sent: counts only (staff fetch who has acknowledged when they look). */
const presentNew = (b: BroadcastRow, targetCount: number): AdminBroadcast => ({
  ...presentAdmin(b, []),
  targetCount,
});

/** SQL: the device `d` (joined with its responder `r`) is an active target of broadcast `b`. */
const isTarget = sql`d.status = 'active' and (b.target_all or d.id::text = any(b.target_device_ids) or r.role = any(b.target_roles))`;

/**
 * Writes a receipt for every target of a broadcast (one INSERT … SELECT in the database, so
 * 10,000 targets cost one statement). Idempotent; returns the target device ids.
 */
export async function writeReceipts(db: Db, broadcastId: number): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into broadcast_receipts (broadcast_id, device_id, last_alerted_at)
      select b.id, d.id, b.broadcast_at
      from broadcasts b cross join devices d join responders r on r.id = d.responder_id
      where b.id = ${broadcastId} and ${isTarget}
      on conflict do nothing`);
    await tx.update(broadcasts).set({ receiptsWritten: true }).where(eq(broadcasts.id, broadcastId));
  });
  const rows = await db
    .select({ deviceId: broadcastReceipts.deviceId })
    .from(broadcastReceipts)
    .where(eq(broadcastReceipts.broadcastId, broadcastId));
  return rows.map((r) => r.deviceId);
}

/** The receipt of one target device, written now if the broadcast's own pass has not got there yet. */
async function ensureReceipt(tx: Tx, broadcastId: number, deviceId: string): Promise<void> {
  await tx.execute(sql`
    insert into broadcast_receipts (broadcast_id, device_id, last_alerted_at)
    select b.id, d.id, b.broadcast_at
    from broadcasts b cross join devices d join responders r on r.id = d.responder_id
    where b.id = ${broadcastId} and d.id = ${deviceId} and ${isTarget}
    on conflict do nothing`);
}

/**
 * Sends a broadcast. The broadcast and its events commit first and reach the sockets at once;
 * the per-device receipts follow in a second statement (an acknowledgement that comes before
 * them writes its own receipt, and the re-alert pass repairs a broadcast left without any).
 */
export async function createBroadcast(
  app: FastifyInstance,
  input: NewBroadcast,
  author: { staffId?: string; deviceId?: string },
  now = new Date(),
): Promise<{ broadcast: AdminBroadcast; targets: string[] }> {
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt <= now) throw badRequest("expiresAt: must be in the future");
  if (expiresAt.getTime() - now.getTime() > MAX_LIFETIME_MS + 60_000) {
    throw badRequest("expiresAt: must be at most 1440 minutes ahead");
  }
  const targetAll = input.targetDevices.length === 0 && input.targetRoles.length === 0;
  const chosen = targetAll
    ? sql`true`
    : or(
        input.targetDevices.length > 0 ? inArray(devices.id, input.targetDevices) : sql`false`,
        input.targetRoles.length > 0 ? inArray(responders.role, input.targetRoles) : sql`false`,
      );
  const broadcast = await withEvents(app.db, app.realtime.bus, async (tx, emit) => {
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(devices)
      .innerJoin(responders, eq(responders.id, devices.responderId))
      .where(and(eq(devices.status, "active"), chosen));
    const targetCount = Number(counted?.n ?? 0);
    if (targetCount === 0) throw badRequest("No active device matches the chosen targets");
    const [row] = await tx
      .insert(broadcasts)
      .values({
        dispatcherName: input.dispatcherName,
        dispatcherExtension: input.dispatcherExtension,
        message: input.message,
        priority: input.priority,
        isVoiceBroadcast: input.isVoiceBroadcast,
        audio: input.audioBlob ?? null,
        forceSpeakerphone: input.forceSpeakerphone,
        broadcastAt: now,
        expiresAt,
        authorStaffId: author.staffId ?? null,
        authorDeviceId: author.deviceId ?? null,
        targetAll,
        targetDeviceIds: input.targetDevices,
        targetRoles: input.targetRoles,
      })
      .returning();
    if (!row) throw new Error("broadcast insert returned nothing");
    const payload = { emergency: presentEmergency(row, null), dispatch: presentDispatch(row, null) };
    await emit(
      targetAll
        ? { type: "broadcast.created", audience: "allDevices", payload }
        : { type: "broadcast.created", audience: "devices", deviceIds: await targetIds(tx, chosen), payload },
    );
    const summary = presentNew(row, targetCount);
    await emit({ type: "broadcast.created", audience: "staff", payload: { broadcast: summary } });
    return summary;
  });
  const targets = await writeReceipts(app.db, broadcast.id);
  return { broadcast: { ...broadcast, targetCount: targets.length }, targets };
}

async function targetIds(tx: Tx, chosen: ReturnType<typeof or> | ReturnType<typeof sql>): Promise<string[]> {
  const rows = await tx
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(responders, eq(responders.id, devices.responderId))
    .where(and(eq(devices.status, "active"), chosen));
  return rows.map((r) => r.id);
}

/**
 * Broadcasts whose receipts were never written (the process stopped between the two steps) get
 * them now. A broadcast younger than a few seconds is left to its own request.
 */
export async function repairReceipts(db: Db, graceMs = 5_000): Promise<void> {
  const orphans = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(
      and(
        eq(broadcasts.receiptsWritten, false),
        eq(broadcasts.isActive, true),
        gt(broadcasts.expiresAt, new Date()),
        lt(broadcasts.broadcastAt, new Date(Date.now() - graceMs)),
      ),
    );
  for (const b of orphans) await writeReceipts(db, b.id);
}

export async function endBroadcast(app: FastifyInstance, id: number): Promise<AdminBroadcast> {
  return withEvents(app.db, app.realtime.bus, async (tx, emit) => {
    const [row] = await tx
      .update(broadcasts)
      .set({ isActive: false, endedAt: new Date() })
      .where(and(eq(broadcasts.id, id), eq(broadcasts.isActive, true)))
      .returning();
    if (!row) {
      await getAdminBroadcast(tx, id); // 404 when it does not exist
      throw conflict("This broadcast has already ended");
    }
    const broadcast = await getAdminBroadcast(tx, id);
    await emit(
      row.targetAll
        ? {
            type: "broadcast.ended",
            audience: "allDevices",
            payload: { id, isVoiceBroadcast: row.isVoiceBroadcast },
          }
        : {
            type: "broadcast.ended",
            audience: "devices",
            deviceIds: broadcast.receipts.map((r) => r.deviceId),
            payload: { id, isVoiceBroadcast: row.isVoiceBroadcast },
          },
    );
    await emit({ type: "broadcast.ended", audience: "staff", payload: { broadcast } });
    return broadcast;
  });
}

async function isVoice(tx: Tx, broadcastId: number): Promise<boolean> {
  const [row] = await tx
    .select({ voice: broadcasts.isVoiceBroadcast })
    .from(broadcasts)
    .where(eq(broadcasts.id, broadcastId));
  return row?.voice ?? false;
}

/** Tells staff one device's receipt with the broadcast's counts (one row and one aggregate, not every receipt). */
async function announceReceipt(tx: Tx, emit: Emit, broadcastId: number, deviceId: string) {
  const [receipt] = await tx
    .select({
      deviceId: broadcastReceipts.deviceId,
      responderName: responders.name,
      responderIdNumber: responders.idNumber,
      deliveredAt: broadcastReceipts.deliveredAt,
      acknowledgedAt: broadcastReceipts.acknowledgedAt,
    })
    .from(broadcastReceipts)
    .innerJoin(devices, eq(devices.id, broadcastReceipts.deviceId))
    .innerJoin(responders, eq(responders.id, devices.responderId))
    .where(and(eq(broadcastReceipts.broadcastId, broadcastId), eq(broadcastReceipts.deviceId, deviceId)));
  if (!receipt) return;
  const [counts] = await tx
    .select({
      targetCount: sql<number>`count(*)::int`,
      deliveredCount: sql<number>`count(${broadcastReceipts.deliveredAt})::int`,
      acknowledgedCount: sql<number>`count(${broadcastReceipts.acknowledgedAt})::int`,
    })
    .from(broadcastReceipts)
    .where(eq(broadcastReceipts.broadcastId, broadcastId));
  await emit({
    type: "broadcast.receipt",
    audience: "staff",
    payload: {
      broadcastId,
      receipt: {
        ...receipt,
        deliveredAt: iso(receipt.deliveredAt),
        acknowledgedAt: iso(receipt.acknowledgedAt),
      },
      deliveredCount: Number(counts?.deliveredCount ?? 0),
      acknowledgedCount: Number(counts?.acknowledgedCount ?? 0),
      targetCount: Number(counts?.targetCount ?? 0),
    },
  });
}

/**
 * Records the responder's acknowledgement. Idempotent: a second acknowledgement changes nothing
 * and answers the first time. 404 when the broadcast was not sent to this device.
 */
export async function acknowledge(
  app: FastifyInstance,
  broadcastId: number,
  deviceId: string,
): Promise<Date> {
  return withEvents(app.db, app.realtime.bus, async (tx, emit) => {
    const now = new Date();
    await ensureReceipt(tx, broadcastId, deviceId);
    const [updated] = await tx
      .update(broadcastReceipts)
      .set({
        acknowledgedAt: now,
        deliveredAt: sql`coalesce(${broadcastReceipts.deliveredAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(broadcastReceipts.broadcastId, broadcastId),
          eq(broadcastReceipts.deviceId, deviceId),
          isNull(broadcastReceipts.acknowledgedAt),
        ),
      )
      .returning();
    if (updated?.acknowledgedAt) {
      await emit({
        type: "broadcast.acknowledged",
        audience: "devices",
        deviceIds: [deviceId],
        payload: {
          id: broadcastId,
          acknowledgedAt: now.toISOString(),
          isVoiceBroadcast: await isVoice(tx, broadcastId),
        },
      });
      await announceReceipt(tx, emit, broadcastId, deviceId);
      return updated.acknowledgedAt;
    }
    const [existing] = await tx
      .select()
      .from(broadcastReceipts)
      .where(and(eq(broadcastReceipts.broadcastId, broadcastId), eq(broadcastReceipts.deviceId, deviceId)));
    if (!existing?.acknowledgedAt) throw notFound("This broadcast was not sent to this device");
    return existing.acknowledgedAt;
  });
}

/** Marks broadcasts as received by a device (socket receipt or feed fetch); tells staff once. */
export async function markDelivered(
  app: FastifyInstance,
  deviceId: string,
  broadcastIds: number[],
): Promise<void> {
  if (broadcastIds.length === 0) return;
  await withEvents(app.db, app.realtime.bus, async (tx, emit) => {
    for (const id of broadcastIds) await ensureReceipt(tx, id, deviceId);
    const rows = await tx
      .update(broadcastReceipts)
      .set({ deliveredAt: new Date() })
      .where(
        and(
          eq(broadcastReceipts.deviceId, deviceId),
          inArray(broadcastReceipts.broadcastId, broadcastIds),
          isNull(broadcastReceipts.deliveredAt),
        ),
      )
      .returning({ broadcastId: broadcastReceipts.broadcastId });
    for (const r of rows) await announceReceipt(tx, emit, r.broadcastId, deviceId);
  });
}

export async function listAdminBroadcasts(
  db: Db,
  which: "active" | "recent",
  limit = 10,
): Promise<AdminBroadcast[]> {
  const now = new Date();
  const rows =
    which === "active"
      ? await db
          .select()
          .from(broadcasts)
          .where(and(eq(broadcasts.isActive, true), gt(broadcasts.expiresAt, now)))
          .orderBy(desc(broadcasts.broadcastAt), desc(broadcasts.id))
      : await db
          .select()
          .from(broadcasts)
          .orderBy(desc(broadcasts.broadcastAt), desc(broadcasts.id))
          .limit(limit);
  const receipts = await receiptsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((b) => presentAdmin(b, receipts.get(b.id) ?? []));
}

/** A device's broadcasts (its receipts), newest first; `activeOnly` keeps unexpired, unended ones. */
export async function deviceBroadcasts(
  db: Db,
  deviceId: string,
  opts: { activeOnly: boolean; voice?: boolean },
) {
  const now = new Date();
  const where = [eq(broadcastReceipts.deviceId, deviceId)];
  if (opts.activeOnly) where.push(eq(broadcasts.isActive, true), gt(broadcasts.expiresAt, now));
  else where.push(gt(broadcasts.broadcastAt, new Date(now.getTime() - MAX_LIFETIME_MS)));
  if (opts.voice === false) where.push(eq(broadcasts.isVoiceBroadcast, false));
  return db
    .select({
      broadcast: broadcasts,
      acknowledgedAt: broadcastReceipts.acknowledgedAt,
      deliveredAt: broadcastReceipts.deliveredAt,
    })
    .from(broadcastReceipts)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastReceipts.broadcastId))
    .where(and(...where))
    .orderBy(desc(broadcasts.broadcastAt), desc(broadcasts.id))
    .limit(100);
}

/**
 * Claims the receipts due for a re-alert (unacknowledged, broadcast live, last alert older than
 * `everyMs`) in one UPDATE, so with several instances each re-alert is sent by exactly one.
 */
export async function claimRealerts(db: Db, everyMs: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - everyMs);
  const live = db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(
      and(
        eq(broadcasts.isActive, true),
        gt(broadcasts.expiresAt, now),
        eq(broadcasts.isVoiceBroadcast, false),
      ),
    );
  return db
    .update(broadcastReceipts)
    .set({ lastAlertedAt: now })
    .where(
      and(
        isNull(broadcastReceipts.acknowledgedAt),
        lt(broadcastReceipts.lastAlertedAt, cutoff),
        inArray(broadcastReceipts.broadcastId, live),
      ),
    )
    .returning({ broadcastId: broadcastReceipts.broadcastId, deviceId: broadcastReceipts.deviceId });
}

export async function activeTargets(db: Db) {
  return db
    .select({
      id: devices.id,
      responderName: responders.name,
      responderIdNumber: responders.idNumber,
      role: responders.role,
      deviceNickname: devices.nickname,
    })
    .from(devices)
    .innerJoin(responders, eq(responders.id, devices.responderId))
    .where(eq(devices.status, "active"))
    .orderBy(responders.idNumber);
}

export async function getBroadcastRow(db: Db, id: number): Promise<BroadcastRow> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!row) throw notFound("No broadcast with this id");
  return row;
}
