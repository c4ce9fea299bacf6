import { z } from "zod";
import { DEVICE_NICKNAME_MAX, ENROLLMENT_CODE_MAX, ENROLLMENT_CODE_MIN } from "./constants";
import { FINGERPRINT_PATTERN, isValidImei, normalizeCode } from "./enrollment-rules";
import { RESPONDER_ROLES } from "./roles";

// The pure rules live apart so the responder's bundle can use them without zod.
export * from "./enrollment-rules";

export const fingerprintSchema = z
  .string()
  .regex(FINGERPRINT_PATTERN, "must be this device's id (HTZ followed by 8-64 letters or digits)");

const requiredText = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

export const responderRoleSchema = z.enum(RESPONDER_ROLES, {
  message: `must be one of ${RESPONDER_ROLES.join(", ")}`,
});

export const enrollRequestSchema = z.object({
  code: z
    .string()
    .transform(normalizeCode)
    .pipe(
      z
        .string()
        .min(ENROLLMENT_CODE_MIN, `must be ${ENROLLMENT_CODE_MIN}-${ENROLLMENT_CODE_MAX} characters`)
        .max(ENROLLMENT_CODE_MAX, `must be ${ENROLLMENT_CODE_MIN}-${ENROLLMENT_CODE_MAX} characters`),
    ),
  fingerprint: fingerprintSchema,
  deviceNickname: z
    .string()
    .trim()
    .max(DEVICE_NICKNAME_MAX, `must be at most ${DEVICE_NICKNAME_MAX} characters`)
    .optional()
    .nullable(),
});
export type EnrollRequest = z.input<typeof enrollRequestSchema>;

export const createCodeRequestSchema = z.object({
  responderName: requiredText(80),
  responderIdNumber: requiredText(20),
  role: responderRoleSchema,
  expiresAt: z.iso.datetime({ offset: true, message: "must be a date and time (ISO 8601)" }),
  // The spec's client sends createdBy; the server takes the author from the session instead.
  createdBy: z.unknown().optional(),
});
export type CreateCodeRequest = z.input<typeof createCodeRequestSchema>;

export const enrollmentCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  responderName: z.string(),
  responderIdNumber: z.string(),
  role: z.string(),
  expiresAt: z.string(),
  isUsed: z.boolean(),
  usedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type EnrollmentCode = z.infer<typeof enrollmentCodeSchema>;

export const radioRegisterRequestSchema = z.object({
  imei: z.string().trim().refine(isValidImei, "must be 15 digits with a valid check digit"),
  serialNumber: requiredText(64),
  modelName: requiredText(64),
  responderName: requiredText(80),
  responderIdNumber: requiredText(20),
  role: responderRoleSchema,
  // The spec's client sends these; the server always registers a pending radio.
  deviceType: z.literal("radio").optional(),
  status: z.literal("pending").optional(),
});
export type RadioRegisterRequest = z.input<typeof radioRegisterRequestSchema>;
