import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../common/api";
import {
  adminPhonebookResponseSchema,
  idParamsSchema,
  phonebookEntryResponseSchema,
  speedDialInputSchema,
  speedDialPatchSchema,
} from "../../../common/phonebook";
import { requirePermission } from "../auth/guards";
import { auditChange } from "./audit";
import {
  createSpeedDial,
  deleteSpeedDial,
  listSpeedDialEntries,
  updateSpeedDial,
} from "./speed-dials.service";

const errors = errorResponses(400, 401, 403, 404);
const guard = requirePermission("managePhonebook");
const tags = ["admin", "phonebook"];

/** Speed dials: the console's "phone book entries" (spec §3, §7); devices get them in their config. */
export const speedDialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/phonebook",
    {
      schema: {
        tags,
        summary: "Phone book entries (the speed dials every device gets), by priority",
        response: { 200: adminPhonebookResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async () => ({ entries: await listSpeedDialEntries(app.db) }),
  );

  app.post(
    "/api/speed-dial-contacts",
    {
      schema: {
        tags,
        summary: "Add a phone book entry (speed dial)",
        body: speedDialInputSchema,
        response: { 200: phonebookEntryResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const entry = await createSpeedDial(app.db, request.body);
      await auditChange(
        request,
        "speed_dial.create",
        { type: "speed_dial", id: entry.id },
        {
          name: entry.name,
          number: entry.extension,
          role: entry.role,
        },
      );
      return { entry };
    },
  );

  app.patch(
    "/api/speed-dial-contacts/:id",
    {
      schema: {
        tags,
        summary: "Change a phone book entry (speed dial)",
        params: idParamsSchema,
        body: speedDialPatchSchema,
        response: { 200: phonebookEntryResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const entry = await updateSpeedDial(app.db, request.params.id, request.body);
      await auditChange(
        request,
        "speed_dial.update",
        { type: "speed_dial", id: entry.id },
        {
          fields: Object.keys(request.body),
        },
      );
      return { entry };
    },
  );

  app.delete(
    "/api/speed-dial-contacts/:id",
    {
      schema: {
        tags,
        summary: "Delete a phone book entry (speed dial)",
        params: idParamsSchema,
        response: { 200: phonebookEntryResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const entry = await deleteSpeedDial(app.db, request.params.id);
      await auditChange(
        request,
        "speed_dial.delete",
        { type: "speed_dial", id: entry.id },
        {
          name: entry.name,
          number: entry.extension,
        },
      );
      return { entry };
    },
  );
};
