import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ResolvedSpeedDial } from "../../../common/speed-dial";
import { CallLink } from "../../components/call-link";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** The device's speed dials (built-in numbers where command set none), each with Call. */
export function SpeedDialList({ dials }: { dials: readonly ResolvedSpeedDial[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Star className="size-5 text-primary" aria-hidden />
          {t("speedDial.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y" data-testid="speed-dials">
          {dials.map((d) => (
            <li key={`${d.role}-${d.id ?? "fallback"}`} className="flex items-center gap-3 py-2">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-center gap-1.5 font-medium">
                  {d.name}
                  {d.isEmergency && <Badge variant="destructive">{t("speedDial.emergency")}</Badge>}
                  {d.isFallback && <Badge variant="outline">{t("speedDial.fallback")}</Badge>}
                </span>
                <span className="font-mono text-sm text-muted-foreground" dir="ltr">
                  {d.phoneNumber}
                </span>
              </div>
              <CallLink
                number={d.phoneNumber}
                label={t("speedDial.call", { name: d.name })}
                variant={d.isEmergency ? "destructive" : "outline"}
                size="icon"
              >
                {null}
              </CallLink>
            </li>
          ))}
        </ul>
        {/* Slot: the soft-phone issue adds the conference panel (Start Conference Call) here. */}
      </CardContent>
    </Card>
  );
}
