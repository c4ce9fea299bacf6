import { useTranslation } from "react-i18next";
import type { DeviceStatus } from "../../../../common/devices";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/utils";

const TONES: Record<DeviceStatus, string> = {
  pending: "border-amber-300 bg-amber-100 text-amber-900",
  active: "border-green-300 bg-green-100 text-green-900",
  rejected: "border-red-300 bg-red-100 text-red-900",
  locked: "border-slate-400 bg-slate-200 text-slate-900",
  removed: "border-slate-300 bg-slate-100 text-slate-700",
};

/** Pending, Active, Rejected, Inactive/Blocked (locked) or Removed. */
export function StatusBadge({ status }: { status: DeviceStatus }) {
  const { t } = useTranslation();
  return <Badge className={cn(TONES[status])}>{t(`admin.devices.status.${status}`)}</Badge>;
}
