import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, deviceSipOverrides } from "../../db/schema";
import { secretBoxFor } from "../../lib/secret-box";
import { makeDevice, ORIGIN } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { readPhonePassword } from "./service";

describe(`a device's own settings on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SECRET_KEY: "0f".repeat(32) });
  });
  afterAll(() => t.close());

  const settings = (fingerprint: string, cookie: string, payload?: object) =>
    t.app.inject({
      method: payload ? "PUT" : "GET",
      url: `/api/devices/${fingerprint}/phone-settings`,
      headers: { ...ORIGIN, cookie },
      ...(payload ? { payload } : {}),
    });
  const config = (fingerprint: string, cookie: string) =>
    t.app.inject({ url: `/api/devices/${fingerprint}/config`, headers: { cookie } });

  it("saves the 3CX override, keeps the password encrypted and never returns it", async () => {
    const d = await makeDevice(t.app, "active");
    expect((await settings(d.fingerprint, d.cookie)).json()).toEqual({
      server: null,
      extension: null,
      hasPassword: false,
    });
    const saved = await settings(d.fingerprint, d.cookie, {
      server: "pbx.example.org:5001",
      extension: "215",
      password: "s3cret-sip-pass",
    });
    expect(saved.json()).toEqual({ server: "pbx.example.org:5001", extension: "215", hasPassword: true });
    expect(saved.body).not.toContain("s3cret");

    const [row] = await t.app.db
      .select()
      .from(deviceSipOverrides)
      .where(eq(deviceSipOverrides.deviceId, d.device.id));
    expect(row?.passwordEncrypted).toMatch(/^v1\./);
    expect(row?.passwordEncrypted).not.toContain("s3cret");
    expect(await readPhonePassword(t.app.db, secretBoxFor(t.app.config), d.device.id)).toBe(
      "s3cret-sip-pass",
    );

    expect((await config(d.fingerprint, d.cookie)).json()).toMatchObject({
      config: { tcxConfig: { server: "pbx.example.org:5001" } },
    });

    // Leaving the password out keeps it; an empty server clears the override's server.
    const kept = await settings(d.fingerprint, d.cookie, { server: "", extension: "216" });
    expect(kept.json()).toEqual({ server: null, extension: "216", hasPassword: true });
    expect((await config(d.fingerprint, d.cookie)).json()).toMatchObject({ config: { tcxConfig: null } });

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, "device.phone_settings"));
    expect(audit.length).toBe(2);
    expect(JSON.stringify(audit)).not.toContain("s3cret");
  });

  it("refuses bad input with a clear message, and other devices", async () => {
    const d = await makeDevice(t.app, "active");
    const bad = await settings(d.fingerprint, d.cookie, {
      server: "https://pbx.example.org",
      extension: "21a",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/server: must be a host name/);
    const empty = await settings(d.fingerprint, d.cookie, { server: "pbx", extension: "1", password: "" });
    expect(empty.json<{ message: string }>().message).toMatch(/password: must not be empty/);
    const other = await makeDevice(t.app, "active");
    expect((await settings(d.fingerprint, other.cookie)).statusCode).toBe(403);
    const pending = await makeDevice(t.app, "pending");
    expect((await settings(pending.fingerprint, pending.cookie)).statusCode).toBe(403);
  });

  it("leaving forgets the secret and clears the cookie, so the old cookie stops working", async () => {
    const d = await makeDevice(t.app, "active");
    const other = await makeDevice(t.app, "active");
    const leave = (cookie: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/devices/${d.fingerprint}/leave`,
        headers: { ...ORIGIN, cookie },
      });
    expect((await leave(other.cookie)).statusCode).toBe(403);

    const res = await leave(d.cookie);
    expect(res.json()).toEqual({ ok: true });
    const cleared = res.cookies.find((c) => c.name === "device");
    expect(cleared?.value).toBe("");
    expect(cleared?.httpOnly).toBe(true);
    expect((await config(d.fingerprint, d.cookie)).statusCode).toBe(403);
    expect((await leave(d.cookie)).statusCode).toBe(403);
    expect((await config(other.fingerprint, other.cookie)).statusCode).toBe(200);

    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, "device.leave"));
    expect(entry).toMatchObject({ actorType: "device", targetId: d.device.id, result: "success" });
  });

  it("refuses a leave from another site", async () => {
    const d = await makeDevice(t.app, "active");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/devices/${d.fingerprint}/leave`,
      headers: { host: "localhost", origin: "https://evil.example", cookie: d.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await config(d.fingerprint, d.cookie)).statusCode).toBe(200);
  });
});
