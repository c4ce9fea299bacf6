import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../../common/api";
import { unconfirmedResponseSchema } from "../../../common/phonebook";
import { requirePermission } from "../auth/guards";
import { listUnconfirmed } from "./service";

export const phonebookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/phonebook/unconfirmed",
    {
      schema: {
        tags: ["admin"],
        summary: "Phone-book entries and speed dials nobody has confirmed (seeded examples included)",
        response: { 200: unconfirmedResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: requirePermission("managePhonebook"),
    },
    async () => ({ entries: await listUnconfirmed(app.db) }),
  );
};
