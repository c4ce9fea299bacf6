import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { useOnlineStatus } from "../../lib/use-online-status";

export type AdvancedInfo = { deviceId: string; extension: string | null; server: string | null };

/** Spec §2: the guide's advanced part: what support asks for, and a clean reload. */
export function AdvancedTroubleshooting({ info }: { info: AdvancedInfo }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const rows = [
    [t("recoveryGuide.advancedDeviceId"), info.deviceId],
    [t("recoveryGuide.advancedExtension"), info.extension ?? t("recoveryGuide.notSet")],
    [t("recoveryGuide.advancedServer"), info.server ?? t("recoveryGuide.notSet")],
    [t("recoveryGuide.advancedNetwork"), online ? t("recoveryGuide.online") : t("recoveryGuide.offline")],
  ] as const;
  return (
    <details className="rounded-md border p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {t("recoveryGuide.advanced")}
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-all">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" className="mt-3 w-full" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        {t("recoveryGuide.reload")}
      </Button>
    </details>
  );
}
