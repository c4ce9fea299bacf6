import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../common/api";
import {
  contactInputSchema,
  contactPatchSchema,
  contactResponseSchema,
  hospitalInputSchema,
  hospitalPatchSchema,
  hospitalResponseSchema,
  idParamsSchema,
} from "../../../common/phonebook";
import { requirePermission } from "../auth/guards";
import { auditChange } from "./audit";
import {
  createContact,
  createHospital,
  deleteContact,
  deleteHospital,
  updateContact,
  updateHospital,
} from "./service";

const errors = errorResponses(400, 401, 403, 404);
const guard = requirePermission("managePhonebook");
const tags = ["admin", "phonebook"];

/** The admin's editing of hospitals and their numbers (managePhonebook). */
export const hospitalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/phonebook/hospitals",
    {
      schema: {
        tags,
        summary: "Add a hospital",
        body: hospitalInputSchema,
        response: { 200: hospitalResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const hospital = await createHospital(app.db, request.body);
      await auditChange(
        request,
        "phonebook.hospital_create",
        { type: "hospital", id: hospital.id },
        {
          nameEn: hospital.nameEn,
        },
      );
      return { hospital };
    },
  );

  app.patch(
    "/api/admin/phonebook/hospitals/:id",
    {
      schema: {
        tags,
        summary: "Rename or reorder a hospital",
        params: idParamsSchema,
        body: hospitalPatchSchema,
        response: { 200: hospitalResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const hospital = await updateHospital(app.db, request.params.id, request.body);
      await auditChange(
        request,
        "phonebook.hospital_update",
        { type: "hospital", id: hospital.id },
        {
          fields: Object.keys(request.body),
        },
      );
      return { hospital };
    },
  );

  app.delete(
    "/api/admin/phonebook/hospitals/:id",
    {
      schema: {
        tags,
        summary: "Delete a hospital and its numbers",
        params: idParamsSchema,
        response: { 200: hospitalResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const hospital = await deleteHospital(app.db, request.params.id);
      await auditChange(
        request,
        "phonebook.hospital_delete",
        { type: "hospital", id: hospital.id },
        {
          nameEn: hospital.nameEn,
          numbers: hospital.contacts.length,
        },
      );
      return { hospital };
    },
  );

  app.post(
    "/api/admin/phonebook/hospitals/:id/contacts",
    {
      schema: {
        tags,
        summary: "Add a number to a hospital",
        params: idParamsSchema,
        body: contactInputSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const contact = await createContact(app.db, request.params.id, request.body);
      await auditChange(
        request,
        "phonebook.contact_create",
        { type: "hospital_contact", id: contact.id },
        {
          hospitalId: contact.hospitalId,
          number: contact.number,
        },
      );
      return { contact };
    },
  );

  app.patch(
    "/api/admin/phonebook/contacts/:id",
    {
      schema: {
        tags,
        summary: "Change a hospital's number",
        params: idParamsSchema,
        body: contactPatchSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const contact = await updateContact(app.db, request.params.id, request.body);
      await auditChange(
        request,
        "phonebook.contact_update",
        { type: "hospital_contact", id: contact.id },
        {
          fields: Object.keys(request.body),
        },
      );
      return { contact };
    },
  );

  app.delete(
    "/api/admin/phonebook/contacts/:id",
    {
      schema: {
        tags,
        summary: "Delete a hospital's number",
        params: idParamsSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const contact = await deleteContact(app.db, request.params.id);
      await auditChange(
        request,
        "phonebook.contact_delete",
        { type: "hospital_contact", id: contact.id },
        {
          hospitalId: contact.hospitalId,
          number: contact.number,
        },
      );
      return { contact };
    },
  );
};
