import { describe, expect, it } from "vitest";
import type { AdminBroadcast } from "../../../../common/broadcasts";
import { BROADCAST_HISTORY } from "../../../../common/constants";
import type { BroadcastList, Receipt } from "./api";
import { displayStatus, notAcknowledged, withBroadcast, withReceipt } from "./broadcast-cache";

const receipt = (deviceId: string, over: Partial<Receipt> = {}): Receipt => ({
  deviceId,
  responderName: `Responder ${deviceId}`,
  responderIdNumber: deviceId,
  deliveredAt: null,
  acknowledgedAt: null,
  ...over,
});

const broadcast = (id: number, over: Partial<AdminBroadcast> = {}): AdminBroadcast => ({
  id,
  dispatcherName: "Dispatch",
  dispatcherExtension: "100",
  message: `Broadcast ${id}`,
  priority: "high",
  isVoiceBroadcast: false,
  broadcastAt: new Date(Date.UTC(2026, 0, 31, 12, id)).toISOString(),
  expiresAt: new Date(Date.UTC(2026, 0, 31, 13, id)).toISOString(),
  isActive: true,
  status: "active",
  targetDevices: [],
  targetRoles: [],
  targetCount: 2,
  deliveredCount: 0,
  acknowledgedCount: 0,
  acknowledgedBy: [],
  receipts: [receipt("101"), receipt("102")],
  ...over,
});

const list = (...broadcasts: AdminBroadcast[]): BroadcastList => ({
  serverTime: "2026-01-31T12:00:00Z",
  broadcasts,
});
const ids = (l: BroadcastList) => l.broadcasts.map((b) => b.id);

describe("withBroadcast", () => {
  it("adds a new active broadcast first in both lists", () => {
    expect(ids(withBroadcast(list(broadcast(1)), broadcast(2), "active"))).toEqual([2, 1]);
    expect(ids(withBroadcast(list(broadcast(1)), broadcast(2), "recent"))).toEqual([2, 1]);
  });

  it("takes an ended broadcast out of the active list and updates it in the recent list", () => {
    const ended = broadcast(1, { status: "ended", isActive: false });
    expect(ids(withBroadcast(list(broadcast(1), broadcast(2)), ended, "active"))).toEqual([2]);
    const recent = withBroadcast(list(broadcast(2), broadcast(1)), ended, "recent");
    expect(recent.broadcasts.map((b) => [b.id, b.status])).toEqual([
      [2, "active"],
      [1, "ended"],
    ]);
  });

  it("does not duplicate a broadcast that arrives twice (our POST answer, then the event)", () => {
    const once = withBroadcast(list(), broadcast(5), "active");
    expect(ids(withBroadcast(once, broadcast(5), "active"))).toEqual([5]);
  });

  it("keeps the recent list at the spec's 10", () => {
    let l = list();
    for (let id = 1; id <= BROADCAST_HISTORY + 3; id++) l = withBroadcast(l, broadcast(id), "recent");
    expect(l.broadcasts).toHaveLength(BROADCAST_HISTORY);
    expect(l.broadcasts[0]?.id).toBe(BROADCAST_HISTORY + 3);
  });

  it("keeps receipts that came by socket when our POST's older answer arrives after them", () => {
    const fromSocket = broadcast(1, {
      receipts: [receipt("101", { deliveredAt: "2026-01-31T12:01:00Z" })],
      deliveredCount: 1,
      targetCount: 1,
    });
    const postAnswer = broadcast(1, { receipts: [], deliveredCount: 0, targetCount: 1 });
    const merged = withBroadcast(list(fromSocket), postAnswer, "active").broadcasts[0]!;
    expect(merged.deliveredCount).toBe(1);
    expect(merged.receipts.map((r) => r.deviceId)).toEqual(["101"]);
  });

  it("never turns an ended broadcast back to active", () => {
    const ended = broadcast(1, { status: "ended", isActive: false });
    const merged = withBroadcast(list(ended), broadcast(1), "recent").broadcasts[0]!;
    expect([merged.status, merged.isActive]).toEqual(["ended", false]);
  });

  it("returns the same list when an ended broadcast was not in the active list", () => {
    const l = list(broadcast(1));
    expect(withBroadcast(l, broadcast(9, { status: "ended" }), "active")).toBe(l);
  });
});

describe("withReceipt", () => {
  it("applies a delivery and an acknowledgement with the server's counts", () => {
    const delivered = withReceipt(list(broadcast(1)), {
      broadcastId: 1,
      receipt: receipt("101", { deliveredAt: "2026-01-31T12:01:00Z" }),
      deliveredCount: 1,
      acknowledgedCount: 0,
      targetCount: 2,
    });
    const acked = withReceipt(delivered, {
      broadcastId: 1,
      receipt: receipt("101", {
        deliveredAt: "2026-01-31T12:01:00Z",
        acknowledgedAt: "2026-01-31T12:02:00Z",
      }),
      deliveredCount: 1,
      acknowledgedCount: 1,
      targetCount: 2,
    });
    const b = acked.broadcasts[0]!;
    expect([b.deliveredCount, b.acknowledgedCount, b.targetCount]).toEqual([1, 1, 2]);
    expect(b.acknowledgedBy).toEqual(["101"]);
    expect(notAcknowledged(b).map((r) => r.deviceId)).toEqual(["102"]);
  });

  it("does not lower the counts when an older receipt is replayed on a fresher list", () => {
    const fresh = list(
      broadcast(1, {
        receipts: [
          receipt("101", { deliveredAt: "2026-01-31T12:01:00Z", acknowledgedAt: "2026-01-31T12:02:00Z" }),
        ],
        deliveredCount: 1,
        acknowledgedCount: 1,
        acknowledgedBy: ["101"],
      }),
    );
    const older = {
      broadcastId: 1,
      receipt: receipt("101", { deliveredAt: "2026-01-31T12:01:00Z" }),
      deliveredCount: 1,
      acknowledgedCount: 0,
      targetCount: 2,
    };
    const b = withReceipt(fresh, older).broadcasts[0]!;
    expect([b.acknowledgedCount, b.acknowledgedBy]).toEqual([1, ["101"]]);
    expect(b.receipts[0]?.acknowledgedAt).toBe("2026-01-31T12:02:00Z");
  });

  it("ignores a receipt for a broadcast the list does not hold", () => {
    const l = list(broadcast(1));
    const event = {
      broadcastId: 2,
      receipt: receipt("101"),
      deliveredCount: 1,
      acknowledgedCount: 0,
      targetCount: 1,
    };
    expect(withReceipt(l, event)).toBe(l);
  });
});

describe("displayStatus and notAcknowledged", () => {
  it("shows an active broadcast past its expiry as Expired, judged on the server's clock", () => {
    const b = broadcast(1, { expiresAt: "2026-01-31T12:30:00Z" });
    const local = new Date("2026-01-31T12:29:00Z");
    expect(displayStatus(b, local, 0)).toBe("active");
    expect(displayStatus(b, local, 2 * 60_000)).toBe("expired");
    expect(displayStatus(broadcast(2, { status: "ended" }), local, 0)).toBe("ended");
  });

  it("lists who has not acknowledged by extension, numerically", () => {
    const b = broadcast(1, {
      receipts: [receipt("20"), receipt("3"), receipt("100", { acknowledgedAt: "2026-01-31T12:02:00Z" })],
    });
    expect(notAcknowledged(b).map((r) => r.responderIdNumber)).toEqual(["3", "20"]);
  });
});
