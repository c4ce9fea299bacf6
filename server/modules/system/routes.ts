import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../../common/api";
import { systemConfigSchema } from "../../../common/system";
import { getSystemConfig } from "./service";

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    { schema: { hide: true, response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        hide: true,
        response: { 200: z.object({ status: z.literal("ready") }), 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: "ready" as const };
      } catch {
        return reply
          .code(503)
          .send({ statusCode: 503, error: "Service Unavailable", message: "The database is not reachable" });
      }
    },
  );

  app.get(
    "/api/system/config",
    {
      schema: {
        tags: ["system"],
        summary: "Which responder tabs are enabled",
        response: { 200: systemConfigSchema },
      },
    },
    async () => getSystemConfig(app.db),
  );
};
