import { describe, expect, it } from "vitest";
import { lastSeenColour, relativeTime } from "./devices";

const now = new Date("2026-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;

describe("last-seen colour", () => {
  it("is grey when never seen", () => expect(lastSeenColour(null, "active", now)).toBe("grey"));
  it("is red when the device is not active", () => {
    for (const s of ["rejected", "locked", "removed"] as const)
      expect(lastSeenColour(ago(1000), s, now)).toBe("red");
  });
  it("is orange after 24 h, yellow after 1 h, green otherwise", () => {
    expect(lastSeenColour(ago(24 * H + 1), "active", now)).toBe("orange");
    expect(lastSeenColour(ago(H + 1), "active", now)).toBe("yellow");
    expect(lastSeenColour(ago(H), "active", now)).toBe("green");
    expect(lastSeenColour(ago(0), "active", now)).toBe("green");
  });
});

describe("relative time", () => {
  it("says Just now, minutes, hours, then the date", () => {
    expect(relativeTime(null, now)).toEqual({ unit: "never" });
    expect(relativeTime(ago(59_000), now)).toEqual({ unit: "justNow" });
    expect(relativeTime(ago(5 * 60_000), now)).toEqual({ unit: "minutes", count: 5 });
    expect(relativeTime(ago(3 * H), now)).toEqual({ unit: "hours", count: 3 });
    expect(relativeTime(ago(30 * H), now)).toMatchObject({ unit: "date" });
  });
});
