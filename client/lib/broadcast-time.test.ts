import { describe, expect, it } from "vitest";
import { formatBroadcastTime } from "./broadcast-time";

describe("formatBroadcastTime", () => {
  const now = new Date(2026, 0, 31, 15, 0);

  it("shows only the time on the same day", () => {
    expect(formatBroadcastTime(new Date(2026, 0, 31, 14, 5).toISOString(), "en-GB", now)).toBe("14:05");
  });

  it("adds the weekday on another day", () => {
    const text = formatBroadcastTime(new Date(2026, 1, 1, 9, 30).toISOString(), "en-GB", now);
    expect(text).toContain("09:30");
    expect(text).toMatch(/Sun/);
  });

  it("follows the reader's language", () => {
    const text = formatBroadcastTime(new Date(2026, 1, 1, 9, 30).toISOString(), "he", now);
    expect(text).toContain("09:30");
    expect(text).toMatch(/[\u0590-\u05FF]/);
  });
});
