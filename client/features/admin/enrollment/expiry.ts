import { defaultCodeExpiry } from "../../../../common/enrollment";

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** A local calendar day as a date input's value ("YYYY-MM-DD"). */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The form's default: the day `days` ahead of `now` (spec: 7 days). */
export function defaultExpiryInput(now: Date, days: number): string {
  return toDateInputValue(defaultCodeExpiry(now, days));
}

function parseDay(value: string): [number, number, number] | null {
  const match = DATE_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(year, month - 1, day);
  // Rejects days that do not exist (2026-02-30 would roll over to March).
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== day) return null;
  return [year, month, day];
}

/** The last millisecond of a date input's day in local time (the spec's "end of that day"), or null. */
export function endOfLocalDay(value: string): Date | null {
  const day = parseDay(value);
  return day ? new Date(day[0], day[1] - 1, day[2], 23, 59, 59, 999) : null;
}

/** The first millisecond of a date input's day in local time, or null. */
export function startOfLocalDay(value: string): Date | null {
  const day = parseDay(value);
  return day ? new Date(day[0], day[1] - 1, day[2], 0, 0, 0, 0) : null;
}

export type ExpiryProblem = "required" | "invalid" | "past";

/** What is wrong with an expiry day chosen at `now`, or null (today counts: it runs to midnight). */
export function expiryProblem(value: string, now: Date): ExpiryProblem | null {
  if (!value.trim()) return "required";
  const end = endOfLocalDay(value);
  if (!end) return "invalid";
  return end.getTime() <= now.getTime() ? "past" : null;
}
