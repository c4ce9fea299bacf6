import { useTranslation } from "react-i18next";
import { cn } from "../../lib/utils";
import type { ConnectionState } from "./connection-rules";

const DOT: Record<ConnectionState["status"], string> = {
  connected: "bg-green-600",
  connecting: "bg-amber-500 animate-pulse",
  reconnecting: "bg-amber-500 animate-pulse",
  disconnected: "bg-red-600",
};

/** The header's connection state: a coloured dot and its words (the reason when it cannot connect). */
export function ConnectionIndicator({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  const label = state.problem
    ? t(`connection.problem.${state.problem}`)
    : t(`connection.status.${state.status}`);
  return (
    <span
      className="inline-flex items-center gap-1.5 text-sm"
      data-testid="connection-state"
      data-status={state.status}
    >
      <span className={cn("size-2.5 shrink-0 rounded-full", DOT[state.status])} aria-hidden />
      <span className="sr-only">{t("connection.label")}: </span>
      {label}
    </span>
  );
}
