import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, enrollmentCodes } from "../../db/schema";
import { makeCode, makeFingerprint, makeStaff, ORIGIN } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { enrollDevice } from "../devices/service";
import { deleteCode } from "./service";

// Each call from its own address: enrollment is rate-limited per IP (tested on its own below).
let nextIp = 1;
const enroll = (t: TestApp, body: object, ip = `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`) =>
  t.app.inject({
    method: "POST",
    url: "/api/devices/enroll",
    headers: ORIGIN,
    payload: body,
    remoteAddress: ip,
  });

describe(`enrollment codes on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await makeStaff(t.app, "admin")).cookie;
  });
  afterAll(() => t.close());

  const create = (body: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/enrollment-codes",
      headers: { ...ORIGIN, cookie: admin },
      payload: body,
    });

  it("creates a random single-use code, lists and deletes it", async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await create({
      responderName: "Avi Cohen",
      responderIdNumber: "042",
      role: "emt",
      expiresAt,
      createdBy: "spoofed",
    });
    expect(res.statusCode).toBe(200);
    const code = res.json<{ id: number; code: string; isUsed: boolean; createdBy: string }>();
    expect(code.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(code.isUsed).toBe(false);
    expect(code.createdBy).not.toBe("spoofed");

    const list = await t.app.inject({ url: "/api/admin/enrollment-codes", headers: { cookie: admin } });
    expect(list.json<{ codes: { id: number }[] }>().codes.map((c) => c.id)).toContain(code.id);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/enrollment-codes/${code.id}`,
      headers: { ...ORIGIN, cookie: admin },
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/enrollment-codes/${code.id}`,
      headers: { ...ORIGIN, cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [{ responderIdNumber: "1", role: "emt", expiresAt: "2099-01-01T00:00:00Z" }, /responderName/],
    [
      { responderName: "A", responderIdNumber: "1", role: "pilot", expiresAt: "2099-01-01T00:00:00Z" },
      /role: must be one of/,
    ],
    [{ responderName: "A", responderIdNumber: "1", role: "emt", expiresAt: "tomorrow" }, /expiresAt/],
    [
      { responderName: "A", responderIdNumber: "1", role: "emt", expiresAt: "2001-01-01T00:00:00Z" },
      /expiresAt: must be in the future/,
    ],
    [
      { responderName: "  ", responderIdNumber: "1", role: "emt", expiresAt: "2099-01-01T00:00:00Z" },
      /responderName: is required/,
    ],
  ])("refuses a bad code form %o with a clear 400", async (body, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it("enrolls a pending device with a trimmed, upper-cased code and sets its secret cookie", async () => {
    const code = await makeCode(t.app.db, { responderName: "Noa Katz", responderIdNumber: "017" });
    const fingerprint = makeFingerprint();
    const res = await enroll(t, {
      code: `  ${code.code.toLowerCase()} `,
      fingerprint,
      deviceNickname: "Noa's phone",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      device: { responderName: "Noa Katz", responderIdNumber: "017", status: "pending", fingerprint },
    });
    const raw = String(res.headers["set-cookie"]);
    expect(raw).toMatch(/^device=[A-Za-z0-9_-]{43};/);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Strict/);
    expect(res.body).not.toContain(raw.slice(7, 50));
  });

  it("gives the spec's errors for wrong, used and expired codes", async () => {
    const used = await makeCode(t.app.db);
    expect((await enroll(t, { code: used.code, fingerprint: makeFingerprint() })).statusCode).toBe(200);
    const expired = await makeCode(t.app.db, { expiresAt: new Date(Date.now() - 1000) });
    const cases = [
      [{ code: "ABCDEFGHJK" }, 400, /not valid/],
      [{ code: used.code }, 409, /already been used/],
      [{ code: expired.code }, 400, /expired/],
      [{ code: "SHORT" }, 400, /code: must be 8-12 characters/],
      [{ code: "ABCDEFGHJKLMN" }, 400, /code: must be 8-12 characters/],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await enroll(t, { ...body, fingerprint: makeFingerprint() });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const badFingerprint = await enroll(t, { code: "ABCDEFGHJK", fingerprint: "not-a-device" });
    expect(badFingerprint.json<{ message: string }>().message).toMatch(/fingerprint/);
    const longName = await enroll(t, {
      code: "ABCDEFGHJK",
      fingerprint: makeFingerprint(),
      deviceNickname: "x".repeat(31),
    });
    expect(longName.json<{ message: string }>().message).toMatch(/deviceNickname: must be at most 30/);
  });

  it("lets exactly one of 50 concurrent attempts redeem one code", async () => {
    const code = await makeCode(t.app.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => enroll(t, { code: code.code, fingerprint: makeFingerprint() })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });

  it("rate-limits enrollment attempts per address with a clear 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await enroll(t, { code: "ABCDEFGHJK", fingerprint: makeFingerprint() }, "10.9.9.9")).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("records enrollments and failures in the audit log without secrets", async () => {
    const code = await makeCode(t.app.db);
    const res = await enroll(t, { code: code.code, fingerprint: makeFingerprint() });
    const secret = res.cookies.find((c) => c.name === "device")!.value;
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, "device.enroll"));
    expect(rows.some((r) => r.result === "success")).toBe(true);
    expect(rows.some((r) => r.result === "failure")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});

describe(`a code never works twice or after expiry (property) on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Op = { kind: "redeem" } | { kind: "expire" } | { kind: "delete" };
  const op = fc.oneof(
    fc.constant<Op>({ kind: "redeem" }),
    fc.constant<Op>({ kind: "expire" }),
    fc.constant<Op>({ kind: "delete" }),
  );

  it("holds for any order of create / redeem / expire / delete", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const code = await makeCode(t.app.db);
        let expired = false;
        let deleted = false;
        let redeemed = 0;
        for (const o of ops) {
          if (o.kind === "expire") {
            expired = true;
            await t.app.db
              .update(enrollmentCodes)
              .set({ expiresAt: new Date(Date.now() - 1) })
              .where(eq(enrollmentCodes.id, code.id));
          } else if (o.kind === "delete") {
            if (!deleted) await deleteCode(t.app.db, code.id);
            deleted = true;
          } else {
            const ok = await enrollDevice(t.app.db, {
              code: code.code,
              fingerprint: makeFingerprint(),
              nickname: null,
            }).then(
              () => true,
              () => false,
            );
            if (ok) {
              expect(expired || deleted).toBe(false);
              redeemed++;
            }
          }
        }
        expect(redeemed).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  });
});
