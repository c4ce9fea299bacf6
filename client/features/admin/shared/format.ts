/** A date and time in the reader's language, e.g. "31/01/2026, 14:05". */
export function formatDateTime(at: string | Date, locale: string): string {
  return new Date(at).toLocaleString(locale, { dateStyle: "short", timeStyle: "short" });
}

/** A calendar date in the reader's language, e.g. "31 Jan 2026". */
export function formatDate(at: string | Date, locale: string): string {
  return new Date(at).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}
