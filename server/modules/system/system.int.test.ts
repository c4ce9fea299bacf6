import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaff } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { setSystemConfig } from "./service";

describe(`system routes on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("enables every tab by default", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/system/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messengerEnabled: true, phoneEnabled: true, pttEnabled: true });
  });

  it("disables a tab only when it is explicitly false", async () => {
    await setSystemConfig(t.database.db, { pttEnabled: false });
    const res = await t.app.inject({ method: "GET", url: "/api/system/config" });
    expect(res.json()).toEqual({ messengerEnabled: true, phoneEnabled: true, pttEnabled: false });
    await setSystemConfig(t.database.db, { pttEnabled: true });
  });

  it("answers health and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("serves Prometheus metrics to loopback and staff only", async () => {
    const local = await t.app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain("http_request_duration_seconds");
    const remote = await t.app.inject({ url: "/metrics", remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(403);
    const { cookie } = await makeStaff(t.app, "dispatcher");
    const staffRes = await t.app.inject({
      url: "/metrics",
      remoteAddress: "203.0.113.9",
      headers: { cookie },
    });
    expect(staffRes.statusCode).toBe(200);
  });

  it("publishes the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty("/api/system/config");
    const ui = await t.app.inject({ url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });

  it("reports not ready when the database is gone", async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: "The database is not reachable" });
    await other.app.close();
    await other.database.dispose().catch(() => undefined);
  });
});
