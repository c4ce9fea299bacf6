import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema, errorResponses } from "../../../common/api";
import {
  confirmRequestSchema,
  phonebookResponseSchema,
  unconfirmedResponseSchema,
} from "../../../common/phonebook";
import { forbidden, unauthorized } from "../../lib/errors";
import { currentStaff, requirePermission } from "../auth/guards";
import { deviceFromCookie } from "../devices/device-auth";
import { auditChange } from "./audit";
import { hospitalRoutes } from "./hospital-routes";
import { confirmEntry, listHospitals, listUnconfirmed } from "./service";
import { speedDialRoutes } from "./speed-dial-routes";

const errors = errorResponses(400, 401, 403, 404);

export const phonebookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/phonebook",
    {
      schema: {
        tags: ["phonebook"],
        summary: "The medical phone book: hospitals with their numbers (an active device, or any staff)",
        response: { 200: phonebookResponseSchema, ...errors },
      },
      preHandler: async (request) => {
        if (await currentStaff(request)) return;
        const found = await deviceFromCookie(request);
        if (!found) throw unauthorized("Use an enrolled device or sign in as staff to read the phone book");
        if (found.device.status !== "active")
          throw forbidden("This device is not active. Ask command to approve it.");
      },
    },
    async () => ({ hospitals: await listHospitals(app.db) }),
  );

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

  app.post(
    "/api/admin/phonebook/confirm",
    {
      schema: {
        tags: ["admin"],
        summary: "Confirm a hospital, number or speed dial: someone checked it against the real one",
        body: confirmRequestSchema,
        response: { 200: confirmRequestSchema.extend({ confirmedAt: z.string() }), ...errors },
      },
      preHandler: requirePermission("managePhonebook"),
    },
    async (request) => {
      const { kind, id } = request.body;
      const at = await confirmEntry(app.db, kind, id);
      const type = kind === "hospital" ? "hospital" : kind === "contact" ? "hospital_contact" : "speed_dial";
      await auditChange(request, "phonebook.confirm", { type, id });
      return { kind, id, confirmedAt: at.toISOString() };
    },
  );

  await app.register(hospitalRoutes);
  await app.register(speedDialRoutes);
};
