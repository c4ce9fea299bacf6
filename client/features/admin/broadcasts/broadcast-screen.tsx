import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ScreenFrame } from "../layout/screen-frame";
import { ActiveBroadcasts } from "./active-broadcasts";
import { BroadcastForm } from "./broadcast-form";
import { RecentBroadcasts } from "./recent-broadcasts";

/** Emergency broadcast (spec §2): the form, the active broadcasts and the last 10. */
export function BroadcastScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={t("admin.screens.broadcast.title")}>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle id="broadcast-form-title">{t("broadcast.form.title")}</CardTitle>
            <CardDescription>{t("broadcast.form.intro")}</CardDescription>
          </CardHeader>
          <CardContent>
            <BroadcastForm labelledBy="broadcast-form-title" />
          </CardContent>
        </Card>
        <ActiveBroadcasts />
      </div>
      <RecentBroadcasts />
    </ScreenFrame>
  );
}
