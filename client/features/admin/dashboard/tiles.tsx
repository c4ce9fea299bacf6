import {
  ChevronRight,
  Megaphone,
  PhoneCall,
  QrCode,
  ScrollText,
  ShieldCheck,
  Smartphone,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { StaffRole } from "../../../../common/roles";
import { cn } from "../../../lib/utils";
import { canOpen, screenHref, TILES, type Screen } from "../navigation";

const ICONS: Record<Screen, LucideIcon> = {
  devices: Smartphone,
  broadcast: Megaphone,
  mdm: ShieldCheck,
  enrollment: QrCode,
  tcx: PhoneCall,
  users: Users,
  audit: ScrollText,
};

const linkClass =
  "group flex rounded-lg border bg-card shadow-sm transition-colors hover:border-primary/50 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function ScreenLink({ screen, wide = false }: { screen: Screen; wide?: boolean }) {
  const { t } = useTranslation();
  const Icon = ICONS[screen];
  return (
    <Link
      href={screenHref(screen)}
      className={cn(linkClass, wide ? "min-h-16 items-center gap-3 p-3" : "min-h-32 flex-col gap-2 p-4")}
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-full",
          screen === "broadcast" ? "bg-primary text-primary-foreground" : "bg-primary/10 text-primary",
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="leading-tight font-semibold">{t(`admin.screens.${screen}.title`)}</span>
        <span className="text-sm text-muted-foreground">{t(`admin.screens.${screen}.description`)}</span>
      </span>
      {wide && <ChevronRight className="size-5 text-muted-foreground rtl:-scale-x-100" aria-hidden />}
    </Link>
  );
}

/** The six tiles of the spec (only those the role may open), then the audit log. */
export function Tiles({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const tiles = TILES.filter((screen) => canOpen(role, screen));
  return (
    <nav aria-label={t("admin.dashboard.screensLabel")} className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {tiles.map((screen) => (
          <li key={screen} className="grid">
            <ScreenLink screen={screen} />
          </li>
        ))}
      </ul>
      {canOpen(role, "audit") && <ScreenLink screen="audit" wide />}
    </nav>
  );
}
