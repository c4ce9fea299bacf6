import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, broadcastReceipts, broadcasts, responders } from "../../db/schema";
import { makeDevice, makeStaff, ORIGIN } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { realertOnce } from "./realert";
import { repairReceipts } from "./service";

type Admin = {
  id: number;
  status: string;
  targetCount: number;
  acknowledgedCount: number;
  deliveredCount: number;
  receipts: { deviceId: string; acknowledgedAt: string | null }[];
};

describe(`broadcasts on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  let dispatcher: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await makeStaff(t.app, "admin")).cookie;
    dispatcher = (await makeStaff(t.app, "dispatcher")).cookie;
  });
  afterAll(() => t.close());

  const body = (over: object = {}) => ({
    dispatcherName: "Moshe",
    dispatcherExtension: "100",
    message: "Mass casualty incident, all units to Jaffa Gate",
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...over,
  });
  const send = (over: object = {}, cookie = dispatcher) =>
    t.app.inject({
      method: "POST",
      url: "/api/broadcasts",
      headers: { ...ORIGIN, cookie },
      payload: body(over),
    });
  const ack = (
    id: number,
    d: { cookie: string; fingerprint: string },
    prefix = "/api/emergency-broadcasts",
  ) =>
    t.app.inject({
      method: "POST",
      url: `${prefix}/${id}/acknowledge`,
      headers: { ...ORIGIN, cookie: d.cookie },
      payload: { deviceFingerprint: d.fingerprint },
    });

  it("lets a dispatcher send to chosen devices, defaults to high priority, and tracks acknowledgements", async () => {
    const a = await makeDevice(t.app, "active");
    const b = await makeDevice(t.app, "active");
    const res = await send({ targetDevices: [a.device.id, b.device.id] });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<{ broadcast: Admin & { priority: string } }>().broadcast;
    expect(sent).toMatchObject({ priority: "high", status: "active", targetCount: 2, acknowledgedCount: 0 });

    const feed = await t.app.inject({
      url: `/api/emergency-broadcasts?fingerprint=${a.fingerprint}`,
      headers: { cookie: a.cookie },
    });
    expect(
      feed.json<{ broadcasts: { id: number; fromName: string }[] }>().broadcasts.map((x) => x.id),
    ).toContain(sent.id);

    const first = await ack(sent.id, a);
    expect(first.statusCode).toBe(200);
    const second = await ack(sent.id, a, "/api/broadcasts");
    expect(second.json()).toEqual(first.json()); // a second acknowledgement changes nothing

    const view = await t.app.inject({ url: `/api/broadcasts/${sent.id}`, headers: { cookie: dispatcher } });
    const b2 = view.json<{ broadcast: Admin }>().broadcast;
    expect(b2).toMatchObject({ acknowledgedCount: 1, deliveredCount: 1, targetCount: 2 });
    expect(b2.receipts.find((r) => r.deviceId === b.device.id)?.acknowledgedAt).toBeNull();
  });

  it("targets roles and refuses an empty audience with a clear 400", async () => {
    const medic = await makeDevice(t.app, "active");
    await t.app.db.update(responders).set({ role: "doctor" }).where(eq(responders.id, medic.responder.id));
    const res = await send({ targetRoles: ["doctor"] });
    const sent = res.json<{ broadcast: Admin }>().broadcast;
    const view = await t.app.inject({ url: `/api/broadcasts/${sent.id}`, headers: { cookie: dispatcher } });
    const receipts = view.json<{ broadcast: Admin }>().broadcast.receipts;
    expect(receipts.map((r) => r.deviceId)).toContain(medic.device.id);
    expect(receipts).toHaveLength(sent.targetCount);
    const none = await send({ targetRoles: ["mhp"], targetDevices: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe("No active device matches the chosen targets");
  });

  it.each([
    [{ message: "" }, /message: is required/],
    [{ message: "x".repeat(501) }, /message: must be at most 500 characters/],
    [{ dispatcherName: " " }, /dispatcherName: is required/],
    [{ priority: "urgent" }, /priority: must be one of emergency, high, medium, low/],
    [{ expiresAt: new Date(Date.now() - 1000).toISOString() }, /expiresAt: must be in the future/],
    [{ expiresAt: new Date(Date.now() + 25 * 3600_000).toISOString() }, /at most 1440 minutes/],
    [{ targetDevices: ["not-a-uuid"] }, /targetDevices/],
    [{ audioBlob: "data:text/html,<script>" }, /audioBlob: must be an audio data URL/],
  ])("refuses %o with a clear 400", async (over, message) => {
    const res = await send(over);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it("ends a broadcast: no longer active, shown Ended, gone from the device's banners", async () => {
    const d = await makeDevice(t.app, "active");
    const sent = (await send({ targetDevices: [d.device.id] })).json<{ broadcast: Admin }>().broadcast;
    const end = await t.app.inject({
      method: "DELETE",
      url: `/api/broadcasts/${sent.id}`,
      headers: { ...ORIGIN, cookie: admin },
    });
    expect(end.json()).toMatchObject({ broadcast: { status: "ended", isActive: false } });
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/broadcasts/${sent.id}`,
      headers: { ...ORIGIN, cookie: admin },
    });
    expect(again.statusCode).toBe(409);
    const active = await t.app.inject({ url: "/api/broadcasts/active", headers: { cookie: admin } });
    expect(active.json<{ broadcasts: Admin[] }>().broadcasts.map((x) => x.id)).not.toContain(sent.id);
    const recent = await t.app.inject({ url: "/api/broadcasts/recent", headers: { cookie: admin } });
    const recentList = recent.json<{ broadcasts: Admin[] }>().broadcasts;
    expect(recentList.length).toBeLessThanOrEqual(10);
    expect(recentList.find((x) => x.id === sent.id)?.status).toBe("ended");
    const feed = await t.app.inject({
      url: `/api/emergency-broadcasts?fingerprint=${d.fingerprint}`,
      headers: { cookie: d.cookie },
    });
    expect(feed.json<{ broadcasts: { id: number }[] }>().broadcasts.map((x) => x.id)).not.toContain(sent.id);
    const tools = await t.app.inject({
      url: `/api/devices/${d.fingerprint}/broadcasts`,
      headers: { cookie: d.cookie },
    });
    expect(
      tools
        .json<{ broadcasts: { id: number; isActive: boolean }[] }>()
        .broadcasts.find((x) => x.id === sent.id)?.isActive,
    ).toBe(false);
  });

  it("refuses an acknowledgement for a broadcast the device never got, or from another device's cookie", async () => {
    const a = await makeDevice(t.app, "active");
    const b = await makeDevice(t.app, "active");
    const sent = (await send({ targetDevices: [a.device.id] })).json<{ broadcast: Admin }>().broadcast;
    expect((await ack(sent.id, b)).statusCode).toBe(404);
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/broadcasts/${sent.id}/acknowledge`,
      headers: { ...ORIGIN, cookie: b.cookie },
      payload: { deviceFingerprint: a.fingerprint },
    });
    expect(forged.statusCode).toBe(403);
    expect((await ack(999_999, a)).statusCode).toBe(404);
  });

  it("re-alerts an unacknowledged device until it acknowledges", async () => {
    const a = await makeDevice(t.app, "active");
    const b = await makeDevice(t.app, "active");
    const sent = (await send({ targetDevices: [a.device.id, b.device.id] })).json<{ broadcast: Admin }>()
      .broadcast;
    await ack(sent.id, a);
    const lastAlerted = async (deviceId: string) =>
      (await t.app.db.select().from(broadcastReceipts).where(eq(broadcastReceipts.deviceId, deviceId)))[0]
        ?.lastAlertedAt;
    const before = await lastAlerted(b.device.id);
    await new Promise((r) => setTimeout(r, 20));
    expect(await realertOnce(t.app, 10)).toBeGreaterThanOrEqual(1);
    expect((await lastAlerted(b.device.id))!.getTime()).toBeGreaterThan(before!.getTime());
    const aBefore = await lastAlerted(a.device.id);
    await realertOnce(t.app, 10);
    expect((await lastAlerted(a.device.id))?.getTime()).toBe(aBefore?.getTime());
    // Not yet due again within the interval.
    expect(await realertOnce(t.app, 60_000)).toBe(0);
  });

  it("accepts an acknowledgement before the receipts are written, and repairs a broadcast left without them", async () => {
    const a = await makeDevice(t.app, "active");
    const b = await makeDevice(t.app, "active");
    const stranger = await makeDevice(t.app, "active");
    const sent = (await send({ targetDevices: [a.device.id, b.device.id] })).json<{ broadcast: Admin }>()
      .broadcast;
    // As if the process had stopped between the broadcast's commit and its receipts.
    const unwritten = async () => {
      await t.app.db.delete(broadcastReceipts).where(eq(broadcastReceipts.broadcastId, sent.id));
      await t.app.db.update(broadcasts).set({ receiptsWritten: false }).where(eq(broadcasts.id, sent.id));
    };
    await unwritten();
    expect((await ack(sent.id, a)).statusCode).toBe(200);
    expect((await ack(sent.id, stranger)).statusCode).toBe(404);
    await repairReceipts(t.app.db, 0);
    const rows = await t.app.db
      .select()
      .from(broadcastReceipts)
      .where(eq(broadcastReceipts.broadcastId, sent.id));
    expect(rows.map((r) => r.deviceId).sort()).toEqual([a.device.id, b.device.id].sort());
    await unwritten();
    await repairReceipts(t.app.db, 0);
    const repaired = await t.app.db
      .select()
      .from(broadcastReceipts)
      .where(eq(broadcastReceipts.broadcastId, sent.id));
    expect(repaired).toHaveLength(2);
  });

  it("writes broadcasts and acknowledgements to the audit log", async () => {
    const d = await makeDevice(t.app, "active");
    const sent = (await send({ targetDevices: [d.device.id] })).json<{ broadcast: Admin }>().broadcast;
    await ack(sent.id, d);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(sent.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(["broadcast.acknowledge", "broadcast.create"]);
  });
});
