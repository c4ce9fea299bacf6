import { Check, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { EmergencyFeedItem } from "../../../common/broadcasts";
import { Button } from "../../components/ui/button";
import { priorityClasses } from "../../lib/priority";
import { cn } from "../../lib/utils";
import { formatBroadcastTime } from "../../lib/broadcast-time";
import { PriorityIcon } from "../../components/priority-icon";

/** One emergency alert banner (spec §2): priority, message, sender, expiry and the dismiss button. */
export function EmergencyBanner({
  item,
  pending,
  onAcknowledge,
}: {
  item: EmergencyFeedItem;
  pending: boolean;
  onAcknowledge: () => void;
}) {
  const { t, i18n } = useTranslation();
  const classes = priorityClasses(item.priority);
  const titleId = `alert-${item.id}-title`;
  const messageId = `alert-${item.id}-message`;
  return (
    <article
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-testid="emergency-banner"
      data-broadcast-id={item.id}
      className={cn("animate-slide-in rounded-lg border-2 p-4 shadow-md", classes.banner, classes.accent)}
    >
      <h2 id={titleId} className={cn("flex items-center gap-2 text-base font-bold", classes.text)}>
        <PriorityIcon priority={item.priority} className="size-6 shrink-0" />
        {t(`alerts.incoming.${item.priority}`)}
      </h2>
      <p
        id={messageId}
        dir="auto"
        className="mt-2 text-lg leading-snug font-semibold break-words whitespace-pre-wrap"
      >
        {item.message}
      </p>
      <p className="mt-2 text-sm">
        {t("alerts.from", { name: item.fromName, extension: item.fromExtension })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t("alerts.sentUntil", {
          sent: formatBroadcastTime(item.broadcastAt, i18n.language),
          until: formatBroadcastTime(item.expiresAt, i18n.language),
        })}
      </p>
      <Button
        className={cn("mt-3 w-full hover:opacity-90", classes.badge)}
        disabled={pending}
        onClick={onAcknowledge}
      >
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
        {pending ? t("alerts.acknowledging") : t("alerts.acknowledge")}
      </Button>
    </article>
  );
}
