import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { realtime } from "../../../lib/realtime";
import { formatDateTime } from "../shared/format";
import { QueryStatus } from "../shared/query-status";
import { useNow } from "../shared/use-now";
import { useTargetSummary } from "./broadcast-card";
import { displayStatus } from "./broadcast-cache";
import { PriorityBadge } from "./priority-badge";
import { StatusBadge } from "./status-badge";
import { useRecentBroadcasts } from "./use-broadcasts";

const TICK_MS = 10_000;

/** The last 10 broadcasts (spec §2) with their state and acknowledgements. */
export function RecentBroadcasts() {
  const { t, i18n } = useTranslation();
  const recent = useRecentBroadcasts();
  const now = useNow(TICK_MS);
  const summary = useTargetSummary();
  const list = recent.data?.broadcasts ?? [];
  return (
    <Card role="region" aria-labelledby="recent-broadcasts-title" data-testid="recent-broadcasts">
      <CardHeader>
        <CardTitle id="recent-broadcasts-title">{t("broadcast.recent.title")}</CardTitle>
        <CardDescription>{t("broadcast.recent.intro")}</CardDescription>
      </CardHeader>
      <QueryStatus
        isPending={recent.isPending}
        error={recent.data ? null : recent.error}
        failedTitle={t("broadcast.recent.loadFailed")}
        onRetry={() => void recent.refetch()}
      />
      {recent.data && (
        <CardContent>
          {list.length === 0 ? (
            <p className="text-muted-foreground">{t("broadcast.recent.empty")}</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {list.map((b) => (
                <li
                  key={b.id}
                  data-broadcast-id={b.id}
                  className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={displayStatus(b, now, realtime.serverOffsetMs)} />
                    <PriorityBadge priority={b.priority} />
                    <span className="ms-auto text-sm text-muted-foreground">
                      {formatDateTime(b.broadcastAt, i18n.language)}
                    </span>
                  </div>
                  <p dir="auto" className="line-clamp-2 break-words">
                    {b.message}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t("broadcast.from", { name: b.dispatcherName, extension: b.dispatcherExtension })} ·{" "}
                    {summary(b)}
                  </p>
                  <p className="text-sm font-medium">
                    {t("broadcast.active.acknowledged", { acked: b.acknowledgedCount, total: b.targetCount })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      )}
    </Card>
  );
}
