import type { RelativeTime } from "../../../../common/devices";

/** The words for each unit of a relative time (from the locale files). */
export type RelativeWords = {
  never: string;
  justNow: string;
  minutes: (count: number) => string;
  hours: (count: number) => string;
};

/** Spec §4 relative time in words: 'Just now', 'N min ago', 'N h ago', then the date. */
export function relativeTimeText(time: RelativeTime, words: RelativeWords, locale: string): string {
  switch (time.unit) {
    case "never":
      return words.never;
    case "justNow":
      return words.justNow;
    case "minutes":
      return words.minutes(time.count);
    case "hours":
      return words.hours(time.count);
    case "date":
      return time.date.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
  }
}
