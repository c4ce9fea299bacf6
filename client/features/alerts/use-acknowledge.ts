import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/use-toast";
import { applyEvent } from "../../lib/apply-event";
import { errorMessage, isHttpError } from "../../lib/api";
import { acknowledge, dispatchFeedKey, emergencyFeedKey, type FeedKind } from "./api";
import { markAcknowledged, type DispatchFeed, type EmergencyFeed } from "./feed-cache";

/**
 * Acknowledges a broadcast on this device. Only a confirmed acknowledgement hides it: on failure
 * the banner stays and a toast says so, because command has not been told.
 */
export function useAcknowledge(fingerprint: string, onAcknowledged: (id: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: FeedKind; id: number }) => acknowledge(kind, id, fingerprint),
    onSuccess: ({ broadcastId, acknowledgedAt }, { kind }) => {
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
    onError: (error) => {
      toast({
        variant: "destructive",
        title: t("alerts.ackFailed"),
        // A fetch that never reached the server has no useful message of its own.
        description: `${t("alerts.ackFailedText")} (${isHttpError(error) ? errorMessage(error) : t("alerts.noConnection")})`,
      });
    },
  });
}
