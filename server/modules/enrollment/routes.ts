import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema, errorResponses } from "../../../common/api";
import { createCodeRequestSchema, enrollmentCodeSchema } from "../../../common/enrollment";
import { recordAudit } from "../audit/service";
import { requirePermission, requireSignedIn, staffActor } from "../auth/guards";
import { createCode, deleteCode, listCodes, presentCode } from "./service";

const errors = errorResponses(400, 401, 403, 404);

export const enrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/enrollment-codes",
    {
      schema: {
        tags: ["admin"],
        summary: "Every enrollment code, newest first",
        response: { 200: z.object({ codes: z.array(enrollmentCodeSchema) }), ...errors },
      },
      preHandler: requirePermission("manageCodes"),
    },
    async () => ({ codes: await listCodes(app.db) }),
  );

  app.post(
    "/api/admin/enrollment-codes",
    {
      schema: {
        tags: ["admin"],
        summary: "Create a single-use enrollment code for a responder",
        body: createCodeRequestSchema,
        response: { 200: enrollmentCodeSchema, ...errors },
      },
      preHandler: requirePermission("manageCodes"),
    },
    async (request) => {
      const member = await requireSignedIn(request);
      const { responderName, responderIdNumber, role, expiresAt } = request.body;
      const row = await createCode(app.db, { responderName, responderIdNumber, role, expiresAt }, member.id);
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "code.create",
        target: { type: "enrollment_code", id: String(row.id) },
        result: "success",
        detail: { responderIdNumber, role },
      });
      return presentCode(row, member.username);
    },
  );

  app.delete(
    "/api/admin/enrollment-codes/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Delete an enrollment code",
        params: z.object({ id: z.coerce.number().int().positive("must be a code id") }),
        response: { 200: okSchema, ...errors },
      },
      preHandler: requirePermission("manageCodes"),
    },
    async (request) => {
      const member = await requireSignedIn(request);
      const row = await deleteCode(app.db, request.params.id);
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "code.delete",
        target: { type: "enrollment_code", id: String(row.id) },
        result: "success",
      });
      return { ok: true as const };
    },
  );
};
