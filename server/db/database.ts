import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the services see, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any fixed number: several instances starting together must not run the migrations twice at once.
const MIGRATION_LOCK_ID = 726_001;

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir/pglite. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (!opts.dataDir) throw new Error("openDatabase needs a databaseUrl or a dataDir");
  const dir = path.join(opts.dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir));
}

export async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** Applies the repo's migrations; safe to run on every start and from several instances. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // node-postgres pool: hold the advisory lock on one connection for the whole migration.
  const client = database.db as unknown as { $client: pg.Pool };
  const conn = await client.$client.connect();
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    conn.release();
  }
}
