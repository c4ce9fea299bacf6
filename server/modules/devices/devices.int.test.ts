import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devices, responders, staff } from "../../db/schema";
import { makeDevice, makeFingerprint, makeImei, makeStaff, ORIGIN } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { touchLastSeen } from "./service";

describe(`devices on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await makeStaff(t.app, "admin")).cookie;
  });
  afterAll(() => t.close());

  const config = (fingerprint: string, cookie?: string) =>
    t.app.inject({ url: `/api/devices/${fingerprint}/config`, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: { ...ORIGIN, cookie: admin }, payload });

  it("answers 404 for an unknown fingerprint and 403 without the device's own secret", async () => {
    expect((await config(makeFingerprint())).statusCode).toBe(404);
    const d = await makeDevice(t.app, "active");
    const other = await makeDevice(t.app, "active");
    expect((await config(d.fingerprint)).statusCode).toBe(403);
    expect((await config(d.fingerprint, other.cookie)).statusCode).toBe(403);
    expect((await config(d.fingerprint, "device=forged")).statusCode).toBe(403);
    expect((await config("not-a-device")).statusCode).toBe(400);
  });

  it("shows a pending device only its status; approval gives it the whole config", async () => {
    const d = await makeDevice(t.app, "pending", { responderName: "Yael Ben", responderIdNumber: "215" });
    const pending = await config(d.fingerprint, d.cookie);
    expect(pending.json()).toEqual({
      device: { id: d.device.id, fingerprint: d.fingerprint, status: "pending" },
    });

    const approved = await post("/api/devices/approve", { deviceId: d.device.id });
    expect(approved.json()).toMatchObject({ device: { status: "active", responderIdNumber: "215" } });

    const active = await config(d.fingerprint, d.cookie);
    expect(active.json()).toMatchObject({
      device: { status: "active", responderName: "Yael Ben", responderIdNumber: "215", isStaff: false },
      config: { tcxConfig: null, sideButtonPTTEnabled: false },
      speedDials: [],
    });
    const again = await post("/api/devices/approve", { deviceId: d.device.id });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe("This device is active, not pending");
  });

  it("marks a device whose responder is linked to a staff account", async () => {
    const d = await makeDevice(t.app, "active");
    const linked = await makeStaff(t.app, "dispatcher");
    await t.app.db.update(staff).set({ responderId: d.responder.id }).where(eq(staff.id, linked.member.id));
    expect((await config(d.fingerprint, d.cookie)).json()).toMatchObject({ device: { isStaff: true } });
  });

  it("rejects a pending device, which then sees only its status", async () => {
    const d = await makeDevice(t.app, "pending");
    expect((await post("/api/devices/reject", { deviceId: d.device.id })).json()).toMatchObject({
      device: { status: "rejected" },
    });
    expect((await config(d.fingerprint, d.cookie)).json()).toEqual({
      device: { id: d.device.id, fingerprint: d.fingerprint, status: "rejected" },
    });
    expect((await post("/api/devices/reject", { deviceId: "nope" })).statusCode).toBe(400);
  });

  it("edits a device and removes it, after which its secret stops working at once", async () => {
    const d = await makeDevice(t.app, "active");
    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/devices/${d.device.id}`,
      headers: { ...ORIGIN, cookie: admin },
      payload: { deviceNickname: "Unit 7", department: "North" },
    });
    expect(edit.json()).toMatchObject({ device: { deviceNickname: "Unit 7", department: "North" } });
    const empty = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/devices/${d.device.id}`,
      headers: { ...ORIGIN, cookie: admin },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/devices/${d.device.id}`,
      headers: { ...ORIGIN, cookie: admin },
    });
    expect(removed.json()).toMatchObject({ device: { status: "removed" } });
    expect((await config(d.fingerprint, d.cookie)).statusCode).toBe(404);
    const list = await t.app.inject({ url: "/api/admin/devices", headers: { cookie: admin } });
    expect(list.json<{ devices: { id: string }[] }>().devices.map((x) => x.id)).not.toContain(d.device.id);
  });

  it("replaces the old secret when a device enrolls again", async () => {
    const first = await makeDevice(t.app, "active");
    const code = await t.app.inject({
      method: "POST",
      url: "/api/admin/enrollment-codes",
      headers: { ...ORIGIN, cookie: admin },
      payload: {
        responderName: "Re Enrolled",
        responderIdNumber: "333",
        role: "emt",
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/devices/enroll",
      headers: ORIGIN,
      payload: { code: code.json<{ code: string }>().code, fingerprint: first.fingerprint },
    });
    expect(res.json()).toMatchObject({ device: { status: "pending", responderIdNumber: "333" } });
    expect((await config(first.fingerprint, first.cookie)).statusCode).toBe(403);
    const fresh = `device=${res.cookies.find((c) => c.name === "device")!.value}`;
    expect((await config(first.fingerprint, fresh)).json()).toMatchObject({ device: { status: "pending" } });
  });

  it("registers a radio as a pending device and refuses a bad or repeated IMEI", async () => {
    const imei = makeImei();
    const body = {
      imei,
      serialNumber: "SN-9",
      modelName: "TLK 100",
      responderName: "Radio Nine",
      responderIdNumber: "909",
      role: "emt",
    };
    const res = await post("/api/admin/radio-devices/register", {
      ...body,
      deviceType: "radio",
      status: "pending",
    });
    expect(res.json()).toMatchObject({
      device: { deviceType: "radio", status: "pending", imei, responderIdNumber: "909" },
    });
    expect((await post("/api/admin/radio-devices/register", body)).statusCode).toBe(409);
    const bad = await post("/api/admin/radio-devices/register", { ...body, imei: "490154203237519" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(
      /imei: must be 15 digits with a valid check digit/,
    );
    const missing = await post("/api/admin/radio-devices/register", { imei: makeImei() });
    expect(missing.statusCode).toBe(400);
  });

  it("updates last seen at most once a minute", async () => {
    const d = await makeDevice(t.app, "active");
    const read = async () =>
      (await t.app.db.select({ at: devices.lastSeenAt }).from(devices).where(eq(devices.id, d.device.id)))[0]
        ?.at;
    await config(d.fingerprint, d.cookie);
    const first = await read();
    expect(first).toBeInstanceOf(Date);
    await config(d.fingerprint, d.cookie);
    expect((await read())?.getTime()).toBe(first?.getTime());
    await touchLastSeen(t.app.db, d.device.id, Date.now() + 61_000);
    expect((await read())!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it("lists devices with their responders for the console", async () => {
    const d = await makeDevice(t.app, "pending", { responderIdNumber: "007", responderName: "Ops Desk" });
    const res = await t.app.inject({ url: "/api/admin/devices/detailed", headers: { cookie: admin } });
    const row = res.json<{ devices: Record<string, unknown>[] }>().devices.find((x) => x.id === d.device.id);
    expect(row).toMatchObject({
      responderIdNumber: "007",
      responderName: "Ops Desk",
      status: "pending",
      deviceType: "phone",
    });
    expect(JSON.stringify(res.json())).not.toMatch(/secret/i);
    const [r] = await t.app.db.select().from(responders).where(eq(responders.idNumber, "007"));
    expect(r?.name).toBe("Ops Desk");
  });

  it("keeps an audit trail an admin can filter", async () => {
    const d = await makeDevice(t.app, "pending");
    await post("/api/devices/approve", { deviceId: d.device.id });
    const res = await t.app.inject({
      url: "/api/admin/audit?action=device.approve",
      headers: { cookie: admin },
    });
    const entries = res.json<{
      entries: { action: string; targetId: string; actorType: string; ip: string }[];
    }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === "device.approve")).toBe(true);
    expect(entries[0]).toMatchObject({ targetId: d.device.id, actorType: "staff", ip: "127.0.0.1" });
    const future = await t.app.inject({
      url: `/api/admin/audit?from=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
      headers: { cookie: admin },
    });
    expect(future.json<{ entries: unknown[] }>().entries).toHaveLength(0);
    const byActor = await t.app.inject({ url: "/api/admin/audit?actor=admin-", headers: { cookie: admin } });
    expect(byActor.json<{ entries: unknown[] }>().entries.length).toBeGreaterThan(0);
    const bad = await t.app.inject({
      url: "/api/admin/audit?action=drop.tables",
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});
