import { z } from "zod";
import { BROADCAST_MESSAGE_MAX, PRIORITIES } from "./constants";
import { fingerprintSchema } from "./enrollment";
import { RESPONDER_ROLES } from "./roles";

const AUDIO_MAX_CHARS = 2_000_000; // a data URL of about 1.5 MB of audio

export const prioritySchema = z.enum(PRIORITIES, { message: `must be one of ${PRIORITIES.join(", ")}` });

export const createBroadcastSchema = z.object({
  dispatcherName: z.string().trim().min(1, "is required").max(80, "must be at most 80 characters"),
  dispatcherExtension: z.string().trim().min(1, "is required").max(20, "must be at most 20 characters"),
  message: z
    .string()
    .trim()
    .min(1, "is required")
    .max(BROADCAST_MESSAGE_MAX, `must be at most ${BROADCAST_MESSAGE_MAX} characters`),
  priority: prioritySchema.default("high"),
  expiresAt: z.iso.datetime({ offset: true, message: "must be a date and time (ISO 8601)" }),
  /** Device ids; empty (with no roles) means every active device. */
  targetDevices: z.array(z.uuid("must be device ids")).max(5000).default([]),
  targetRoles: z.array(z.enum(RESPONDER_ROLES)).max(RESPONDER_ROLES.length).default([]),
  isVoiceBroadcast: z.boolean().default(false),
  audioBlob: z
    .string()
    .max(AUDIO_MAX_CHARS, "is too large (at most about 1.5 MB)")
    .regex(/^data:audio\/(webm|ogg|wav|mpeg|mp4)[;,]/, "must be an audio data URL")
    .nullish(),
  forceSpeakerphone: z.boolean().default(false),
});
export type CreateBroadcast = z.input<typeof createBroadcastSchema>;

export const broadcastIdParamsSchema = z.object({
  id: z.coerce.number().int().positive("must be a broadcast id"),
});
export const acknowledgeSchema = z.object({ deviceFingerprint: fingerprintSchema });

const receiptPerson = z.object({
  deviceId: z.string(),
  responderName: z.string(),
  responderIdNumber: z.string(),
  deliveredAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});

/** A broadcast as the console sees it, with who has and has not acknowledged. */
export const adminBroadcastSchema = z.object({
  id: z.number(),
  dispatcherName: z.string(),
  dispatcherExtension: z.string(),
  message: z.string(),
  priority: prioritySchema,
  isVoiceBroadcast: z.boolean(),
  broadcastAt: z.string(),
  expiresAt: z.string(),
  isActive: z.boolean(),
  status: z.enum(["active", "ended", "expired"]),
  targetDevices: z.array(z.string()),
  targetRoles: z.array(z.string()),
  targetCount: z.number(),
  deliveredCount: z.number(),
  acknowledgedCount: z.number(),
  acknowledgedBy: z.array(z.string()),
  receipts: z.array(receiptPerson),
});
export type AdminBroadcast = z.infer<typeof adminBroadcastSchema>;
export const adminBroadcastListSchema = z.object({
  serverTime: z.string(),
  broadcasts: z.array(adminBroadcastSchema),
});

/** Emergency broadcast feed item (spec §3). */
export const emergencyFeedItemSchema = z.object({
  id: z.number(),
  message: z.string(),
  priority: prioritySchema,
  isActive: z.boolean(),
  forceSpeakerphone: z.boolean(),
  fromName: z.string(),
  fromExtension: z.string(),
  broadcastAt: z.string(),
  expiresAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type EmergencyFeedItem = z.infer<typeof emergencyFeedItemSchema>;
export const emergencyFeedSchema = z.object({
  serverTime: z.string(),
  broadcasts: z.array(emergencyFeedItemSchema),
});

/** Dispatch broadcast, the device feed (spec §3). */
export const dispatchFeedItemSchema = z.object({
  id: z.number(),
  dispatcherName: z.string(),
  dispatcherExtension: z.string(),
  message: z.string(),
  priority: prioritySchema,
  isVoiceBroadcast: z.boolean(),
  audioBlob: z.string().nullable(),
  broadcastAt: z.string(),
  expiresAt: z.string(),
  isActive: z.boolean(),
  acknowledgedAt: z.string().nullable(),
});
export type DispatchFeedItem = z.infer<typeof dispatchFeedItemSchema>;
export const dispatchFeedSchema = z.object({
  serverTime: z.string(),
  broadcasts: z.array(dispatchFeedItemSchema),
});

export const acknowledgeResponseSchema = z.object({ broadcastId: z.number(), acknowledgedAt: z.string() });

export const broadcastTargetSchema = z.object({
  id: z.string(),
  responderName: z.string(),
  responderIdNumber: z.string(),
  role: z.string(),
  deviceNickname: z.string().nullable(),
});
export const broadcastTargetsSchema = z.object({ devices: z.array(broadcastTargetSchema) });

// The pure rules live apart so the responder's bundle can use them without zod.
export * from "./broadcast-rules";
