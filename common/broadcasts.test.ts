import { describe, expect, it } from "vitest";
import { byPriority, expiryFromMinutes, isBannerVisible, isExpired } from "./broadcasts";

const now = new Date("2026-06-01T12:00:00Z");
const banner = (over: object = {}) => ({
  id: 1,
  isActive: true,
  expiresAt: "2026-06-01T12:30:00Z",
  acknowledgedAt: null as string | null,
  ...over,
});

describe("banner visibility", () => {
  it("shows an active, undismissed, unacknowledged, unexpired broadcast", () => {
    expect(isBannerVisible(banner(), new Set(), now)).toBe(true);
  });
  it("hides it when ended, dismissed here, acknowledged or expired", () => {
    expect(isBannerVisible(banner({ isActive: false }), new Set(), now)).toBe(false);
    expect(isBannerVisible(banner(), new Set([1]), now)).toBe(false);
    expect(isBannerVisible(banner({ acknowledgedAt: "2026-06-01T12:01:00Z" }), new Set(), now)).toBe(false);
    expect(isBannerVisible(banner({ expiresAt: "2026-06-01T12:00:00Z" }), new Set(), now)).toBe(false);
  });
  it("judges expiry by the server's clock", () => {
    // The phone's clock is 10 minutes behind the server: it would still show an expired alert.
    const slowPhone = new Date("2026-06-01T12:25:00Z");
    expect(isBannerVisible(banner(), new Set(), slowPhone, 10 * 60_000)).toBe(false);
    expect(isExpired("2026-06-01T12:30:00Z", slowPhone, 0)).toBe(false);
  });
});

describe("priority order", () => {
  it("puts emergency first, then high, medium, low; newest first within a priority", () => {
    const items = [
      { priority: "low" as const, broadcastAt: "2026-06-01T12:00:00Z", n: 1 },
      { priority: "emergency" as const, broadcastAt: "2026-06-01T11:00:00Z", n: 2 },
      { priority: "high" as const, broadcastAt: "2026-06-01T11:00:00Z", n: 3 },
      { priority: "emergency" as const, broadcastAt: "2026-06-01T11:30:00Z", n: 4 },
      { priority: "medium" as const, broadcastAt: "2026-06-01T11:00:00Z", n: 5 },
    ];
    expect([...items].sort(byPriority).map((i) => i.n)).toEqual([4, 2, 3, 5, 1]);
  });
});

describe("expiry from the form's minutes", () => {
  it("adds 1 to 1440 minutes, clamped", () => {
    expect(expiryFromMinutes(30, now)).toBe("2026-06-01T12:30:00.000Z");
    expect(expiryFromMinutes(0, now)).toBe("2026-06-01T12:01:00.000Z");
    expect(expiryFromMinutes(5000, now)).toBe("2026-06-02T12:00:00.000Z");
  });
});
