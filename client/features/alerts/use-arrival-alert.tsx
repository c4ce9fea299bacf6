import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { EmergencyFeedItem } from "../../../common/broadcasts";
import { EMERGENCY_TOAST_MS } from "../../../common/constants";
import { toast } from "../../components/ui/use-toast";
import { primeAlertSound, signalAlert } from "./alert-signal";

/** Toast (10 s, spec §9), vibration and, for an emergency, sound: for a new broadcast or a re-alert. */
export function useAlertSignal(): (item: EmergencyFeedItem) => void {
  const { t } = useTranslation();
  useEffect(() => primeAlertSound(), []);
  return useCallback(
    (item: EmergencyFeedItem) => {
      toast({
        title: t(`alerts.incoming.${item.priority}`),
        description: (
          <>
            <span dir="auto" className="block">
              {item.message}
            </span>
            <span className="block">
              {t("alerts.from", { name: item.fromName, extension: item.fromExtension })}
            </span>
          </>
        ),
        duration: EMERGENCY_TOAST_MS,
        variant: item.priority === "emergency" ? "destructive" : "default",
      });
      signalAlert(item.priority);
    },
    [t],
  );
}

/**
 * Signals each banner the first time it shows, whichever way it came (socket event, or polling
 * while the socket is down). Banners already there when the page opened stay quiet, unless they
 * were sent after it opened (an event racing the first load).
 */
export function useAlertOnArrival(
  visible: readonly EmergencyFeedItem[] | undefined,
  offsetMs: number,
  signal: (item: EmergencyFeedItem) => void,
): void {
  const openedAt = useRef(Date.now());
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!visible) return;
    const first = known.current === null;
    const seen = (known.current ??= new Set());
    for (const item of visible) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      if (!first || Date.parse(item.broadcastAt) > openedAt.current + offsetMs) signal(item);
    }
  }, [visible, offsetMs, signal]);
}
