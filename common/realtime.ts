import { z } from "zod";

/** Event types the server sends (text frames `{seq, type, data}`). */
export const REALTIME_EVENT_TYPES = [
  "broadcast.created",
  "broadcast.ended",
  "broadcast.receipt",
  "broadcast.acknowledged",
  "broadcast.realert",
  "device.status",
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** A stored event as it reaches a client. `seq` is global and increasing; resume with ?since=seq. */
export type RealtimeEvent = { seq: number; type: RealtimeEventType; data: unknown };

/** Control frames carry no seq: hello (the latest seq and the server clock), resync, ping. */
export type ControlFrame =
  | { type: "hello"; data: { seq: number; serverTime: string } }
  | { type: "resync"; data: { reason: string } }
  | { type: "ping" };

export type ServerFrame = RealtimeEvent | ControlFrame;

/** What a client may send. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("receipt"), data: z.object({ broadcastId: z.number().int().positive() }) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const realtimeQuerySchema = z.object({
  as: z.enum(["device", "staff"], { message: "must be device or staff" }),
  since: z.coerce.number().int().min(0, "must be a sequence number").optional(),
});

export const CONNECTION_STATES = ["connected", "connecting", "reconnecting", "disconnected"] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export { reconnectDelay } from "./realtime-rules";
