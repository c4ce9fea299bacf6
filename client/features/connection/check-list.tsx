import { CircleAlert, CircleCheck, CircleDashed, CircleX, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/utils";
import { CHECK_IDS, type CheckId } from "./diagnostic-checks";
import type { CheckStatus } from "./diagnostics";

const ICON: Record<CheckStatus, { Icon: typeof CircleCheck; className: string }> = {
  pending: { Icon: CircleDashed, className: "text-muted-foreground" },
  checking: { Icon: LoaderCircle, className: "animate-spin text-muted-foreground" },
  passed: { Icon: CircleCheck, className: "text-green-700" },
  failed: { Icon: CircleX, className: "text-destructive" },
  warning: { Icon: CircleAlert, className: "text-warning" },
};

/** The five diagnostic checks with their state. */
export function CheckList({ results }: { results: Record<CheckId, CheckStatus> }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2" data-testid="diagnostic-checks">
      {CHECK_IDS.map((id) => {
        const status = results[id];
        const { Icon, className } = ICON[status];
        return (
          <li key={id} className="flex items-start gap-2" data-status={status}>
            <Icon className={cn("mt-0.5 size-5 shrink-0", className)} aria-hidden />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium">{t(`recoveryGuide.checks.${id}.title`)}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`recoveryGuide.checkStatus.${status}`)}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{t(`recoveryGuide.checks.${id}.description`)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
