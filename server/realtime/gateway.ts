import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientFrameSchema, realtimeQuerySchema } from "../../common/realtime";
import { cookieName } from "../lib/cookies";
import { forbidden, unauthorized } from "../lib/errors";
import { currentStaff } from "../modules/auth/guards";
import { markDelivered } from "../modules/broadcasts/service";
import { findBySecret, touchLastSeen } from "../modules/devices/service";
import { Connection } from "./hub";
import { eventsSince, latestEventId, type Principal } from "./outbox";
import { rawText } from "./raw-text";

const principals = new WeakMap<FastifyRequest, Principal>();

function checkOrigin(app: FastifyInstance, request: FastifyRequest): void {
  // A WebSocket is not covered by SameSite for every browser: refuse pages of other origins.
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : undefined;
  if (!origin || (origin !== own && origin !== publicOrigin)) {
    throw forbidden("This connection must come from the app's own page (Origin missing or not allowed)");
  }
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  as: "device" | "staff",
): Promise<Principal> {
  if (as === "staff") {
    const member = await currentStaff(request);
    if (!member) throw unauthorized("Sign in as staff to connect");
    if (member.mustChangePassword) throw forbidden("Change your one-time password before continuing");
    return { kind: "staff", id: member.id };
  }
  const secret = request.cookies[cookieName(app, "device")];
  const found = secret ? await findBySecret(app.db, secret) : undefined;
  if (!found) throw unauthorized("This browser holds no enrolled device's key");
  if (found.device.status !== "active") throw forbidden(`This device is ${found.device.status}`);
  await touchLastSeen(app.db, found.device.id);
  return { kind: "device", id: found.device.id };
}

/** GET /api/realtime: one WebSocket per client, events as `{seq, type, data}`, resume with ?since. */
export const realtimeGateway: FastifyPluginAsyncZod = async (app) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const { hub } = app.realtime;

  app.get(
    "/api/realtime",
    {
      websocket: true,
      schema: {
        tags: ["realtime"],
        summary: "WebSocket of events for a device (device cookie) or staff (session); ?since=SEQ resumes",
        querystring: realtimeQuerySchema,
      },
      preValidation: async (request) => {
        checkOrigin(app, request);
        const { as } = request.query as { as: "device" | "staff" };
        principals.set(request, await authenticate(app, request, as));
      },
    },
    async (socket, request) => {
      const principal = principals.get(request)!;
      const conn = new Connection(socket, principal);
      hub.add(conn);
      socket.on("close", () => hub.remove(conn));
      socket.on("error", () => socket.terminate());
      socket.on("message", (raw, isBinary) => {
        conn.lastHeard = Date.now();
        if (isBinary) return;
        let frame;
        try {
          frame = clientFrameSchema.parse(JSON.parse(rawText(raw)));
        } catch {
          return; // an unknown frame is ignored, not fatal
        }
        if (frame.type === "receipt" && principal.kind === "device") {
          markDelivered(app, principal.id, [frame.data.broadcastId]).catch((error: unknown) =>
            request.log.warn({ err: error }, "could not record a delivery"),
          );
        }
      });

      try {
        const head = await latestEventId(app.db);
        conn.write(
          JSON.stringify({ type: "hello", data: { seq: head, serverTime: new Date().toISOString() } }),
        );
        const since = (request.query as { since?: number }).since;
        if (since === undefined) {
          conn.finishReplay(head);
          return;
        }
        const replay = await eventsSince(app.db, since, principal);
        if (replay.kind === "resync") {
          conn.write(
            JSON.stringify({ type: "resync", data: { reason: "missed events are no longer kept" } }),
          );
          conn.finishReplay(head);
          return;
        }
        for (const event of replay.events) conn.sendReplayed(event);
        conn.finishReplay(replay.events.at(-1)?.id ?? since);
      } catch (error) {
        request.log.error({ err: error }, "realtime replay failed");
        socket.close(1011, "replay failed; reconnect");
      }
    },
  );
};
