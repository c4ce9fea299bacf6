import { BookOpen, MessageSquare, Phone, Radio, type LucideIcon } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationCounts } from "../../../common/notifications";
import { useDirection } from "../../lib/use-direction";
import { cn } from "../../lib/utils";
import { badgeText } from "./badge";
import { keyTarget, type TabId } from "./tab-order";

const ICONS: Record<TabId, LucideIcon> = {
  messenger: MessageSquare,
  phone: Phone,
  phonebook: BookOpen,
  ptt: Radio,
};
const COUNT_OF: Record<TabId, keyof NotificationCounts | null> = {
  messenger: "messenger",
  phone: "phone",
  phonebook: null,
  ptt: "ptt",
};

export const tabId = (tab: TabId) => `tab-${tab}`;
export const panelId = (tab: TabId) => `panel-${tab}`;

/** The enabled tabs, each with its unread badge; arrow keys move along them as on screen. */
export function TabBar({
  tabs,
  active,
  counts,
  onSelect,
}: {
  tabs: readonly TabId[];
  active: TabId;
  counts: NotificationCounts | undefined;
  onSelect: (tab: TabId) => void;
}) {
  const { t } = useTranslation();
  const dir = useDirection();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const target = keyTarget(tabs, active, e.key, dir);
    if (!target) return;
    e.preventDefault();
    onSelect(target);
    list.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t("tabs.label")}
      className="grid auto-cols-fr grid-flow-col border-b bg-card"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const Icon = ICONS[tab];
        const key = COUNT_OF[tab];
        const count = key ? counts?.[key] : undefined;
        const badge = badgeText(count);
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={cn(
              "relative flex min-h-14 flex-col items-center justify-center gap-0.5 border-b-2 px-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
              selected
                ? "border-primary text-primary"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            <span className="relative">
              <Icon className="size-5" aria-hidden />
              {badge && (
                <span
                  data-testid={`badge-${tab}`}
                  className="absolute -end-3 -top-2 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-bold text-primary-foreground"
                  aria-hidden
                >
                  {badge}
                </span>
              )}
            </span>
            <span>{t(`tabs.${tab}`)}</span>
            {badge && <span className="sr-only">{t("tabs.unread", { value: badge })}</span>}
          </button>
        );
      })}
    </div>
  );
}
