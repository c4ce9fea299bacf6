import { z } from "zod";
import { DEVICE_NICKNAME_MAX } from "./constants";

export const DEVICE_STATUSES = ["pending", "active", "rejected", "locked", "removed"] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export type LastSeenColour = "grey" | "red" | "orange" | "yellow" | "green";

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Last-seen colour (spec §4): grey if never, red if inactive, orange > 24 h, yellow > 1 h, else green. */
export function lastSeenColour(
  lastSeen: string | Date | null,
  status: DeviceStatus,
  now = new Date(),
): LastSeenColour {
  if (!lastSeen) return "grey";
  if (status !== "active" && status !== "pending") return "red";
  const age = now.getTime() - new Date(lastSeen).getTime();
  if (age > 24 * HOUR) return "orange";
  if (age > HOUR) return "yellow";
  return "green";
}

export type RelativeTime =
  | { unit: "never" }
  | { unit: "justNow" }
  | { unit: "minutes"; count: number }
  | { unit: "hours"; count: number }
  | { unit: "date"; date: Date };

/** Relative time (spec §4): 'Just now', minutes, hours, then the date; the client translates it. */
export function relativeTime(at: string | Date | null, now = new Date()): RelativeTime {
  if (!at) return { unit: "never" };
  const date = new Date(at);
  const age = now.getTime() - date.getTime();
  if (age < MINUTE) return { unit: "justNow" };
  if (age < HOUR) return { unit: "minutes", count: Math.floor(age / MINUTE) };
  if (age < 24 * HOUR) return { unit: "hours", count: Math.floor(age / HOUR) };
  return { unit: "date", date };
}

export const deviceIdParamsSchema = z.object({ id: z.uuid("must be a device id") });
export const deviceDecisionSchema = z.object({ deviceId: z.uuid("must be a device id") });

export const deviceEditSchema = z
  .object({
    deviceNickname: z
      .string()
      .trim()
      .max(DEVICE_NICKNAME_MAX, `must be at most ${DEVICE_NICKNAME_MAX} characters`),
    department: z.string().trim().max(60, "must be at most 60 characters"),
  })
  .partial()
  .refine((v) => v.deviceNickname !== undefined || v.department !== undefined, "Nothing to change");

/** A device as the admin console sees it. */
export const adminDeviceSchema = z.object({
  id: z.string(),
  fingerprint: z.string(),
  deviceNickname: z.string().nullable(),
  department: z.string().nullable(),
  deviceType: z.enum(["phone", "radio"]),
  status: z.enum(DEVICE_STATUSES),
  responderName: z.string(),
  responderIdNumber: z.string(),
  role: z.string(),
  imei: z.string().nullable(),
  serialNumber: z.string().nullable(),
  modelName: z.string().nullable(),
  lastSeen: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;
export const adminDevicesResponseSchema = z.object({ devices: z.array(adminDeviceSchema) });

export const speedDialSchema = z.object({
  id: z.number().int().optional(),
  role: z.string(),
  phoneNumber: z.string(),
  name: z.string(),
  isEmergency: z.boolean().optional(),
});
export type SpeedDial = z.infer<typeof speedDialSchema>;

/** The device's own view of itself (spec §3, config response .device). */
export const ownDeviceSchema = z.object({
  id: z.string(),
  fingerprint: z.string(),
  status: z.enum(DEVICE_STATUSES),
  responderName: z.string().optional(),
  responderIdNumber: z.string().optional(),
  role: z.string().optional(),
  deviceNickname: z.string().nullable().optional(),
  lastSeen: z.string().nullable().optional(),
  isStaff: z.boolean().optional(),
});
export type OwnDevice = z.infer<typeof ownDeviceSchema>;

/** GET /api/devices/{fingerprint}/config: a device that is not active gets only `device`. */
export const deviceConfigResponseSchema = z.object({
  device: ownDeviceSchema,
  config: z
    .object({
      tcxConfig: z.object({ server: z.string() }).nullable(),
      sideButtonPTTEnabled: z.boolean(),
    })
    .optional(),
  activeShift: z.object({ name: z.string() }).nullable().optional(),
  speedDials: z.array(speedDialSchema).optional(),
});
export type DeviceConfigResponse = z.infer<typeof deviceConfigResponseSchema>;

export const enrollResponseSchema = z.object({
  device: z.object({
    id: z.string(),
    fingerprint: z.string(),
    status: z.enum(DEVICE_STATUSES),
    responderName: z.string(),
    responderIdNumber: z.string(),
    role: z.string(),
    deviceNickname: z.string().nullable(),
  }),
});
