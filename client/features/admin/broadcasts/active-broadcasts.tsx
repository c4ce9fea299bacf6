import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { realtime } from "../../../lib/realtime";
import { QueryStatus } from "../shared/query-status";
import { useNow } from "../shared/use-now";
import { BroadcastCard } from "./broadcast-card";
import { displayStatus } from "./broadcast-cache";
import { useActiveBroadcasts } from "./use-broadcasts";

// Expired broadcasts leave the list on the next tick (no poll needed while the socket is up).
const TICK_MS = 10_000;

/** Broadcasts still showing on phones, with live acknowledgement counts. */
export function ActiveBroadcasts() {
  const { t } = useTranslation();
  const active = useActiveBroadcasts();
  const now = useNow(TICK_MS);
  const live = (active.data?.broadcasts ?? []).filter(
    (b) => displayStatus(b, now, realtime.serverOffsetMs) === "active",
  );
  return (
    <Card role="region" aria-labelledby="active-broadcasts-title" data-testid="active-broadcasts">
      <CardHeader>
        <CardTitle id="active-broadcasts-title">{t("broadcast.active.title")}</CardTitle>
        <CardDescription>{t("broadcast.active.intro")}</CardDescription>
      </CardHeader>
      <QueryStatus
        isPending={active.isPending}
        error={active.data ? null : active.error}
        failedTitle={t("broadcast.active.loadFailed")}
        onRetry={() => void active.refetch()}
      />
      {active.data && (
        <CardContent>
          {live.length === 0 ? (
            <p className="text-muted-foreground">{t("broadcast.active.empty")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {live.map((b) => (
                <BroadcastCard key={b.id} broadcast={b} />
              ))}
            </ul>
          )}
        </CardContent>
      )}
    </Card>
  );
}
