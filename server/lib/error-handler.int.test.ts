import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { ORIGIN } from "../test/factories";
import { createTestDatabase, testConfig, type TestDatabase } from "../test/harness";
import type { FastifyInstance } from "fastify";

describe("the one error path", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      serveClient: false,
      logger: {
        level: "error",
        stream: { write: (line: string) => void logged.push(line) },
      },
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/test/echo",
      { schema: { body: z.object({ name: z.string().min(2, "must be at least 2 characters") }) } },
      async (request) => ({ name: request.body.name }),
    );
    typed.get("/api/test/boom", async () => {
      throw new Error("secret internal detail at /srv/app.ts:42");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it("answers unknown API paths with 404 JSON", async () => {
    const res = await app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "No such route: GET /api/nope",
    });
  });

  it("names the bad field on a validation error", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: ORIGIN,
      payload: { name: "x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: "name: must be at least 2 characters" });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { ...ORIGIN, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });

  it("hides a 5xx behind a generic message with the request id, and logs it", async () => {
    const res = await app.inject({ url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ message: string }>();
    expect(body.message).toMatch(/^Something went wrong on the server\. Reference: [0-9a-f-]{36}$/);
    expect(res.body).not.toContain("secret internal detail");
    expect(logged.join("")).toContain("secret internal detail");
    expect(logged.join("")).toContain(body.message.split("Reference: ")[1]);
  });

  it("sends security headers with a content security policy", async () => {
    const res = await app.inject({ url: "/healthz" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
