import { CircleStop } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminBroadcast } from "../../../../common/broadcasts";
import { Button } from "../../../components/ui/button";
import { formatBroadcastTime } from "../../../lib/broadcast-time";
import { priorityClasses } from "../../../lib/priority";
import { cn } from "../../../lib/utils";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { isolate } from "../shared/ltr";
import { roleLabel } from "../shared/role-label";
import { AckProgress } from "./ack-progress";
import { PriorityBadge } from "./priority-badge";
import { useEndBroadcast } from "./use-broadcasts";

/** Who a broadcast went to, in words. */
export function useTargetSummary() {
  const { t } = useTranslation();
  return (b: AdminBroadcast) =>
    b.targetDevices.length > 0
      ? t("broadcast.target.devices", { n: b.targetDevices.length })
      : b.targetRoles.length > 0
        ? t("broadcast.target.roles", { roles: b.targetRoles.map((r) => roleLabel(t, r)).join(", ") })
        : t("broadcast.target.all");
}

/** An active broadcast: what, from whom, to whom, until when, who acknowledged, and End. */
export function BroadcastCard({ broadcast }: { broadcast: AdminBroadcast }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const end = useEndBroadcast(() => setConfirming(false));
  const summary = useTargetSummary();
  const titleId = `broadcast-${broadcast.id}-message`;
  return (
    <li
      data-broadcast-id={broadcast.id}
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-3 rounded-md border bg-card p-3",
        priorityClasses(broadcast.priority).accent,
      )}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <PriorityBadge priority={broadcast.priority} />
          <span className="text-sm text-muted-foreground">
            {t("broadcast.active.sentUntil", {
              sent: formatBroadcastTime(broadcast.broadcastAt, i18n.language),
              until: formatBroadcastTime(broadcast.expiresAt, i18n.language),
            })}
          </span>
        </div>
        <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
          <CircleStop aria-hidden />
          {t("broadcast.active.end")}
        </Button>
      </div>
      <p id={titleId} dir="auto" className="leading-snug font-medium break-words whitespace-pre-wrap">
        {broadcast.message}
      </p>
      <p className="text-sm text-muted-foreground">
        {t("broadcast.from", { name: broadcast.dispatcherName, extension: broadcast.dispatcherExtension })} ·{" "}
        {summary(broadcast)}
      </p>
      <AckProgress broadcast={broadcast} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("broadcast.active.endTitle")}
        description={t("broadcast.active.endText", { message: isolate(broadcast.message.slice(0, 80)) })}
        confirmLabel={t("broadcast.active.endConfirm")}
        pending={end.isPending}
        onConfirm={() => end.mutate(broadcast.id)}
      />
    </li>
  );
}
