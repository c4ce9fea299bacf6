import type { FastifyInstance } from "fastify";
import { pruneSessions } from "../modules/auth/session.service";
import { pruneThrottle } from "../modules/auth/throttle.service";
import { pruneEvents } from "../realtime/outbox";

const HOUR_MS = 3_600_000;
// A client away longer than this resyncs instead of replaying.
const EVENT_RETENTION_MS = 24 * HOUR_MS;

/** Hourly: drop outbox events past their retention, sessions past their timeouts, stale sign-in failure counts. */
export function installHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    await pruneEvents(app.db, EVENT_RETENTION_MS);
    await pruneSessions(app.db);
    await pruneThrottle(app.db);
  };
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      run().catch((error: unknown) => app.log.warn({ err: error }, "housekeeping failed"));
    }, HOUR_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
