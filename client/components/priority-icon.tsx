import { Bell, Info, Siren, TriangleAlert, type LucideProps } from "lucide-react";
import type { Priority } from "../../common/constants";

const ICONS = { emergency: Siren, high: TriangleAlert, medium: Info, low: Bell } as const;

/** The icon beside a priority's colour, so priority is not told by colour alone. */
export function PriorityIcon({ priority, ...props }: { priority: Priority } & LucideProps) {
  const Icon = ICONS[priority];
  return <Icon aria-hidden {...props} />;
}
