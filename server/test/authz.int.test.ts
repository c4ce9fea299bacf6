import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";
import { makeDevice, makeImei, makeStaff, ORIGIN } from "./factories";

/**
 * The authorization table: every route × every kind of caller. Later issues add their routes here.
 * `device` routes target the active device's own fingerprint; "another device" is a second active
 * device calling with its own cookie.
 */
type Actor = "anonymous" | "pendingDevice" | "otherDevice" | "activeDevice" | "dispatcher" | "admin";
type Row = {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: (ctx: Ctx) => string;
  body?: () => unknown;
  expect: Record<Actor, number>;
};
type Ctx = { targetFingerprint: string };

const adminOnly = (adminStatus: number) => ({
  anonymous: 401,
  pendingDevice: 401,
  otherDevice: 401,
  activeDevice: 401,
  dispatcher: 403,
  admin: adminStatus,
});
const everyone = (status: number) => ({
  anonymous: status,
  pendingDevice: status,
  otherDevice: status,
  activeDevice: status,
  dispatcher: status,
  admin: status,
});
const staffOnly = { ...adminOnly(200), dispatcher: 200 };

export const authorizationTable: Row[] = [
  { name: "system config", method: "GET", url: () => "/api/system/config", expect: everyone(200) },
  { name: "who am I", method: "GET", url: () => "/api/auth/me", expect: staffOnly },
  { name: "sign out", method: "POST", url: () => "/api/auth/logout", expect: everyone(200) },
  {
    name: "change password (wrong current)",
    method: "POST",
    url: () => "/api/auth/password",
    body: () => ({ currentPassword: "not-it", newPassword: "a-new-password-123" }),
    expect: everyone(401),
  },
  {
    name: "enroll (unknown code)",
    method: "POST",
    url: () => "/api/devices/enroll",
    body: () => ({ code: "ZZZZZZZZZZ", fingerprint: "HTZAAAAAAAA1" }),
    expect: everyone(400),
  },
  {
    name: "device config",
    method: "GET",
    url: (c) => `/api/devices/${c.targetFingerprint}/config`,
    expect: { ...everyone(403), activeDevice: 200 },
  },
  {
    name: "approve",
    method: "POST",
    url: () => "/api/devices/approve",
    body: () => ({ deviceId: randomUUID() }),
    expect: adminOnly(404),
  },
  {
    name: "reject",
    method: "POST",
    url: () => "/api/devices/reject",
    body: () => ({ deviceId: randomUUID() }),
    expect: adminOnly(404),
  },
  { name: "admin devices", method: "GET", url: () => "/api/admin/devices", expect: adminOnly(200) },
  {
    name: "admin devices detailed",
    method: "GET",
    url: () => "/api/admin/devices/detailed",
    expect: adminOnly(200),
  },
  {
    name: "edit device",
    method: "PATCH",
    url: () => `/api/admin/devices/${randomUUID()}`,
    body: () => ({ deviceNickname: "x" }),
    expect: adminOnly(404),
  },
  {
    name: "remove device",
    method: "DELETE",
    url: () => `/api/admin/devices/${randomUUID()}`,
    expect: adminOnly(404),
  },
  {
    name: "register radio",
    method: "POST",
    url: () => "/api/admin/radio-devices/register",
    body: () => ({
      imei: makeImei(),
      serialNumber: "SN-1",
      modelName: "Motorola",
      responderName: "Radio Unit",
      responderIdNumber: "301",
      role: "emt",
    }),
    expect: adminOnly(200),
  },
  { name: "list codes", method: "GET", url: () => "/api/admin/enrollment-codes", expect: adminOnly(200) },
  {
    name: "create code",
    method: "POST",
    url: () => "/api/admin/enrollment-codes",
    body: () => ({
      responderName: "New Responder",
      responderIdNumber: "042",
      role: "emt",
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    expect: adminOnly(200),
  },
  {
    name: "delete code",
    method: "DELETE",
    url: () => "/api/admin/enrollment-codes/999999",
    expect: adminOnly(404),
  },
  { name: "audit log", method: "GET", url: () => "/api/admin/audit", expect: adminOnly(200) },
  {
    name: "unconfirmed phone book",
    method: "GET",
    url: () => "/api/admin/phonebook/unconfirmed",
    expect: adminOnly(200),
  },
];

describe(`authorization table on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  let cookies: Record<Actor, string | undefined>;
  let ctx: Ctx;

  beforeAll(async () => {
    t = await createTestApp();
    const target = await makeDevice(t.app, "active");
    const other = await makeDevice(t.app, "active");
    const pending = await makeDevice(t.app, "pending");
    const dispatcher = await makeStaff(t.app, "dispatcher");
    const admin = await makeStaff(t.app, "admin");
    ctx = { targetFingerprint: target.fingerprint };
    cookies = {
      anonymous: undefined,
      pendingDevice: pending.cookie,
      otherDevice: other.cookie,
      activeDevice: target.cookie,
      dispatcher: dispatcher.cookie,
      admin: admin.cookie,
    };
  });
  afterAll(() => t.close());

  const actors: Actor[] = [
    "anonymous",
    "pendingDevice",
    "otherDevice",
    "activeDevice",
    "dispatcher",
    "admin",
  ];
  for (const row of authorizationTable) {
    for (const actor of actors) {
      it(`${row.name} as ${actor} → ${row.expect[actor]}`, async () => {
        const cookie = cookies[actor];
        // Sign-out must not end the shared sessions of the following rows.
        const isLogout = row.url(ctx) === "/api/auth/logout";
        const res = await t.app.inject({
          method: row.method,
          url: row.url(ctx),
          headers: { ...ORIGIN, ...(cookie && !isLogout ? { cookie } : {}) },
          ...(row.body ? { payload: row.body() as object } : {}),
        });
        expect(res.statusCode, res.body).toBe(row.expect[actor]);
      });
    }
  }
});
