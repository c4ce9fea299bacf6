// Pure updates of the console's two broadcast lists (active, recent), one per staff event.
import { isExpired, type AdminBroadcast } from "../../../../common/broadcasts";
import { BROADCAST_HISTORY } from "../../../../common/constants";
import type { BroadcastList, Receipt } from "./api";

/** `broadcast.receipt`: a device received or acknowledged a broadcast; the counts come with it. */
export type ReceiptEvent = {
  broadcastId: number;
  receipt: Receipt;
  deliveredCount: number;
  acknowledgedCount: number;
  targetCount: number;
};

const newestFirst = (a: AdminBroadcast, b: AdminBroadcast) =>
  b.broadcastAt.localeCompare(a.broadcastAt) || b.id - a.id;

/**
 * Two snapshots of one broadcast, combined. They can arrive out of order (our POST's answer comes
 * after the socket's receipts), so nothing is taken back: a delivery or acknowledgement, once
 * known, stays, and an ended broadcast stays ended.
 */
export function mergeBroadcast(known: AdminBroadcast, incoming: AdminBroadcast): AdminBroadcast {
  const byDevice = new Map(known.receipts.map((r) => [r.deviceId, r]));
  for (const r of incoming.receipts) {
    const old = byDevice.get(r.deviceId);
    byDevice.set(
      r.deviceId,
      old
        ? {
            ...r,
            deliveredAt: r.deliveredAt ?? old.deliveredAt,
            acknowledgedAt: r.acknowledgedAt ?? old.acknowledgedAt,
          }
        : r,
    );
  }
  const receipts = [...byDevice.values()];
  const count = (key: "deliveredAt" | "acknowledgedAt") => receipts.filter((r) => r[key] !== null).length;
  return {
    ...incoming,
    status: known.status !== "active" ? known.status : incoming.status,
    isActive: known.isActive && incoming.isActive,
    receipts,
    targetCount: Math.max(known.targetCount, incoming.targetCount),
    deliveredCount: Math.max(known.deliveredCount, incoming.deliveredCount, count("deliveredAt")),
    acknowledgedCount: Math.max(known.acknowledgedCount, incoming.acknowledgedCount, count("acknowledgedAt")),
    acknowledgedBy: [...new Set([...known.acknowledgedBy, ...incoming.acknowledgedBy])],
  };
}

/**
 * A broadcast created or ended (or the answer to our own POST or DELETE) put into a list: the
 * active list holds active ones only; the recent list keeps the newest 10 (spec §9).
 */
export function withBroadcast(
  list: BroadcastList,
  incoming: AdminBroadcast,
  which: "active" | "recent",
): BroadcastList {
  const known = list.broadcasts.find((b) => b.id === incoming.id);
  const broadcast = known ? mergeBroadcast(known, incoming) : incoming;
  const others = list.broadcasts.filter((b) => b.id !== broadcast.id);
  if (which === "active" && broadcast.status !== "active") {
    return others.length === list.broadcasts.length ? list : { ...list, broadcasts: others };
  }
  const broadcasts = [broadcast, ...others].sort(newestFirst);
  return { ...list, broadcasts: which === "recent" ? broadcasts.slice(0, BROADCAST_HISTORY) : broadcasts };
}

/** A receipt applied to the broadcast it belongs to (if the list holds it). */
export function withReceipt(list: BroadcastList, event: ReceiptEvent): BroadcastList {
  if (!list.broadcasts.some((b) => b.id === event.broadcastId)) return list;
  return {
    ...list,
    broadcasts: list.broadcasts.map((b) => {
      if (b.id !== event.broadcastId) return b;
      // Through mergeBroadcast: a receipt replayed on a fresher list does not lower its counts.
      return mergeBroadcast(b, {
        ...b,
        receipts: [event.receipt],
        deliveredCount: event.deliveredCount,
        acknowledgedCount: event.acknowledgedCount,
        targetCount: event.targetCount,
        acknowledgedBy: event.receipt.acknowledgedAt ? [event.receipt.deviceId] : [],
      });
    }),
  };
}

export type DisplayStatus = "active" | "ended" | "expired";

/** What the console shows: an active broadcast past its expiry (on the server's clock) is Expired. */
export function displayStatus(b: AdminBroadcast, now: Date, serverOffsetMs: number): DisplayStatus {
  if (b.status === "active" && isExpired(b.expiresAt, now, serverOffsetMs)) return "expired";
  return b.status;
}

/** Who has not acknowledged yet, by extension then name. */
export function notAcknowledged(b: AdminBroadcast): Receipt[] {
  return b.receipts
    .filter((r) => r.acknowledgedAt === null)
    .sort(
      (x, y) =>
        x.responderIdNumber.localeCompare(y.responderIdNumber, undefined, { numeric: true }) ||
        x.responderName.localeCompare(y.responderName),
    );
}
