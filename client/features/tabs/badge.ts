import { TAB_BADGE_CAP } from "../../../common/constants";

/** A tab badge's text: nothing for zero, the count, or "99+" past the cap (spec §9). */
export function badgeText(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count > TAB_BADGE_CAP ? `${TAB_BADGE_CAP}+` : String(Math.floor(count));
}
