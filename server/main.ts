import fs from "node:fs";
import pino from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase, runMigrations } from "./db/database";
import { seedFirstStart } from "./db/seed";
import { ensureClientBuild } from "./lib/client-build";
import { bootstrapAdmin } from "./modules/auth/staff.service";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const startedAt = performance.now();

  ensureClientBuild((msg) => log.info(msg));

  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info(
    { database: database.kind },
    config.databaseUrl ? "Using PostgreSQL" : `Using embedded PGlite in ${config.dataDir}`,
  );
  await runMigrations(database);
  if (await seedFirstStart(database.db)) {
    log.warn("Seeded the EXAMPLE phone book and speed dials: replace and confirm every number before use");
  }

  const admin = await bootstrapAdmin(database.db, config.adminPassword);
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the console only: it must be changed at the first sign-in.
    console.log(
      `\n  First start: created staff user "admin" with the one-time password\n\n      ${admin.generatedPassword}\n\n  Sign in at /admin and choose a new password. It is not shown again.\n`,
    );
  } else if (admin.created) {
    log.info('Created staff user "admin" with ADMIN_PASSWORD');
  }

  const https = config.tls
    ? { cert: fs.readFileSync(config.tls.certFile), key: fs.readFileSync(config.tls.keyFile) }
    : undefined;
  const app = await buildApp({ config, database, https });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "Shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("Shutdown took over 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info("Stopped cleanly");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === "object" ? address.port : config.port;
  app.log.info(
    { readyInMs: Math.round(performance.now() - startedAt) },
    `Ready on ${config.tls ? "https" : "http"}://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
