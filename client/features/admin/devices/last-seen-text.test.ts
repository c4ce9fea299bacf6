import { describe, expect, it } from "vitest";
import { relativeTime } from "../../../../common/devices";
import { relativeTimeText, type RelativeWords } from "./last-seen-text";

const words: RelativeWords = {
  never: "Never",
  justNow: "Just now",
  minutes: (n) => `${n} min ago`,
  hours: (n) => `${n} h ago`,
};

const now = new Date("2026-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relativeTimeText", () => {
  it.each([
    [null, "Never"],
    [ago(30_000), "Just now"],
    [ago(60_000), "1 min ago"],
    [ago(59 * 60_000), "59 min ago"],
    [ago(60 * 60_000), "1 h ago"],
    [ago(23 * 3_600_000 + 59 * 60_000), "23 h ago"],
  ] as const)("%s reads %j", (at, expected) => {
    expect(relativeTimeText(relativeTime(at, now), words, "en")).toBe(expected);
  });

  it("gives the date after a day, in the reader's language", () => {
    const at = new Date(2026, 0, 31, 9, 0);
    const english = relativeTimeText(relativeTime(at, now), words, "en");
    expect(english).toContain("2026");
    expect(english).toContain("31");
    expect(english).toMatch(/Jan/);
    const hebrew = relativeTimeText(relativeTime(at, now), words, "he");
    expect(hebrew).toContain("2026");
    expect(hebrew).toMatch(/ינו/);
  });
});
