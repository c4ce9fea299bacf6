import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../common/api";
import {
  acknowledgeResponseSchema,
  acknowledgeSchema,
  adminBroadcastListSchema,
  adminBroadcastSchema,
  broadcastIdParamsSchema,
  broadcastTargetsSchema,
  createBroadcastSchema,
  dispatchFeedSchema,
  emergencyFeedSchema,
} from "../../../common/broadcasts";
import { fingerprintSchema } from "../../../common/enrollment";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/service";
import { requirePermission, requireSignedIn, staffActor } from "../auth/guards";
import { authenticateActiveDevice, deviceActor } from "../devices/device-auth";
import { pushToDevices } from "../push/service";
import {
  acknowledge,
  activeTargets,
  createBroadcast,
  deviceBroadcasts,
  endBroadcast,
  getAdminBroadcast,
  listAdminBroadcasts,
  markDelivered,
  presentDispatch,
  presentEmergency,
} from "./service";

const errors = errorResponses(400, 401, 403, 404, 409);
const one = z.object({ broadcast: adminBroadcastSchema });
// A push older than this is useless: the responder will see the banner when the app opens.
const PUSH_TTL_SECONDS = 300;

/** A feed of this (active) device's broadcasts; what it returns counts as delivered. */
async function deviceFeed(
  app: FastifyInstance,
  request: FastifyRequest,
  fingerprint: string,
  opts: Parameters<typeof deviceBroadcasts>[2],
) {
  const { device } = await authenticateActiveDevice(request, fingerprint);
  const rows = await deviceBroadcasts(app.db, device.id, opts);
  await markDelivered(
    app,
    device.id,
    rows.filter((r) => !r.deliveredAt).map((r) => r.broadcast.id),
  );
  return rows;
}

export const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/broadcasts",
    {
      schema: {
        tags: ["broadcasts"],
        summary: "Send a broadcast to every active device, chosen devices or roles (dispatchers and admins)",
        body: createBroadcastSchema,
        response: { 200: one, ...errors },
      },
      preHandler: requirePermission("authorBroadcast"),
    },
    async (request) => {
      const member = await requireSignedIn(request);
      const { broadcast, targets } = await createBroadcast(app, request.body, { staffId: member.id });
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "broadcast.create",
        target: { type: "broadcast", id: String(broadcast.id) },
        result: "success",
        detail: { priority: broadcast.priority, targetCount: targets.length },
      });
      if (!broadcast.isVoiceBroadcast) {
        void pushToDevices(
          app,
          targets,
          {
            kind: "broadcast",
            id: broadcast.id,
            title: `${broadcast.dispatcherName} (${broadcast.dispatcherExtension})`,
            body: broadcast.message.slice(0, 120),
            priority: broadcast.priority,
          },
          { topic: `broadcast-${broadcast.id}`, ttlSeconds: PUSH_TTL_SECONDS },
        ).catch((error: unknown) => request.log.warn({ err: error }, "push fan-out failed"));
      }
      return { broadcast };
    },
  );

  app.delete(
    "/api/broadcasts/:id",
    {
      schema: {
        tags: ["broadcasts"],
        summary: "End a broadcast (shown as Ended)",
        params: broadcastIdParamsSchema,
        response: { 200: one, ...errors },
      },
      preHandler: requirePermission("authorBroadcast"),
    },
    async (request) => {
      const member = await requireSignedIn(request);
      const broadcast = await endBroadcast(app, request.params.id);
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "broadcast.end",
        target: { type: "broadcast", id: String(broadcast.id) },
        result: "success",
      });
      return { broadcast };
    },
  );

  for (const which of ["active", "recent"] as const) {
    app.get(
      `/api/broadcasts/${which}`,
      {
        schema: {
          tags: ["broadcasts"],
          summary:
            which === "active" ? "Active broadcasts with their acknowledgements" : "The last 10 broadcasts",
          response: { 200: adminBroadcastListSchema, ...errors },
        },
        preHandler: requirePermission("authorBroadcast"),
      },
      async () => ({
        serverTime: new Date().toISOString(),
        broadcasts: await listAdminBroadcasts(app.db, which),
      }),
    );
  }

  app.get(
    "/api/broadcasts/targets",
    {
      schema: {
        tags: ["broadcasts"],
        summary: "Active devices a broadcast can target",
        response: { 200: broadcastTargetsSchema, ...errors },
      },
      preHandler: requirePermission("authorBroadcast"),
    },
    async () => ({ devices: await activeTargets(app.db) }),
  );

  app.get(
    "/api/broadcasts/:id",
    {
      schema: {
        tags: ["broadcasts"],
        summary: "One broadcast with who has and has not acknowledged",
        params: broadcastIdParamsSchema,
        response: { 200: one, ...errors },
      },
      preHandler: requirePermission("authorBroadcast"),
    },
    async (request) => ({ broadcast: await getAdminBroadcast(app.db, request.params.id) }),
  );

  for (const prefix of ["/api/broadcasts", "/api/emergency-broadcasts"]) {
    app.post(
      `${prefix}/:id/acknowledge`,
      {
        schema: {
          tags: ["broadcasts"],
          summary: "The responder acknowledges a broadcast on this device (idempotent)",
          params: broadcastIdParamsSchema,
          body: acknowledgeSchema,
          response: { 200: acknowledgeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const found = await authenticateActiveDevice(request, request.body.deviceFingerprint);
        const at = await acknowledge(app, request.params.id, found.device.id);
        await recordAudit(app.db, request, {
          actor: deviceActor(found),
          action: "broadcast.acknowledge",
          target: { type: "broadcast", id: String(request.params.id) },
          result: "success",
        });
        return { broadcastId: request.params.id, acknowledgedAt: at.toISOString() };
      },
    );
  }

  app.get(
    "/api/emergency-broadcasts",
    {
      schema: {
        tags: ["broadcasts"],
        summary: "This device's active emergency broadcasts (banners), with the server's clock",
        querystring: z.object({ fingerprint: fingerprintSchema }),
        response: { 200: emergencyFeedSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await deviceFeed(app, request, request.query.fingerprint, {
        activeOnly: true,
        voice: false,
      });
      return {
        serverTime: new Date().toISOString(),
        broadcasts: rows.map((r) => presentEmergency(r.broadcast, r.acknowledgedAt)),
      };
    },
  );

  app.get(
    "/api/devices/:fingerprint/broadcasts",
    {
      schema: {
        tags: ["broadcasts"],
        summary: "This device's dispatch broadcasts of the last 24 hours (the Tools feed)",
        params: z.object({ fingerprint: fingerprintSchema }),
        response: { 200: dispatchFeedSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await deviceFeed(app, request, request.params.fingerprint, { activeOnly: false });
      return {
        serverTime: new Date().toISOString(),
        broadcasts: rows.map((r) => presentDispatch(r.broadcast, r.acknowledgedAt)),
      };
    },
  );
};
