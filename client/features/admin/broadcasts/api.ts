// The broadcast screen's calls. Query keys start with "/api/admin" like every console query, so a
// 401 returns to the gate and signing out forgets them (session/use-session.ts).
import type { z } from "zod";
import type {
  AdminBroadcast,
  adminBroadcastListSchema,
  broadcastTargetSchema,
  CreateBroadcast,
} from "../../../../common/broadcasts";
import { apiRequest } from "../../../lib/api";

export type BroadcastList = z.infer<typeof adminBroadcastListSchema>;
export type BroadcastTarget = z.infer<typeof broadcastTargetSchema>;
export type Receipt = AdminBroadcast["receipts"][number];

export const broadcastKeys = {
  active: ["/api/admin", "broadcasts", "active"] as const,
  recent: ["/api/admin", "broadcasts", "recent"] as const,
  targets: ["/api/admin", "broadcasts", "targets"] as const,
};

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

export const getActiveBroadcasts = () => send<BroadcastList>("GET", "/api/broadcasts/active");
export const getRecentBroadcasts = () => send<BroadcastList>("GET", "/api/broadcasts/recent");
export const getTargets = () => send<{ devices: BroadcastTarget[] }>("GET", "/api/broadcasts/targets");

export const createBroadcast = (body: CreateBroadcast) =>
  send<{ broadcast: AdminBroadcast }>("POST", "/api/broadcasts", body);

export const endBroadcast = (id: number) =>
  send<{ broadcast: AdminBroadcast }>("DELETE", `/api/broadcasts/${id}`);
