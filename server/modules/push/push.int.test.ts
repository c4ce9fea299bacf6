import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { makeDevice, makeStaff, ORIGIN } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { PushReceiver } from "../../test/push-receiver";

async function eventually<T>(
  read: () => Promise<T> | T,
  ok: (v: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`web push on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  let receiver: PushReceiver;
  beforeAll(async () => {
    receiver = new PushReceiver();
    await receiver.start();
    t = await createTestApp({}, { pushAgent: receiver.agent });
  });
  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });

  it("pushes an emergency broadcast, encrypted for the subscription, with high urgency, TTL and topic", async () => {
    const d = await makeDevice(t.app, "active");
    const sub = await t.app.inject({
      method: "POST",
      url: `/api/devices/${d.fingerprint}/push-subscription`,
      headers: { ...ORIGIN, cookie: d.cookie },
      payload: receiver.subscription,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const key = await t.app.inject({ url: "/api/push/public-key" });
    expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const { cookie } = await makeStaff(t.app, "dispatcher");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/broadcasts",
      headers: { ...ORIGIN, cookie },
      payload: {
        dispatcherName: "Moshe",
        dispatcherExtension: "100",
        message: "Multi-vehicle collision on Route 1",
        priority: "emergency",
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        targetDevices: [d.device.id],
      },
    });
    const id = res.json<{ broadcast: { id: number } }>().broadcast.id;
    const got = await eventually(
      () => receiver.received,
      (r) => r.length > 0,
    );
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.payload)).toEqual({
      kind: "broadcast",
      id,
      title: "Moshe (100)",
      body: "Multi-vehicle collision on Route 1",
      priority: "emergency",
    });
    expect(got[0]!.headers).toMatchObject({
      urgency: "high",
      ttl: "300",
      topic: `broadcast-${id}`,
      "content-encoding": "aes128gcm",
    });
    expect(got[0]!.headers.authorization).toMatch(/^vapid t=/);
  });

  it("removes a subscription the push service says is gone", async () => {
    const d = await makeDevice(t.app, "active");
    await t.app.inject({
      method: "POST",
      url: `/api/devices/${d.fingerprint}/push-subscription`,
      headers: { ...ORIGIN, cookie: d.cookie },
      payload: receiver.subscription,
    });
    receiver.status = 410;
    const { pushToDevices } = await import("./service");
    const result = await pushToDevices(
      t.app,
      [d.device.id],
      { kind: "broadcast", id: 1, title: "t", body: "b", priority: "high" },
      { topic: "x", ttlSeconds: 60 },
    );
    expect(result).toMatchObject({ removed: 1 });
    const rows = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceId, d.device.id));
    expect(rows).toHaveLength(0);
    receiver.status = 201;
  });

  it("refuses a plain-http endpoint and a malformed subscription", async () => {
    const d = await makeDevice(t.app, "active");
    const post = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: `/api/devices/${d.fingerprint}/push-subscription`,
        headers: { ...ORIGIN, cookie: d.cookie },
        payload,
      });
    const http = await post({
      ...receiver.subscription,
      endpoint: receiver.subscription.endpoint.replace("https:", "http:"),
    });
    expect(http.statusCode).toBe(400);
    expect(http.json<{ message: string }>().message).toBe("endpoint: must be an https URL");
    expect((await post({ endpoint: "nope" })).statusCode).toBe(400);
  });
});
