import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { makeDevice, makeStaff, ORIGIN } from "../test/factories";
import { createTestApp, testConfig, type TestApp } from "../test/harness";
import { TestSocket, upgradeStatus } from "../test/realtime-client";

const expiresAt = () => new Date(Date.now() + 30 * 60_000).toISOString();
const broadcastBody = (message: string, targetDevices: string[] = []) => ({
  dispatcherName: "Dispatch",
  dispatcherExtension: "100",
  message,
  priority: "high",
  expiresAt: expiresAt(),
  targetDevices,
});

describe(`realtime gateway on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({}, { realtime: { heartbeatMs: 200 } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    admin = (await makeStaff(t.app, "admin")).cookie;
  });
  afterAll(() => t.close());

  const send = async (message: string, targets: string[] = []) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/broadcasts",
      headers: { ...ORIGIN, cookie: admin },
      payload: broadcastBody(message, targets),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ broadcast: { id: number } }>().broadcast;
  };

  it("refuses strangers, pending devices and other origins before the upgrade", async () => {
    const pending = await makeDevice(t.app, "pending");
    const active = await makeDevice(t.app, "active");
    expect(await upgradeStatus(t.app, { as: "device" })).toBe(401);
    expect(await upgradeStatus(t.app, { as: "staff" })).toBe(401);
    expect(await upgradeStatus(t.app, { as: "device", cookie: pending.cookie })).toBe(403);
    expect(
      await upgradeStatus(t.app, { as: "device", cookie: active.cookie, origin: "https://evil.example" }),
    ).toBe(403);
    expect(await upgradeStatus(t.app, { as: "device", cookie: active.cookie })).toBe(101);
    expect(await upgradeStatus(t.app, { as: "staff", cookie: admin })).toBe(101);
  });

  it("pushes a broadcast to its device and to staff, each with a seq", async () => {
    const d = await makeDevice(t.app, "active");
    const other = await makeDevice(t.app, "active");
    const device = await TestSocket.open(t.app, { as: "device", cookie: d.cookie });
    const otherSocket = await TestSocket.open(t.app, { as: "device", cookie: other.cookie });
    const staff = await TestSocket.open(t.app, { as: "staff", cookie: admin });
    await device.until((f) => f.some((x) => x.type === "hello"));
    const b = await send("Cardiac arrest, Herzl St 12", [d.device.id]);
    const [got] = (await device.until((f) => f.some((x) => x.type === "broadcast.created"))).filter(
      (x) => x.type === "broadcast.created",
    );
    expect(got?.seq).toBeGreaterThan(0);
    expect(got?.data).toMatchObject({
      emergency: { id: b.id, message: "Cardiac arrest, Herzl St 12", fromExtension: "100" },
    });
    await staff.until((f) => f.some((x) => x.type === "broadcast.created"));
    await new Promise((r) => setTimeout(r, 200));
    expect(otherSocket.ofType("broadcast.created")).toHaveLength(0);
    for (const s of [device, otherSocket, staff]) s.close();
  });

  it("resumes: 50 events sent while away arrive once each, in order", async () => {
    const d = await makeDevice(t.app, "active");
    const first = await TestSocket.open(t.app, { as: "device", cookie: d.cookie });
    const [hello] = await first.until((f) => f.some((x) => x.type === "hello"));
    const since = (hello?.data as { seq: number }).seq;
    first.close();
    await first.waitClosed();

    const sent: number[] = [];
    for (let i = 0; i < 50; i++) sent.push((await send(`event ${i}`, [d.device.id])).id);

    const back = await TestSocket.open(t.app, { as: "device", cookie: d.cookie, since });
    const frames = await back.until((f) => f.filter((x) => x.type === "broadcast.created").length >= 50);
    await new Promise((r) => setTimeout(r, 200));
    const created = back.ofType("broadcast.created");
    expect(created).toHaveLength(50);
    expect(created.map((f) => (f.data as { emergency: { id: number } }).emergency.id)).toEqual(sent);
    const seqs = created.map((f) => f.seq!);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(50);
    expect(frames[0]?.type).toBe("hello");
    back.close();
  });

  it("tells a client to refetch when its gap is older than what is kept", async () => {
    const d = await makeDevice(t.app, "active");
    await send("keep me", [d.device.id]);
    const { pruneEvents } = await import("./outbox");
    await pruneEvents(t.app.db, -60_000); // everything but the newest is "too old"
    await send("after prune", [d.device.id]);
    const s = await TestSocket.open(t.app, { as: "device", cookie: d.cookie, since: 1 });
    await s.until((f) => f.some((x) => x.type === "resync"));
    s.close();
  });

  it("closes a device's sockets the moment it is removed", async () => {
    const d = await makeDevice(t.app, "active");
    const s = await TestSocket.open(t.app, { as: "device", cookie: d.cookie });
    await s.until((f) => f.some((x) => x.type === "hello"));
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/devices/${d.device.id}`,
      headers: { ...ORIGIN, cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect((await s.waitClosed()).code).toBe(4403);
    expect(await upgradeStatus(t.app, { as: "device", cookie: d.cookie })).toBe(401);
  });

  it("finds a dead socket by its missing heartbeat answers", async () => {
    const d = await makeDevice(t.app, "active");
    const silent = await TestSocket.open(t.app, { as: "device", cookie: d.cookie, answerPings: false });
    const closed = await silent.waitClosed(3000);
    expect(closed.code).toBe(1006); // terminated, no close handshake
    const alive = await TestSocket.open(t.app, { as: "device", cookie: d.cookie });
    await new Promise((r) => setTimeout(r, 800));
    expect(alive.closed).toBeUndefined();
    alive.close();
  });

  it("records delivery from the socket's receipt and shows staff the counts live", async () => {
    const d = await makeDevice(t.app, "active");
    const device = await TestSocket.open(t.app, { as: "device", cookie: d.cookie });
    const staff = await TestSocket.open(t.app, { as: "staff", cookie: admin });
    const b = await send("Receipt test", [d.device.id]);
    await device.until((f) => f.some((x) => x.type === "broadcast.created"));
    device.ws.send(JSON.stringify({ type: "receipt", data: { broadcastId: b.id } }));
    const receipts = await staff.until((f) =>
      f.some(
        (x) => x.type === "broadcast.receipt" && (x.data as { deliveredCount: number }).deliveredCount === 1,
      ),
    );
    expect(receipts.some((x) => x.type === "broadcast.receipt")).toBe(true);

    const ack = await t.app.inject({
      method: "POST",
      url: `/api/emergency-broadcasts/${b.id}/acknowledge`,
      headers: { ...ORIGIN, cookie: d.cookie },
      payload: { deviceFingerprint: d.fingerprint },
    });
    expect(ack.statusCode).toBe(200);
    await staff.until((f) =>
      f.some(
        (x) =>
          x.type === "broadcast.receipt" && (x.data as { acknowledgedCount: number }).acknowledgedCount === 1,
      ),
    );
    await device.until((f) => f.some((x) => x.type === "broadcast.acknowledged"));
    device.close();
    staff.close();
  });
});

describe(`restart on ${process.env.TEST_DB_KIND}`, () => {
  it("loses nothing when the server restarts between events", async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const admin = (await makeStaff(t.app, "admin")).cookie;
    const d = await makeDevice(t.app, "active");
    const post = (app: typeof t.app, message: string) =>
      app.inject({
        method: "POST",
        url: "/api/broadcasts",
        headers: { ...ORIGIN, cookie: admin },
        payload: broadcastBody(message, [d.device.id]),
      });

    const s = await TestSocket.open(t.app, { as: "device", cookie: d.cookie });
    await post(t.app, "before restart");
    const [before] = (await s.until((f) => f.some((x) => x.type === "broadcast.created"))).filter(
      (x) => x.type === "broadcast.created",
    );
    await t.app.close(); // the database stays, as it does across a process restart
    await s.waitClosed();

    const restarted = await buildApp({
      config: testConfig(),
      database: t.database,
      logger: false,
      serveClient: false,
    });
    await restarted.listen({ port: 0, host: "127.0.0.1" });
    try {
      expect((await post(restarted, "while the client was away")).statusCode).toBe(200);
      const again = await TestSocket.open(restarted, { as: "device", cookie: d.cookie, since: before!.seq });
      const frames = await again.until((f) => f.some((x) => x.type === "broadcast.created"));
      const created = frames.filter((x) => x.type === "broadcast.created");
      expect(created).toHaveLength(1);
      expect(created[0]?.data).toMatchObject({ emergency: { message: "while the client was away" } });
      again.close();
    } finally {
      await restarted.close();
      await t.database.dispose();
    }
  });
});
