import { LoaderCircle, Megaphone, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DispatchItem } from "./dispatch-item";
import { useAcknowledge } from "./use-acknowledge";
import { dismissBroadcast, useDismissed } from "./use-dismissed";
import { useDispatchFeed } from "./use-feeds";

/** The Tools feed (spec §2): this device's dispatch broadcasts, each until acknowledged here. */
export function DispatchFeed({ fingerprint }: { fingerprint: string }) {
  const { t } = useTranslation();
  const feed = useDispatchFeed(fingerprint);
  const dismissed = useDismissed();
  const acknowledge = useAcknowledge(fingerprint, dismissBroadcast);
  const waiting = (feed.data?.broadcasts ?? [])
    .filter((b) => b.acknowledgedAt === null && !dismissed.has(b.id))
    .sort((a, b) => b.broadcastAt.localeCompare(a.broadcastAt));

  return (
    <Card role="region" aria-labelledby="dispatch-feed-title" data-testid="dispatch-feed">
      <CardHeader className="flex-row items-center gap-2">
        <Megaphone className="size-5 shrink-0 text-primary" aria-hidden />
        <CardTitle id="dispatch-feed-title" className="text-lg">
          {t("alerts.feed.title")}
        </CardTitle>
        {waiting.length > 0 && (
          <span className="ms-auto rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground">
            {waiting.length}
          </span>
        )}
      </CardHeader>
      <CardContent>
        {feed.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
            {t("alerts.feed.loading")}
          </p>
        ) : feed.isError && !feed.data ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 text-sm">{t("alerts.feed.loadFailed")}</p>
            <Button variant="outline" onClick={() => void feed.refetch()}>
              <RefreshCw aria-hidden />
              {t("alerts.retry")}
            </Button>
          </div>
        ) : waiting.length === 0 ? (
          <p className="text-muted-foreground">{t("alerts.feed.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {waiting.map((item) => (
              <DispatchItem
                key={item.id}
                item={item}
                pending={acknowledge.isPending && acknowledge.variables.id === item.id}
                onAcknowledge={() => acknowledge.mutate({ kind: "dispatch", id: item.id })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
