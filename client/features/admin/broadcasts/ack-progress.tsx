import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminBroadcast } from "../../../../common/broadcasts";
import { Ltr } from "../shared/ltr";
import { notAcknowledged } from "./broadcast-cache";

/** "12/15 acknowledged" with a bar, the delivered count, and who has not acknowledged (expandable). */
export function AckProgress({ broadcast }: { broadcast: AdminBroadcast }) {
  const { t } = useTranslation();
  const { acknowledgedCount: acked, deliveredCount: delivered, targetCount: total } = broadcast;
  const missing = notAcknowledged(broadcast);
  const percent = total === 0 ? 0 : Math.round((100 * acked) / total);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold" data-testid="ack-count">
          {t("broadcast.active.acknowledged", { acked, total })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("broadcast.active.delivered", { delivered, total })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t("broadcast.active.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={acked}
        aria-valuetext={t("broadcast.active.acknowledged", { acked, total })}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-green-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {missing.length > 0 && (
        <details className="group rounded-md border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
            {t("broadcast.active.notAcknowledged", { n: missing.length })}
          </summary>
          <ul className="flex flex-col divide-y border-t">
            {missing.map((r) => (
              <li key={r.deviceId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 truncate">
                  {r.responderName} · <Ltr>{r.responderIdNumber}</Ltr>
                </span>
                <span className={r.deliveredAt ? "text-muted-foreground" : "font-medium text-destructive"}>
                  {r.deliveredAt ? t("broadcast.active.received") : t("broadcast.active.notReceived")}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
