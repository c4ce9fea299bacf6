import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../../common/api";
import { auditQuerySchema, auditResponseSchema } from "../../../common/auth";
import { requirePermission } from "../auth/guards";
import { listAudit } from "./service";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log, newest first, filtered by actor, action and date",
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: requirePermission("readAudit"),
    },
    async (request) => ({ entries: await listAudit(app.db, request.query) }),
  );
};
