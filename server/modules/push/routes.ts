import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema, errorResponses } from "../../../common/api";
import { fingerprintSchema } from "../../../common/enrollment";
import { pushSubscriptionSchema, vapidKeySchema } from "../../../common/push";
import { authenticateActiveDevice, authenticateDevice } from "../devices/device-auth";
import { deleteSubscription, saveSubscription } from "./service";

const errors = errorResponses(400, 403, 404);
const params = z.object({ fingerprint: fingerprintSchema });

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/push/public-key",
    {
      schema: {
        tags: ["push"],
        summary: "The VAPID public key for push subscriptions",
        response: { 200: vapidKeySchema },
      },
    },
    async () => ({ publicKey: (await app.vapid).publicKey }),
  );

  app.post(
    "/api/devices/:fingerprint/push-subscription",
    {
      schema: {
        tags: ["push"],
        summary: "Store this device's push subscription",
        params,
        body: pushSubscriptionSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const { device } = await authenticateActiveDevice(request, request.params.fingerprint);
      await saveSubscription(app.db, device.id, request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    "/api/devices/:fingerprint/push-subscription",
    {
      schema: {
        tags: ["push"],
        summary: "Forget this device's push subscription",
        params,
        body: z.object({ endpoint: z.string().max(2000) }),
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const { device } = await authenticateDevice(request, request.params.fingerprint);
      await deleteSubscription(app.db, device.id, request.body.endpoint);
      return { ok: true as const };
    },
  );
};
