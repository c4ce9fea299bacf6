import type { FastifyInstance } from "fastify";
import type { AppOptions } from "../app";
import { realertOnce } from "../modules/broadcasts/realert";
import { loadVapidKeys } from "../modules/push/service";
import { InProcessBus, RedisBus, type EventBus } from "./bus";
import { Hub } from "./hub";

/**
 * The realtime backbone of one instance: the bus that carries events between instances, the hub of
 * this instance's sockets, and the timers (heartbeat, re-alerts).
 */
export function installRealtime(app: FastifyInstance, opts: AppOptions): void {
  const bus: EventBus =
    opts.bus ??
    (app.config.redisUrl
      ? new RedisBus(app.config.redisUrl, (error) => app.log.error({ err: error }, "redis bus error"))
      : new InProcessBus());
  const hub = new Hub();
  app.decorate("realtime", { bus, hub });
  app.decorate("pushAgent", opts.pushAgent);
  // Made on first use, so a database that is down at start does not crash the process.
  let vapid: Promise<Awaited<ReturnType<typeof loadVapidKeys>>> | undefined;
  app.decorate("vapid", {
    getter: () =>
      (vapid ??= loadVapidKeys(app.db).catch((error: unknown) => {
        vapid = undefined;
        throw error;
      })),
  });

  bus.subscribe((message) => {
    if ("control" in message) {
      hub.closeDevice(message.control.deviceId, "device revoked");
      return;
    }
    hub.dispatch(message.event);
    const payload = message.event.payload as { deviceId?: string; status?: string };
    if (message.event.type === "device.status" && payload.deviceId && payload.status !== "active") {
      hub.closeDevice(payload.deviceId, `device ${payload.status}`);
    }
  });

  const heartbeatMs = opts.realtime?.heartbeatMs ?? 10_000;
  const realertCheckMs = opts.realtime?.realertCheckMs ?? Math.min(15_000, app.config.realertMs / 4);
  const timers: NodeJS.Timeout[] = [];
  app.addHook("onReady", async () => {
    // Dead sockets are found within 2.5 heartbeats (25 s by default).
    timers.push(setInterval(() => hub.heartbeat(heartbeatMs * 2.5), heartbeatMs));
    timers.push(
      setInterval(() => {
        realertOnce(app, app.config.realertMs).catch((error: unknown) =>
          app.log.error({ err: error }, "re-alert pass failed"),
        );
      }, realertCheckMs),
    );
    for (const t of timers) t.unref();
  });
  app.addHook("onClose", async () => {
    for (const t of timers) clearInterval(t);
    hub.closeAll();
    if (!opts.bus) await bus.close();
  });
}
