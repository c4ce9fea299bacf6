import { z } from "zod";
import { DEVICE_NICKNAME_MAX, ENROLLMENT_CODE_MAX, ENROLLMENT_CODE_MIN } from "./constants";
import { RESPONDER_ROLES } from "./roles";

/** Code characters: no look-alikes (no I, L, O, 0, 1). */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 10;

/** Trims and upper-cases a typed code, as the enroll screen does. */
export const normalizeCode = (raw: string) => raw.trim().toUpperCase();

/** A code as issued: 8–12 characters of the alphabet. */
export function isWellFormedCode(code: string): boolean {
  if (code.length < ENROLLMENT_CODE_MIN || code.length > ENROLLMENT_CODE_MAX) return false;
  return [...code].every((ch) => CODE_ALPHABET.includes(ch));
}

export type CodeState = "used" | "expired" | "active";

/** Display state of an enrollment code (spec §4): Used, else Expired when past expiresAt, else Active. */
export function codeState(
  code: { isUsed: boolean; expiresAt: string | Date },
  now: Date = new Date(),
): CodeState {
  if (code.isUsed) return "used";
  return new Date(code.expiresAt).getTime() <= now.getTime() ? "expired" : "active";
}

/** End of the local day `days` ahead of `from` (the form's default expiry, sent as end of that day). */
export function defaultCodeExpiry(from: Date, days: number): Date {
  const d = new Date(from);
  d.setDate(d.getDate() + days);
  d.setHours(23, 59, 59, 999);
  return d;
}

/** IMEI: 15 digits whose last is the Luhn check digit. */
export function isValidImei(imei: string): boolean {
  if (!/^\d{15}$/.test(imei)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let digit = Number(imei[14 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const FINGERPRINT_PATTERN = /^HTZ[A-Z0-9]{8,64}$/;
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
