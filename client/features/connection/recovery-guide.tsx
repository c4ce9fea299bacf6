import { Activity, RotateCw } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import type { ConnectionState } from "./connection-rules";
import { ConnectionIndicator } from "./connection-indicator";
import { CHECK_IDS, CHECK_STEPS } from "./diagnostic-checks";
import { overallHealth, recommendedActions } from "./diagnostics";
import { AdvancedTroubleshooting, type AdvancedInfo } from "./advanced-troubleshooting";
import { CheckList } from "./check-list";
import { useDiagnostics } from "./use-diagnostics";

/** Spec §2: the Connection Recovery Guide (status, retry, diagnostics, actions, advanced). */
export function RecoveryGuide({
  open,
  onOpenChange,
  state,
  onRetry,
  info,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ConnectionState;
  onRetry: () => void;
  info: AdvancedInfo;
}) {
  const { t } = useTranslation();
  const context = useMemo(
    () => ({ registered: state.problem !== "notRegistered", hasPhoneConfig: info.server !== null }),
    [state.problem, info.server],
  );
  const diagnostics = useDiagnostics(context);
  const finished = diagnostics.done === diagnostics.total && !diagnostics.running;
  const statuses = CHECK_IDS.map((id) => diagnostics.results[id]);
  const actions = recommendedActions(
    CHECK_IDS.map((id) => ({ status: diagnostics.results[id], steps: CHECK_STEPS[id] })),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="recovery-guide">
        <DialogHeader>
          <DialogTitle>{t("recoveryGuide.title")}</DialogTitle>
          <DialogDescription>{t("recoveryGuide.description")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3">
          <span className="text-sm font-medium">{t("recoveryGuide.status")}</span>
          <ConnectionIndicator state={state} />
        </div>
        <div className="grid gap-2 min-[420px]:grid-cols-2">
          <Button onClick={onRetry}>
            <RotateCw aria-hidden />
            {t("recoveryGuide.retry")}
          </Button>
          <Button variant="outline" disabled={diagnostics.running} onClick={() => void diagnostics.run()}>
            <Activity aria-hidden />
            {t("recoveryGuide.runDiagnostics")}
          </Button>
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex justify-between text-sm text-muted-foreground">
            <span>
              {diagnostics.running
                ? t("recoveryGuide.running")
                : finished
                  ? t(`recoveryGuide.overall.${overallHealth(statuses)}`)
                  : ""}
            </span>
            <span>{t("recoveryGuide.progress", { done: diagnostics.done, total: diagnostics.total })}</span>
          </div>
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            value={diagnostics.done}
            max={diagnostics.total}
            aria-label={t("recoveryGuide.progress", { done: diagnostics.done, total: diagnostics.total })}
          />
        </div>
        <CheckList results={diagnostics.results} />
        <section aria-labelledby="recommended-actions" className="flex flex-col gap-1">
          <h3 id="recommended-actions" className="font-semibold">
            {t("recoveryGuide.recommended")}
          </h3>
          {actions.length > 0 ? (
            <ol className="list-decimal ps-5 text-sm">
              {actions.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">
              {finished ? t("recoveryGuide.allGood") : t("recoveryGuide.notRun")}
            </p>
          )}
        </section>
        <AdvancedTroubleshooting info={info} />
      </DialogContent>
    </Dialog>
  );
}
