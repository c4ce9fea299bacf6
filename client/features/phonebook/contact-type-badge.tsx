import { useTranslation } from "react-i18next";
import type { ContactType } from "../../../common/phonebook";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/utils";

const STYLE: Record<ContactType, string> = {
  emergency: "bg-priority-emergency text-priority-emergency-foreground",
  specialized: "bg-priority-low text-priority-low-foreground",
  general: "bg-secondary text-secondary-foreground",
};

/** Spec §2: the type badges Emergency, Specialized, General. */
export function ContactTypeBadge({ type }: { type: ContactType }) {
  const { t } = useTranslation();
  return <Badge className={cn("border-transparent", STYLE[type])}>{t(`phonebook.types.${type}`)}</Badge>;
}
