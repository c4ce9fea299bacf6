import { useTranslation } from "react-i18next";
import type { Priority } from "../../../../common/constants";
import { PriorityIcon } from "../../../components/priority-icon";
import { Badge } from "../../../components/ui/badge";
import { priorityClasses } from "../../../lib/priority";

/** A broadcast's priority: its colour, icon and name. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  return (
    <Badge className={priorityClasses(priority).badge}>
      <PriorityIcon priority={priority} className="size-3.5" />
      {t(`broadcast.priority.${priority}`)}
    </Badge>
  );
}
