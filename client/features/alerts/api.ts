// The device's broadcast calls (spec §7). Types come from the schemas in common/.
import type { z } from "zod";
import type { acknowledgeResponseSchema } from "../../../common/broadcasts";
import type { PushSubscriptionInput } from "../../../common/push";
import { apiRequest } from "../../lib/api";
import { realtime } from "../../lib/realtime";
import type { EmergencyFeed } from "./feed-cache";

export type AcknowledgeResponse = z.infer<typeof acknowledgeResponseSchema>;
/** Which feed the acknowledgement comes from: both record the same receipt on the server. */
export type FeedKind = "emergency" | "dispatch";

export const emergencyFeedKey = (fingerprint: string) => ["/api/emergency-broadcasts", fingerprint] as const;
// The default query function GETs the key joined by "/": /api/devices/{fingerprint}/broadcasts.
export const dispatchFeedKey = (fingerprint: string) => ["/api/devices", fingerprint, "broadcasts"] as const;

let feedOffsetMs = 0;

/** Server time minus this device's time: from the socket's hello, else from the last feed. */
export function serverOffsetMs(): number {
  return realtime.serverOffsetMs || feedOffsetMs;
}

export async function getEmergencyFeed(fingerprint: string): Promise<EmergencyFeed> {
  const res = await apiRequest(
    "GET",
    `/api/emergency-broadcasts?fingerprint=${encodeURIComponent(fingerprint)}`,
  );
  const feed = (await res.json()) as EmergencyFeed;
  feedOffsetMs = new Date(feed.serverTime).getTime() - Date.now();
  return feed;
}

export async function acknowledge(
  kind: FeedKind,
  id: number,
  fingerprint: string,
): Promise<AcknowledgeResponse> {
  const prefix = kind === "emergency" ? "/api/emergency-broadcasts" : "/api/broadcasts";
  const res = await apiRequest("POST", `${prefix}/${id}/acknowledge`, { deviceFingerprint: fingerprint });
  return (await res.json()) as AcknowledgeResponse;
}

export async function getPushPublicKey(): Promise<string> {
  const res = await apiRequest("GET", "/api/push/public-key");
  return ((await res.json()) as { publicKey: string }).publicKey;
}

export async function savePushSubscription(fingerprint: string, body: PushSubscriptionInput): Promise<void> {
  await apiRequest("POST", `/api/devices/${encodeURIComponent(fingerprint)}/push-subscription`, body);
}
