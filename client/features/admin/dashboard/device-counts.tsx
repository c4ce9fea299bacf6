import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/utils";
import { adminKeys, type DevicesResponse } from "../api";
import { countDevices, type DeviceCounts as Counts } from "./count-devices";

const TILES = [
  { key: "total", tone: "text-foreground" },
  { key: "active", tone: "text-green-700" },
  { key: "pending", tone: "text-amber-700" },
] as const satisfies readonly { key: keyof Counts; tone: string }[];

/** Total, Active and Pending devices (GET /api/admin/devices, fresh on every visit). */
export function DeviceCounts() {
  const { t } = useTranslation();
  const query = useQuery<DevicesResponse>({ queryKey: adminKeys.devices, refetchOnMount: "always" });
  const counts = query.data ? countDevices(query.data.devices) : null;
  return (
    <section aria-label={t("admin.dashboard.countsLabel")}>
      <dl className="grid grid-cols-3 gap-3">
        {TILES.map(({ key, tone }) => (
          <Card key={key} className="flex flex-col items-center gap-1 p-3 text-center">
            <dt className="text-sm font-medium text-muted-foreground">{t(`admin.dashboard.${key}`)}</dt>
            <dd className={cn("text-3xl font-bold tabular-nums", tone)} data-testid={`count-${key}`}>
              {counts ? counts[key] : "–"}
            </dd>
          </Card>
        ))}
      </dl>
      {query.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {t("admin.dashboard.countsFailed")}
        </p>
      )}
    </section>
  );
}
