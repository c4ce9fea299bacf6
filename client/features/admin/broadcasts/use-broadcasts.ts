import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AdminBroadcast, CreateBroadcast } from "../../../../common/broadcasts";
import { POLL_ACTIVE_BROADCASTS_MS, POLL_RECENT_BROADCASTS_MS } from "../../../../common/constants";
import { toast } from "../../../components/ui/use-toast";
import { applyEvent } from "../../../lib/apply-event";
import { errorMessage } from "../../../lib/api";
import { useFallbackInterval } from "../../../lib/realtime";
import { showFailure } from "../shared/failure-toast";
import {
  broadcastKeys,
  createBroadcast,
  endBroadcast,
  getActiveBroadcasts,
  getRecentBroadcasts,
  getTargets,
  type BroadcastList,
} from "./api";
import { withBroadcast } from "./broadcast-cache";

/** Active broadcasts with their acknowledgements; polled every 5 s only while the socket is down. */
export function useActiveBroadcasts() {
  return useQuery({
    queryKey: broadcastKeys.active,
    queryFn: getActiveBroadcasts,
    refetchInterval: useFallbackInterval(POLL_ACTIVE_BROADCASTS_MS),
    refetchOnMount: "always",
  });
}

/** The last 10 broadcasts; polled every 10 s only while the socket is down. */
export function useRecentBroadcasts() {
  return useQuery({
    queryKey: broadcastKeys.recent,
    queryFn: getRecentBroadcasts,
    refetchInterval: useFallbackInterval(POLL_RECENT_BROADCASTS_MS),
    refetchOnMount: "always",
  });
}

/** Active devices a broadcast can be sent to. */
export function useBroadcastTargets(enabled: boolean) {
  return useQuery({
    queryKey: broadcastKeys.targets,
    queryFn: getTargets,
    enabled,
    refetchOnMount: "always",
  });
}

function useStoreBroadcast() {
  const queryClient = useQueryClient();
  return (broadcast: AdminBroadcast) => {
    applyEvent<BroadcastList>(queryClient, broadcastKeys.active, (list) =>
      withBroadcast(list, broadcast, "active"),
    );
    applyEvent<BroadcastList>(queryClient, broadcastKeys.recent, (list) =>
      withBroadcast(list, broadcast, "recent"),
    );
  };
}

export function useSendBroadcast() {
  const { t } = useTranslation();
  const store = useStoreBroadcast();
  return useMutation({
    mutationFn: (body: CreateBroadcast) => createBroadcast(body),
    onSuccess: ({ broadcast }) => {
      store(broadcast);
      toast({
        title: t("broadcast.form.sent"),
        description: t("broadcast.form.sentText", { n: broadcast.targetCount }),
      });
    },
    // Spec §8, with the server's reason (e.g. no active device matches) when it gave one.
    onError: (error) =>
      toast({
        variant: "destructive",
        title: t("broadcast.form.failed"),
        description: [t("broadcast.form.failedText"), errorMessage(error)].filter(Boolean).join(": "),
      }),
  });
}

export function useEndBroadcast(onDone: () => void) {
  const { t } = useTranslation();
  const store = useStoreBroadcast();
  return useMutation({
    mutationFn: endBroadcast,
    onSuccess: ({ broadcast }) => {
      store(broadcast);
      toast({ title: t("broadcast.active.ended") });
      onDone();
    },
    onError: (error) => showFailure(t("broadcast.active.endFailed"), error),
  });
}
