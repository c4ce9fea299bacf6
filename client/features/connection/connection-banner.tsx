import { CircleHelp, RotateCw, WifiOff, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { bannerText, isBannerVisible, type ConnectionStatus } from "./connection-rules";
import { useBannerDismissal } from "./use-connection-alerts";

/** Spec §2, §4, §8: the strip under the header while the device is not connected. */
export function ConnectionBanner({
  status,
  onRetry,
  onHelp,
}: {
  status: ConnectionStatus;
  onRetry: () => void;
  onHelp: () => void;
}) {
  const { t } = useTranslation();
  const { dismissed, dismiss } = useBannerDismissal(status);
  if (!isBannerVisible(status, dismissed)) return null;
  const lost = status === "disconnected";
  const onColour = "hover:bg-white/20 hover:text-inherit";
  return (
    <div
      role="status"
      data-testid="connection-banner"
      className={cn(
        "flex flex-col px-3 pt-1.5 pb-0.5 text-sm font-medium",
        lost ? "bg-destructive text-destructive-foreground" : "bg-warning text-warning-foreground",
      )}
    >
      <div className="flex items-center gap-2">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1 text-start">{t(`connection.banner.${bannerText(status)}`)}</span>
        <Button
          variant="ghost"
          size="icon"
          className={cn("-me-2", onColour)}
          onClick={dismiss}
          aria-label={t("connection.dismiss")}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="flex gap-1 ps-4">
        <Button variant="ghost" size="sm" className={onColour} onClick={onRetry}>
          <RotateCw aria-hidden />
          {t("connection.retry")}
        </Button>
        <Button variant="ghost" size="sm" className={onColour} onClick={onHelp}>
          <CircleHelp aria-hidden />
          {t("connection.help")}
        </Button>
      </div>
    </div>
  );
}
