import { z } from "zod";

/** GET /api/devices/{fingerprint}/phone-settings: the device's own 3CX settings; never the password. */
export const phoneSettingsSchema = z.object({
  server: z.string().nullable(),
  extension: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type PhoneSettings = z.infer<typeof phoneSettingsSchema>;

const HOST_MAX = 253;

/**
 * PUT /api/devices/{fingerprint}/phone-settings. An empty server or extension clears it; a missing
 * password keeps the stored one (the form never sees it), a given one replaces it.
 */
export const phoneSettingsUpdateSchema = z.object({
  server: z
    .string()
    .trim()
    .max(HOST_MAX, `must be at most ${HOST_MAX} characters`)
    .regex(
      /^$|^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?$/,
      "must be a host name such as pbx.example.org (optionally with :port), without https://",
    ),
  extension: z
    .string()
    .trim()
    .regex(/^$|^\d{1,10}$/, "must be digits only (at most 10)"),
  password: z.string().min(1, "must not be empty").max(128, "must be at most 128 characters").optional(),
});
export type PhoneSettingsUpdate = z.infer<typeof phoneSettingsUpdateSchema>;
