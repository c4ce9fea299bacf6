import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle, sessions, staff } from "../../db/schema";
import { pruneThrottle } from "./throttle.service";
import { hashToken } from "../../lib/tokens";
import { makeStaff, ORIGIN } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  createSession,
  pruneSessions,
  resolveSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "./session.service";
import { bootstrapAdmin } from "./staff.service";

const login = (t: TestApp, username: string, password: string, ip = "198.51.100.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: ORIGIN,
    payload: { username, password },
    remoteAddress: ip,
  });

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === "sid");
  return c ? `sid=${c.value}` : undefined;
};

describe(`staff sign-in on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("signs in, answers {user}, sets an httpOnly SameSite=Strict cookie and signs out on the server", async () => {
    const { member, password } = await makeStaff(t.app, "dispatcher");
    const res = await login(t, member.username.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: member.id, username: member.username, role: "dispatcher", mustChangePassword: false },
    });
    const raw = String(res.headers["set-cookie"]);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Strict/i);
    expect(res.body).not.toContain("passwordHash");
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();

    const me = await t.app.inject({ url: "/api/auth/me", headers: { cookie: cookie! } });
    expect(me.statusCode).toBe(200);

    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...ORIGIN, cookie: cookie! },
    });
    expect(out.statusCode).toBe(200);
    // The old cookie no longer works, even if a browser kept it.
    const after = await t.app.inject({ url: "/api/auth/me", headers: { cookie: cookie! } });
    expect(after.statusCode).toBe(401);
  });

  it("answers 401 'Incorrect password' for a wrong password and for an unknown user alike", async () => {
    const { member } = await makeStaff(t.app, "admin");
    const wrong = await login(t, member.username, "wrong-password", "198.51.100.2");
    const unknown = await login(t, "nobody-here", "wrong-password", "198.51.100.2");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Incorrect password" });
    }
  });

  it("rejects a bad body with a clear 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: ORIGIN,
      payload: { username: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/username/);
  });

  it("locks a username from one address after 5 failures, with a retry time, but not from another address", async () => {
    const { member, password } = await makeStaff(t.app, "admin");
    const ip = "203.0.113.50";
    for (let i = 0; i < 5; i++) expect((await login(t, member.username, "nope", ip)).statusCode).toBe(401);
    const locked = await login(t, member.username, password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(/Try again in \d+ seconds/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // The real admin at the desk signs in from elsewhere.
    expect((await login(t, member.username, password, "203.0.113.51")).statusCode).toBe(200);
  });

  it("rate-limits sign-in attempts per address with a clear 429", async () => {
    const ip = "203.0.113.77";
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await login(t, `someone${i}`, "x", ip)).statusCode;
    expect(last).toBe(429);
  });

  it("refuses state-changing calls without the server's own Origin", async () => {
    const { member, password } = await makeStaff(t.app, "admin");
    const none = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: member.username, password },
    });
    expect(none.statusCode).toBe(403);
    const evil = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: "localhost", origin: "https://evil.example" },
      payload: { username: member.username, password },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json<{ message: string }>().message).toMatch(/Origin/);
  });

  it("ends sessions after the idle and the absolute timeout", async () => {
    const { member } = await makeStaff(t.app, "dispatcher");
    const start = new Date();
    const token = await createSession(t.app.db, member.id, {}, start);
    // Active every hour: alive at 11 h, gone after 12 h.
    for (let h = 1; h <= 11; h++) {
      expect(
        await resolveSession(t.app.db, token, new Date(start.getTime() + h * 3_600_000 + 120_000)),
      ).not.toBeNull();
    }
    expect(
      await resolveSession(t.app.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1)),
    ).toBeNull();

    const idle = await createSession(t.app.db, member.id, {}, start);
    expect(await resolveSession(t.app.db, idle, new Date(start.getTime() + SESSION_IDLE_MS + 1))).toBeNull();
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.staffId, member.id));
    const ended = [hashToken(token), hashToken(idle)];
    expect(rows.filter((r) => ended.includes(r.tokenHash))).toHaveLength(0);
  });

  it("prunes sessions past their timeouts and keeps live ones", async () => {
    const { member } = await makeStaff(t.app, "dispatcher");
    const start = new Date();
    const live = await createSession(t.app.db, member.id, {}, start);
    const old = await createSession(t.app.db, member.id, {}, start);
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(start.getTime() - SESSION_IDLE_MS - 1) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    await pruneSessions(t.app.db);
    const left = (await t.app.db.select().from(sessions).where(eq(sessions.staffId, member.id))).map(
      (r) => r.tokenHash,
    );
    expect(left).toContain(hashToken(live));
    expect(left).not.toContain(hashToken(old));
  });

  it("forgets day-old failure counts once their lock has ended", async () => {
    const now = new Date();
    const dayAgo = new Date(now.getTime() - 25 * 3_600_000);
    await t.app.db.insert(loginThrottle).values([
      { key: "old|1.1.1.1", failures: 3, updatedAt: dayAgo },
      {
        key: "old-locked|1.1.1.1",
        failures: 9,
        updatedAt: dayAgo,
        lockedUntil: new Date(now.getTime() + 60_000),
      },
      { key: "fresh|1.1.1.1", failures: 2, updatedAt: now },
    ]);
    await pruneThrottle(t.app.db, now);
    const keys = (await t.app.db.select().from(loginThrottle)).map((r) => r.key);
    expect(keys).not.toContain("old|1.1.1.1");
    expect(keys).toEqual(expect.arrayContaining(["old-locked|1.1.1.1", "fresh|1.1.1.1"]));
  });

  it("changes one's own password and signs out other sessions", async () => {
    const { member, password, cookie } = await makeStaff(t.app, "dispatcher");
    const other = (await makeStaff(t.app, "dispatcher")).cookie;
    const second = sessionCookie(await login(t, member.username, password, "198.51.100.9"));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { ...ORIGIN, cookie },
      payload: { currentPassword: password, newPassword: "a-brand-new-passphrase" },
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: fresh! } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: second! } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: other } })).statusCode).toBe(200);
    expect((await login(t, member.username, "a-brand-new-passphrase", "198.51.100.10")).statusCode).toBe(200);

    const short = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { ...ORIGIN, cookie: fresh! },
      payload: { currentPassword: "a-brand-new-passphrase", newPassword: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/newPassword: must be at least 10 characters/);
  });
});

describe(`first admin on ${process.env.TEST_DB_KIND}`, () => {
  it("is created from ADMIN_PASSWORD once, or with a one-time password that must be changed", async () => {
    const t = await createTestApp();
    try {
      const first = await bootstrapAdmin(t.app.db, undefined);
      expect(first.created).toBe(true);
      const otp = first.created ? first.generatedPassword : undefined;
      expect(otp).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await bootstrapAdmin(t.app.db, "another-password")).toEqual({ created: false });

      const res = await login(t, "admin", otp!);
      expect(res.json()).toMatchObject({ user: { username: "admin", mustChangePassword: true } });
      const cookie = sessionCookie(res)!;
      const blocked = await t.app.inject({ url: "/api/admin/devices", headers: { cookie } });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json<{ message: string }>().message).toMatch(/one-time password/);

      const changed = await t.app.inject({
        method: "POST",
        url: "/api/auth/password",
        headers: { ...ORIGIN, cookie },
        payload: { currentPassword: otp, newPassword: "command-center-2026" },
      });
      expect(changed.json()).toMatchObject({ user: { mustChangePassword: false } });
      const ok = await t.app.inject({
        url: "/api/admin/devices",
        headers: { cookie: sessionCookie(changed)! },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("takes ADMIN_PASSWORD without forcing a change", async () => {
    const t = await createTestApp();
    try {
      expect(await bootstrapAdmin(t.app.db, "configured-password")).toEqual({ created: true });
      const [row] = await t.app.db.select().from(staff).where(eq(staff.username, "admin"));
      expect(row?.mustChangePassword).toBe(false);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=4,p=4\$/);
      expect((await login(t, "admin", "configured-password")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("uses __Host- cookies that are Secure when served over https", async () => {
    const t = await createTestApp({ PUBLIC_URL: "https://responder.example.org" });
    try {
      const { member, password } = await makeStaff(t.app, "admin");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { host: "responder.example.org", origin: "https://responder.example.org" },
        payload: { username: member.username, password },
      });
      expect(res.statusCode).toBe(200);
      const raw = String(res.headers["set-cookie"]);
      expect(raw).toMatch(/^__Host-sid=/);
      expect(raw).toMatch(/Secure/);
      expect(raw).toMatch(/Path=\//);
    } finally {
      await t.close();
    }
  });
});
