import { Check, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isExpired } from "../../../common/broadcast-rules";
import type { DispatchFeedItem } from "../../../common/broadcasts";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { priorityClasses } from "../../lib/priority";
import { cn } from "../../lib/utils";
import { serverOffsetMs } from "./api";
import { formatBroadcastTime } from "../../lib/broadcast-time";
import { PriorityIcon } from "../../components/priority-icon";

/** One dispatch broadcast in the Tools feed; a voice broadcast gets a player. */
export function DispatchItem({
  item,
  pending,
  onAcknowledge,
}: {
  item: DispatchFeedItem;
  pending: boolean;
  onAcknowledge: () => void;
}) {
  const { t, i18n } = useTranslation();
  const classes = priorityClasses(item.priority);
  const over = !item.isActive
    ? "ended"
    : isExpired(item.expiresAt, new Date(), serverOffsetMs())
      ? "expired"
      : null;
  return (
    <li
      data-broadcast-id={item.id}
      className={cn("flex flex-col gap-2 rounded-md border bg-card p-3", classes.accent)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={classes.badge}>
          <PriorityIcon priority={item.priority} className="size-3.5" />
          {t(`broadcast.priority.${item.priority}`)}
        </Badge>
        {over && <Badge variant="outline">{t(`alerts.feed.${over}`)}</Badge>}
        <span className="ms-auto text-sm text-muted-foreground">
          {formatBroadcastTime(item.broadcastAt, i18n.language)}
        </span>
      </div>
      {item.isVoiceBroadcast && item.audioBlob ? (
        <audio
          controls
          preload="metadata"
          src={item.audioBlob}
          className="w-full"
          aria-label={t("alerts.feed.voice")}
        >
          {t("alerts.feed.voice")}
        </audio>
      ) : null}
      {item.message && (
        <p dir="auto" className="leading-snug break-words whitespace-pre-wrap">
          {item.message}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {t("alerts.from", { name: item.dispatcherName, extension: item.dispatcherExtension })}
      </p>
      <Button variant="outline" disabled={pending} onClick={onAcknowledge}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
        {pending ? t("alerts.acknowledging") : t("alerts.acknowledge")}
      </Button>
    </li>
  );
}
