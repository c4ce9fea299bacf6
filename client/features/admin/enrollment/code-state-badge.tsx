import { useTranslation } from "react-i18next";
import type { CodeState } from "../../../../common/enrollment";
import { Badge } from "../../../components/ui/badge";

const TONES: Record<CodeState, string> = {
  active: "border-green-300 bg-green-100 text-green-900",
  used: "border-slate-300 bg-slate-100 text-slate-800",
  expired: "border-amber-300 bg-amber-100 text-amber-900",
};

/** Used, Expired or Active (spec §4). */
export function CodeStateBadge({ state }: { state: CodeState }) {
  const { t } = useTranslation();
  return <Badge className={TONES[state]}>{t(`admin.enrollment.state.${state}`)}</Badge>;
}
