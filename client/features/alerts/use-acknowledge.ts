import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/use-toast";
import { applyEvent } from "../../lib/apply-event";
import { errorMessage, isHttpError } from "../../lib/api";
import { acknowledge, dispatchFeedKey, emergencyFeedKey, type FeedKind } from "./api";
import { browserStorage } from "./dismissed";
import { markAcknowledged, type DispatchFeed, type EmergencyFeed } from "./feed-cache";
import { addPendingAck, loadPendingAcks, removePendingAck } from "./pending-acks";
import { useRealtimeState } from "../../lib/realtime";

/**
 * Acknowledges a broadcast on this device. Only a confirmed acknowledgement hides it: on failure
 * the banner stays and a toast says so, because command has not been told. One that failed for
 * want of a connection is kept and sent again by itself as soon as the socket is back.
 */
export function useAcknowledge(fingerprint: string, onAcknowledged: (id: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: FeedKind; id: number }) => acknowledge(kind, id, fingerprint),
    onSuccess: ({ broadcastId, acknowledgedAt }, { kind }) => {
      removePendingAck(browserStorage(), broadcastId);
      onAcknowledged(broadcastId);
      applyEvent<EmergencyFeed>(queryClient, emergencyFeedKey(fingerprint), (feed) =>
        markAcknowledged(feed, broadcastId, acknowledgedAt),
      );
      applyEvent<DispatchFeed>(queryClient, dispatchFeedKey(fingerprint), (feed) =>
        markAcknowledged(feed, broadcastId, acknowledgedAt),
      );
      toast({
        title: t("alerts.acknowledged"),
        description: t(kind === "emergency" ? "alerts.acknowledgedText" : "alerts.dispatchAcknowledgedText"),
      });
    },
    onError: (error, ack) => {
      if (!isHttpError(error)) addPendingAck(browserStorage(), ack);
      toast({
        variant: "destructive",
        title: t("alerts.ackFailed"),
        // A fetch that never reached the server has no useful message of its own.
        description: isHttpError(error)
          ? `${t("alerts.ackFailedText")} (${errorMessage(error)})`
          : t("alerts.ackQueuedText"),
      });
    },
  });
}

/**
 * Sends the acknowledgements kept while offline, each time the link to command comes back: the
 * socket reconnecting, or the browser saying it is online again.
 */
export function useRetryPendingAcks(mutate: (ack: { kind: "emergency" | "dispatch"; id: number }) => void) {
  const state = useRealtimeState();
  useEffect(() => {
    const retry = () => {
      for (const ack of loadPendingAcks(browserStorage())) mutate(ack);
    };
    if (state === "connected") retry();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [state, mutate]);
}
