import { MessageSquare, Phone, Radio, Siren } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ResolvedSpeedDial } from "../../../common/speed-dial";
import { CallLink } from "../../components/call-link";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** The PTT tab: the push-to-talk card's place (a later issue), and the quick buttons of spec §2. */
export function PttPanel({
  sideButton,
  dispatch,
  onOpenPhone,
  onOpenMessenger,
}: {
  sideButton: boolean;
  dispatch: ResolvedSpeedDial;
  onOpenPhone: (() => void) | null;
  onOpenMessenger: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Card data-testid="ptt-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Radio className="size-5 text-primary" aria-hidden />
            {t("pttTab.title")}
          </CardTitle>
          <CardDescription>{t("pttTab.pending")}</CardDescription>
          {sideButton && <CardDescription>{t("pttTab.sideButton")}</CardDescription>}
        </CardHeader>
      </Card>
      <section aria-labelledby="ptt-quick" className="flex flex-col gap-2">
        <h2 id="ptt-quick" className="font-semibold">
          {t("pttTab.quickButtons")}
        </h2>
        <div className="grid grid-cols-2 gap-2">
          {onOpenPhone && (
            <Button variant="outline" onClick={onOpenPhone}>
              <Phone aria-hidden />
              {t("pttTab.phone")}
            </Button>
          )}
          {onOpenMessenger && (
            <Button variant="outline" onClick={onOpenMessenger}>
              <MessageSquare aria-hidden />
              {t("pttTab.messages")}
            </Button>
          )}
        </div>
        <CallLink
          number={dispatch.phoneNumber}
          label={`${t("pttTab.emergencyDispatch")}, ${dispatch.phoneNumber}`}
          variant="destructive"
          size="lg"
          className="w-full"
          icon={<Siren aria-hidden />}
        >
          {t("pttTab.emergencyDispatch")}
        </CallLink>
      </section>
    </div>
  );
}
