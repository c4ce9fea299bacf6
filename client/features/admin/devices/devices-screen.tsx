import { RefreshCw, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ScreenFrame } from "../layout/screen-frame";
import { QueryStatus } from "../shared/query-status";
import { useWideLayout } from "../shared/use-media-query";
import { useNow } from "../shared/use-now";
import { DeviceCards } from "./device-cards";
import { DeviceTable } from "./device-table";
import { filterDevices, groupByExtension } from "./group-devices";
import { useDetailedDevices } from "./use-devices";

// Relative times ("5 min ago") move on between refreshes.
const CLOCK_TICK_MS = 30_000;

/** Device Mgmt: every device grouped by extension, with Approve/Reject or Edit/Remove. */
export function DevicesScreen() {
  const { t } = useTranslation();
  const query = useDetailedDevices();
  const wide = useWideLayout();
  const now = useNow(CLOCK_TICK_MS);
  const [search, setSearch] = useState("");
  const [pendingOnly, setPendingOnly] = useState(false);

  const devices = useMemo(() => query.data?.devices ?? [], [query.data]);
  const pendingCount = devices.filter((d) => d.status === "pending").length;
  const groups = useMemo(
    () => groupByExtension(filterDevices(devices, search, pendingOnly)),
    [devices, search, pendingOnly],
  );

  return (
    <ScreenFrame
      title={t("admin.screens.devices.title")}
      actions={
        <Button
          variant="outline"
          size="icon"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label={t("admin.common.refresh")}
          title={t("admin.common.refresh")}
        >
          <RefreshCw className={query.isFetching ? "animate-spin" : undefined} aria-hidden />
        </Button>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="device-search">{t("admin.devices.search")}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="device-search"
              type="search"
              className="ps-10"
              placeholder={t("admin.devices.searchPlaceholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <Button
          variant={pendingOnly ? "default" : "outline"}
          aria-pressed={pendingOnly}
          onClick={() => setPendingOnly((v) => !v)}
        >
          {t("admin.devices.pendingOnly", { pending: pendingCount })}
        </Button>
      </div>

      <QueryStatus
        isPending={query.isPending}
        error={query.error}
        failedTitle={t("admin.devices.loadFailed")}
        onRetry={() => void query.refetch()}
      />
      {query.data && groups.length === 0 && (
        <Card className="p-6 text-center text-muted-foreground">
          {devices.length === 0 ? t("admin.devices.empty") : t("admin.devices.noMatch")}
        </Card>
      )}
      {groups.length > 0 &&
        (wide ? (
          <Card className="overflow-hidden">
            <DeviceTable groups={groups} now={now} />
          </Card>
        ) : (
          <DeviceCards groups={groups} now={now} />
        ))}
    </ScreenFrame>
  );
}
