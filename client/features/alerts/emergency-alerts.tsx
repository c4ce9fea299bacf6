import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { byPriority, isBannerVisible } from "../../../common/broadcast-rules";
import type { EmergencyFeedItem } from "../../../common/broadcasts";
import type { DeviceConfigResponse } from "../../../common/devices";
import { Button } from "../../components/ui/button";
import { emergencyFeedKey, serverOffsetMs } from "./api";
import { EmergencyBanner } from "./emergency-banner";
import type { EmergencyFeed } from "./feed-cache";
import { PushSetup } from "./push-setup";
import { useAcknowledge, useRetryPendingAcks } from "./use-acknowledge";
import { useAlertOnArrival, useAlertSignal } from "./use-arrival-alert";
import { dismissBroadcast, useDismissed } from "./use-dismissed";
import { useDeviceRealtime } from "./use-device-realtime";
import { useRerenderAtExpiry } from "./use-expiry-clock";
import { useEmergencyFeed } from "./use-feeds";

/**
 * The active device's alerts: keeps its realtime connection, draws the emergency banners (most
 * urgent first) and offers push notifications. Renders nothing for a device that is not active.
 */
export function EmergencyAlerts({
  fingerprint,
  config,
}: {
  fingerprint: string;
  config: DeviceConfigResponse;
}) {
  if (config.device.status !== "active") return null;
  return <ActiveDeviceAlerts fingerprint={fingerprint} />;
}

function ActiveDeviceAlerts({ fingerprint }: { fingerprint: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useEmergencyFeed(fingerprint);
  const dismissed = useDismissed();
  const dismissedRef = useRef(dismissed);
  useEffect(() => {
    dismissedRef.current = dismissed;
  }, [dismissed]);
  const signal = useAlertSignal();
  const acknowledge = useAcknowledge(fingerprint, dismissBroadcast);
  useRetryPendingAcks(acknowledge.mutate);
  const offset = serverOffsetMs();

  const onRealert = useCallback(
    (item: EmergencyFeedItem) => {
      // The cached copy knows whether this device already acknowledged it.
      const cached = queryClient
        .getQueryData<EmergencyFeed>(emergencyFeedKey(fingerprint))
        ?.broadcasts.find((b) => b.id === item.id);
      if (isBannerVisible(cached ?? item, dismissedRef.current, new Date(), serverOffsetMs()))
        signal(cached ?? item);
    },
    [queryClient, fingerprint, signal],
  );
  useDeviceRealtime(fingerprint, true, onRealert);

  const items = feed.data?.broadcasts;
  useRerenderAtExpiry(items?.map((b) => b.expiresAt) ?? [], offset);
  // Judged at each render; the expiry timer above renders again when a banner runs out.
  const now = new Date();
  const visible = items?.filter((b) => isBannerVisible(b, dismissed, now, offset)).sort(byPriority);
  useAlertOnArrival(visible, offset, signal);

  return (
    <div className="flex flex-col gap-3">
      {feed.isError && !feed.data && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-warning bg-card p-3"
        >
          <p className="min-w-0 flex-1 text-sm font-medium">{t("alerts.loadFailed")}</p>
          <Button variant="outline" onClick={() => void feed.refetch()}>
            <RefreshCw aria-hidden />
            {t("alerts.retry")}
          </Button>
        </div>
      )}
      {visible && visible.length > 0 && (
        <section aria-label={t("alerts.regionLabel")} className="flex flex-col gap-3">
          {visible.map((item) => (
            <EmergencyBanner
              key={item.id}
              item={item}
              pending={acknowledge.isPending && acknowledge.variables.id === item.id}
              onAcknowledge={() => acknowledge.mutate({ kind: "emergency", id: item.id })}
            />
          ))}
        </section>
      )}
      <PushSetup fingerprint={fingerprint} />
    </div>
  );
}
