import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase, openPglite, type Database } from "../db/database";
import { adminQuery, withDatabase } from "./global-setup";

export type TestDatabase = Database & { dispose(): Promise<void> };

/** A fresh, migrated database of its own: a copy of the run's template (TEST_DB_KIND picks the engine). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const id = randomBytes(6).toString("hex");
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    const template = process.env.TEST_PG_TEMPLATE;
    if (!url || !template) throw new Error("TEST_DATABASE_URL is needed for the postgres project");
    const name = `responder_t_${id}`;
    await createFromTemplate(url, name, template);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        await adminQuery(url, `drop database if exists ${name}`);
      },
    };
  }
  const template = process.env.TEST_PGLITE_TEMPLATE;
  const root = process.env.TEST_TMP_ROOT;
  if (!template || !root) throw new Error("global setup did not run");
  const dir = path.join(root, `pglite-${id}`);
  fs.cpSync(template, dir, { recursive: true });
  const database = await openPglite(new PGlite(dir));
  return {
    ...database,
    dispose: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createFromTemplate(url: string, name: string, template: string): Promise<void> {
  // Two workers copying the template at the same instant can collide; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: process.env.TEST_TMP_ROOT ?? "./data-test",
    ...overrides,
  });
}

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/** The real app on a fresh database, without the client build. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Partial<Omit<AppOptions, "config" | "database">> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: false,
    serveClient: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
