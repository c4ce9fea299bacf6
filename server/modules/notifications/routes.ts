import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../common/api";
import { fingerprintSchema } from "../../../common/enrollment";
import { notificationCountsSchema } from "../../../common/notifications";
import { authenticateActiveDevice } from "../devices/device-auth";
import { notificationCounts } from "./service";

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/devices/:fingerprint/notifications",
    {
      schema: {
        tags: ["devices"],
        summary: "Unread counts for the tab badges (messenger, phone, ptt); the device's own only",
        params: z.object({ fingerprint: fingerprintSchema }),
        response: {
          200: notificationCountsSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { device } = await authenticateActiveDevice(request, request.params.fingerprint);
      return notificationCounts(app.db, device.id);
    },
  );
};
