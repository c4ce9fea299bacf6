import { z } from "zod";
import { CONTACT_TYPES, SPEED_DIAL_ROLES } from "./phonebook-constants";

export { CONTACT_TYPES, SPEED_DIAL_ROLES, type ContactType, type SpeedDialRole } from "./phonebook-constants";

/** A phone-book entry nobody has confirmed yet (seeded examples included). */
export const unconfirmedEntrySchema = z.object({
  kind: z.enum(["hospital", "contact", "speedDial"]),
  id: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
  isExample: z.boolean(),
});
export type UnconfirmedEntry = z.infer<typeof unconfirmedEntrySchema>;
export const unconfirmedResponseSchema = z.object({ entries: z.array(unconfirmedEntrySchema) });

const NAME_MAX = 100;
const DESCRIPTION_MAX = 200;
const text = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

/** A number a phone can dial: digits with the usual separators, +, * and #; at least 2 digits. */
export const dialNumberSchema = z
  .string()
  .trim()
  .max(30, "must be at most 30 characters")
  .regex(/^\+?[0-9*#][0-9*#\- ]*$/, "must be a phone number or extension (digits, spaces, -, +, *, #)")
  .refine((v) => v.replace(/\D/g, "").length >= 2, "must have at least 2 digits");

const sortOrder = z.number().int().min(0).max(10_000);

export const hospitalContactSchema = z.object({
  id: z.number().int(),
  hospitalId: z.number().int(),
  name: z.string(),
  description: z.string(),
  number: z.string(),
  type: z.enum(CONTACT_TYPES),
  sortOrder: z.number().int(),
  isExample: z.boolean(),
  confirmed: z.boolean(),
});
export type HospitalContact = z.infer<typeof hospitalContactSchema>;

export const hospitalSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameHe: z.string(),
  sortOrder: z.number().int(),
  isExample: z.boolean(),
  confirmed: z.boolean(),
  contacts: z.array(hospitalContactSchema),
});
export type Hospital = z.infer<typeof hospitalSchema>;

/** GET /api/phonebook: the hospitals in order, each with its numbers in order. */
export const phonebookResponseSchema = z.object({ hospitals: z.array(hospitalSchema) });
export type PhonebookResponse = z.infer<typeof phonebookResponseSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive("must be an entry id") });

export const hospitalInputSchema = z.object({
  nameEn: text(NAME_MAX),
  nameHe: text(NAME_MAX),
  sortOrder: sortOrder.optional(),
});
export const hospitalPatchSchema = hospitalInputSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");

export const contactInputSchema = z.object({
  name: text(NAME_MAX),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, `must be at most ${DESCRIPTION_MAX} characters`)
    .default(""),
  number: dialNumberSchema,
  type: z.enum(CONTACT_TYPES, { message: "must be emergency, specialized or general" }),
  sortOrder: sortOrder.optional(),
});
export const contactPatchSchema = z
  .object({
    name: text(NAME_MAX),
    description: z.string().trim().max(DESCRIPTION_MAX, `must be at most ${DESCRIPTION_MAX} characters`),
    number: dialNumberSchema,
    type: z.enum(CONTACT_TYPES, { message: "must be emergency, specialized or general" }),
    sortOrder,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");

export const hospitalResponseSchema = z.object({ hospital: hospitalSchema });
export const contactResponseSchema = z.object({ contact: hospitalContactSchema });

/** POST /api/admin/phonebook/confirm: someone checked this entry's number against the real one. */
export const confirmRequestSchema = z.object({
  kind: unconfirmedEntrySchema.shape.kind,
  id: z.number().int().positive("must be an entry id"),
});

/** A phone book entry of the console (spec §3): a speed dial as the admin sees it. */
export const phonebookEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  extension: z.string(),
  role: z.string(),
  isEmergency: z.boolean(),
  priority: z.number().int(),
  isExample: z.boolean(),
  confirmed: z.boolean(),
});
export type PhonebookEntry = z.infer<typeof phonebookEntrySchema>;
export const adminPhonebookResponseSchema = z.object({ entries: z.array(phonebookEntrySchema) });
export const phonebookEntryResponseSchema = z.object({ entry: phonebookEntrySchema });

const roleSchema = z.enum(SPEED_DIAL_ROLES, { message: `must be one of ${SPEED_DIAL_ROLES.join(", ")}` });
const prioritySchema = z.number().int().min(1, "must be at least 1").max(100, "must be at most 100");

/** POST /api/speed-dial-contacts (spec §7): name, extension, role, isEmergency, priority (default 1). */
export const speedDialInputSchema = z.object({
  name: text(NAME_MAX),
  extension: dialNumberSchema,
  role: roleSchema,
  isEmergency: z.boolean().default(false),
  priority: prioritySchema.default(1),
});
export const speedDialPatchSchema = z
  .object({
    name: text(NAME_MAX),
    extension: dialNumberSchema,
    role: roleSchema,
    isEmergency: z.boolean(),
    priority: prioritySchema,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");
