import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { broadcastReceipts, broadcasts } from "../../db/schema";
import { makeDevice } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";

describe(`notification counts on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = (fingerprint: string, cookie?: string) =>
    t.app.inject({ url: `/api/devices/${fingerprint}/notifications`, headers: cookie ? { cookie } : {} });

  async function broadcastTo(
    deviceId: string,
    opts: { voice?: boolean; active?: boolean; expiresInMs?: number; acknowledged?: boolean } = {},
  ) {
    const [b] = await t.app.db
      .insert(broadcasts)
      .values({
        dispatcherName: "Dispatch",
        dispatcherExtension: "100",
        message: "Units to the square",
        priority: "high",
        isVoiceBroadcast: opts.voice ?? true,
        isActive: opts.active ?? true,
        expiresAt: new Date(Date.now() + (opts.expiresInMs ?? 600_000)),
      })
      .returning();
    await t.app.db.insert(broadcastReceipts).values({
      broadcastId: b!.id,
      deviceId,
      acknowledgedAt: opts.acknowledged ? new Date() : null,
    });
  }

  it("counts the device's unacknowledged, running voice broadcasts and nothing else", async () => {
    const d = await makeDevice(t.app, "active");
    expect((await counts(d.fingerprint, d.cookie)).json()).toEqual({ messenger: 0, phone: 0, ptt: 0 });

    await broadcastTo(d.device.id);
    await broadcastTo(d.device.id);
    await broadcastTo(d.device.id, { acknowledged: true });
    await broadcastTo(d.device.id, { voice: false });
    await broadcastTo(d.device.id, { active: false });
    await broadcastTo(d.device.id, { expiresInMs: -1_000 });
    const other = await makeDevice(t.app, "active");
    await broadcastTo(other.device.id);

    expect((await counts(d.fingerprint, d.cookie)).json()).toEqual({ messenger: 0, phone: 0, ptt: 2 });
    expect((await counts(other.fingerprint, other.cookie)).json()).toMatchObject({ ptt: 1 });
  });

  it("answers only the device itself, and only while it is active", async () => {
    const d = await makeDevice(t.app, "active");
    const other = await makeDevice(t.app, "active");
    expect((await counts(d.fingerprint)).statusCode).toBe(403);
    expect((await counts(d.fingerprint, other.cookie)).statusCode).toBe(403);
    const pending = await makeDevice(t.app, "pending");
    const res = await counts(pending.fingerprint, pending.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/not active/);
    expect((await counts("HTZNOTKNOWN1")).statusCode).toBe(404);
    expect((await counts("nope")).statusCode).toBe(400);
  });
});
