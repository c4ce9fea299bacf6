import { WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useOnlineStatus } from "../lib/use-online-status";

/** A strip at the top of every screen while the browser reports no network. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-start gap-2 bg-warning px-4 py-2 text-sm font-medium text-warning-foreground"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="text-start">{t("offline.message")}</span>
    </div>
  );
}
