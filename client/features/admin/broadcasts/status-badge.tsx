import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import type { DisplayStatus } from "./broadcast-cache";

const CLASSES: Record<DisplayStatus, string> = {
  active: "border-transparent bg-green-700 text-white",
  ended: "border-transparent bg-secondary text-secondary-foreground",
  expired: "text-muted-foreground",
};

/** Active, Ended or Expired. */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className={CLASSES[status]}>
      {t(`broadcast.status.${status}`)}
    </Badge>
  );
}
