import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { POLL_NOTIFICATIONS_MS, STALE_NOTIFICATIONS_MS } from "../../../common/constants";
import type { NotificationCounts } from "../../../common/notifications";
import { realtime, useFallbackInterval } from "../../lib/realtime";
import { applyNotificationEvent } from "./notification-events";

export const notificationsKey = (fingerprint: string) =>
  ["/api/devices", fingerprint, "notifications"] as const;

/**
 * The tab badges' counts. Realtime events update them in the cache; the spec's 15 s polling
 * (stale after 10 s) runs only while the socket is down.
 */
export function useNotifications(fingerprint: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = notificationsKey(fingerprint);
    const update = (event: Parameters<typeof applyNotificationEvent>[1]) =>
      queryClient.setQueryData<NotificationCounts>(
        key,
        (counts) => counts && applyNotificationEvent(counts, event),
      );
    const offCreated = realtime.on("broadcast.created", (data) =>
      update({ type: "broadcast.created", data: data as { dispatch?: { isVoiceBroadcast?: boolean } } }),
    );
    const offAcknowledged = realtime.on("broadcast.acknowledged", (data) =>
      update({ type: "broadcast.acknowledged", data: data as { isVoiceBroadcast?: boolean } }),
    );
    // An ended voice broadcast may or may not have been counted here: ask once.
    const offEnded = realtime.on("broadcast.ended", (data) => {
      if ((data as { isVoiceBroadcast?: boolean }).isVoiceBroadcast)
        void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => {
      offCreated();
      offAcknowledged();
      offEnded();
    };
  }, [fingerprint, queryClient]);
  return useQuery<NotificationCounts>({
    queryKey: notificationsKey(fingerprint),
    refetchInterval: useFallbackInterval(POLL_NOTIFICATIONS_MS),
    staleTime: STALE_NOTIFICATIONS_MS,
  });
}
