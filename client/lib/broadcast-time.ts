/** A time on a broadcast: "14:05" today, "Sat 14:05" on another day (they live at most 24 h). */
export function formatBroadcastTime(at: string, locale: string, now: Date = new Date()): string {
  const date = new Date(at);
  const sameDay = date.toDateString() === now.toDateString();
  return date.toLocaleTimeString(locale, {
    hour: "2-digit",
    minute: "2-digit",
    ...(sameDay ? {} : { weekday: "short" }),
  });
}
