import { MessageSquare, Radio } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ResolvedSpeedDial } from "../../../common/speed-dial";
import { Button } from "../../components/ui/button";
import { DialCard } from "./dial-card";
import { SpeedDialList } from "./speed-dial-list";

/** The phone tab's frame: phone client, quick access to PTT and messenger, speed dials, info card. */
export function PhonePanel({
  dials,
  info,
  onOpenPtt,
  onOpenMessenger,
}: {
  dials: readonly ResolvedSpeedDial[];
  info: ReactNode;
  onOpenPtt: (() => void) | null;
  onOpenMessenger: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t("tabs.phone")}</h2>
      <DialCard />
      {(onOpenPtt || onOpenMessenger) && (
        <section aria-label={t("phoneTab.quickAccess")} className="grid grid-cols-2 gap-2">
          {onOpenPtt && (
            <Button variant="outline" onClick={onOpenPtt}>
              <Radio aria-hidden />
              {t("tabs.ptt")}
            </Button>
          )}
          {onOpenMessenger && (
            <Button variant="outline" onClick={onOpenMessenger}>
              <MessageSquare aria-hidden />
              {t("tabs.messenger")}
            </Button>
          )}
        </section>
      )}
      <SpeedDialList dials={dials} />
      {info}
    </div>
  );
}
