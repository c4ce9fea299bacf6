import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";
import { makeDevice, makeStaff, ORIGIN } from "./factories";
import { broadcastRows } from "./authz-rows/broadcasts";
import { identityRows } from "./authz-rows/identity";
import { mainScreenRows } from "./authz-rows/main-screen";
import { ACTORS, type Actor, type Ctx, type Row } from "./authz-rows/types";

/**
 * The authorization table: every route × every kind of caller. Each issue adds its rows in a file
 * of authz-rows/ and lists it here. `device` routes target the active device's own fingerprint;
 * "another device" is a second active device calling with its own cookie.
 */
export const authorizationTable: Row[] = [...identityRows, ...mainScreenRows, ...broadcastRows];

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
    ctx = { targetFingerprint: target.fingerprint, targetDeviceId: target.device.id, app: t.app };
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

  for (const row of authorizationTable) {
    for (const actor of ACTORS) {
      it(`${row.name} as ${actor} → ${row.expect[actor]}`, async () => {
        const cookie = cookies[actor];
        // Sign-out must not end the shared sessions of the following rows.
        const url = await row.url(ctx);
        const isLogout = url === "/api/auth/logout";
        const res = await t.app.inject({
          method: row.method,
          url,
          headers: { ...ORIGIN, ...(cookie && !isLogout ? { cookie } : {}) },
          ...(row.body ? { payload: row.body(ctx) as object } : {}),
        });
        expect(res.statusCode, res.body).toBe(row.expect[actor]);
      });
    }
  }
});
