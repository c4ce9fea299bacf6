import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, openPglite, runMigrations } from "../db/database";

// Migrate once per run into a template (a PGlite data dir, a PostgreSQL template database);
// every test file then gets its own copy, so no test depends on another's rows.
export default async function setup(): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "responder-test-"));
  const templateDir = path.join(root, "pglite-template");
  const pglite = await openPglite(new PGlite(templateDir));
  await runMigrations(pglite);
  await pglite.close();
  process.env.TEST_PGLITE_TEMPLATE = templateDir;
  process.env.TEST_TMP_ROOT = root;

  const url = process.env.TEST_DATABASE_URL;
  let templateDb: string | undefined;
  if (url) {
    templateDb = `responder_tpl_${process.pid}`;
    await adminQuery(url, `drop database if exists ${templateDb}`);
    await adminQuery(url, `create database ${templateDb}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, templateDb) });
    await runMigrations(database);
    await database.close();
    process.env.TEST_PG_TEMPLATE = templateDb;
  }

  return async () => {
    if (url && templateDb) await adminQuery(url, `drop database if exists ${templateDb}`);
    fs.rmSync(root, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
