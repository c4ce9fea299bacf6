import { z } from "zod";
import { STAFF_ROLES } from "./roles";

export const PASSWORD_MIN = 10;

export const loginRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, "is required").max(64, "must be at most 64 characters"),
  password: z.string().min(1, "is required").max(256, "must be at most 256 characters"),
});

export const staffUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  mustChangePassword: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const userResponseSchema = z.object({ user: staffUserSchema });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "is required").max(256),
  newPassword: z
    .string()
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(256, "must be at most 256 characters"),
});

export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.logout",
  "auth.password_change",
  "code.create",
  "code.delete",
  "device.enroll",
  "device.approve",
  "device.reject",
  "device.edit",
  "device.remove",
  "radio.register",
  "broadcast.create",
  "broadcast.end",
  "broadcast.acknowledge",
  "device.leave",
  "device.phone_settings",
  "phonebook.hospital_create",
  "phonebook.hospital_update",
  "phonebook.hospital_delete",
  "phonebook.contact_create",
  "phonebook.contact_update",
  "phonebook.contact_delete",
  "phonebook.confirm",
  "speed_dial.create",
  "speed_dial.update",
  "speed_dial.delete",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: z.iso.datetime({ offset: true, message: "must be a date and time (ISO 8601)" }).optional(),
  to: z.iso.datetime({ offset: true, message: "must be a date and time (ISO 8601)" }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorType: z.enum(["staff", "device", "anonymous", "system"]),
  actorId: z.string().nullable(),
  actorLabel: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  result: z.enum(["success", "failure"]),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
