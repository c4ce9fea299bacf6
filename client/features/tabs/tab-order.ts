import { SWIPE_THRESHOLD_PX } from "../../../common/constants";
import type { SystemConfig } from "../../../common/system";

export const TAB_IDS = ["messenger", "phone", "phonebook", "ptt"] as const;
export type TabId = (typeof TAB_IDS)[number];

/** Spec §2: a tab shows unless the system config says false; phoneEnabled covers phone and phonebook. */
export function enabledTabs(config: Partial<SystemConfig> | undefined): TabId[] {
  const on = (flag: keyof SystemConfig) => config?.[flag] !== false;
  return TAB_IDS.filter((tab) => {
    switch (tab) {
      case "messenger":
        return on("messengerEnabled");
      case "phone":
      case "phonebook":
        return on("phoneEnabled");
      case "ptt":
        return on("pttEnabled");
    }
  });
}

/** The wanted tab when it is enabled, else the first enabled one (null when none is). */
export function resolveTab(tabs: readonly TabId[], wanted: TabId): TabId | null {
  return tabs.includes(wanted) ? wanted : (tabs[0] ?? null);
}

/** The enabled tab `step` places on (no wrap-around: past either end it stays put). */
export function stepTab(tabs: readonly TabId[], current: TabId, step: number): TabId {
  const index = tabs.indexOf(current);
  if (index === -1) return tabs[0] ?? current;
  return tabs[Math.min(tabs.length - 1, Math.max(0, index + step))] ?? current;
}

/**
 * A finished swipe: +1 (next tab), -1 (previous) or 0. It counts past 50 px (spec §9) and only
 * when mostly sideways, so scrolling a list never changes the tab. The next tab lies at the inline
 * end (right in English, left in Hebrew), so the finger moves toward the inline start to reach it,
 * as when turning a page in a book of that language.
 */
export function swipeStep(dx: number, dy: number, dir: "ltr" | "rtl"): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardStart = dir === "ltr" ? dx < 0 : dx > 0;
  return towardStart ? 1 : -1;
}

/** Arrow keys follow the screen: the right arrow goes right, which is the next tab in English only. */
export function keyTarget(
  tabs: readonly TabId[],
  current: TabId,
  key: string,
  dir: "ltr" | "rtl",
): TabId | null {
  const forward = dir === "ltr" ? "ArrowRight" : "ArrowLeft";
  const back = dir === "ltr" ? "ArrowLeft" : "ArrowRight";
  if (key === forward) return stepTab(tabs, current, 1);
  if (key === back) return stepTab(tabs, current, -1);
  if (key === "Home") return tabs[0] ?? null;
  if (key === "End") return tabs[tabs.length - 1] ?? null;
  return null;
}

/** `/dialer` opens the phone tab; `/` the messenger (spec §2). */
export const tabForPath = (path: string): TabId => (path.startsWith("/dialer") ? "phone" : "messenger");
