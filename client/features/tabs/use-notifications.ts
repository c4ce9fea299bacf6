import { useQuery } from "@tanstack/react-query";
import { POLL_NOTIFICATIONS_MS, STALE_NOTIFICATIONS_MS } from "../../../common/constants";
import type { NotificationCounts } from "../../../common/notifications";

export const notificationsKey = (fingerprint: string) =>
  ["/api/devices", fingerprint, "notifications"] as const;

/**
 * The tab badges' counts. Polled every 15 s (stale after 10 s, spec §7) as the safety net; the
 * realtime channel updates this same query key when it pushes new counts.
 */
export function useNotifications(fingerprint: string) {
  return useQuery<NotificationCounts>({
    queryKey: notificationsKey(fingerprint),
    refetchInterval: POLL_NOTIFICATIONS_MS,
    staleTime: STALE_NOTIFICATIONS_MS,
  });
}
