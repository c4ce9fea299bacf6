import { describe, expect, it } from "vitest";
import { canOpen, parseScreen, SCREENS, screenHref, TILES } from "./navigation";

describe("admin navigation", () => {
  it.each([
    ["admin", "devices", true],
    ["admin", "broadcast", true],
    ["admin", "audit", true],
    ["admin", "users", true],
    ["dispatcher", "broadcast", true],
    ["dispatcher", "devices", false],
    ["dispatcher", "enrollment", false],
    ["dispatcher", "mdm", false],
    ["dispatcher", "tcx", false],
    ["dispatcher", "users", false],
    ["dispatcher", "audit", false],
  ] as const)("%s may open %s: %s", (role, screen, allowed) => {
    expect(canOpen(role, screen)).toBe(allowed);
  });

  it("lets an admin open every screen", () => {
    for (const screen of SCREENS) expect(canOpen("admin", screen)).toBe(true);
  });

  it("has the spec's six tiles in order", () => {
    expect(TILES).toEqual(["devices", "broadcast", "mdm", "enrollment", "tcx", "users"]);
  });

  it("parses known screens and treats anything else as the dashboard", () => {
    expect(parseScreen("devices")).toBe("devices");
    expect(parseScreen("audit")).toBe("audit");
    expect(parseScreen(null)).toBeNull();
    expect(parseScreen("")).toBeNull();
    expect(parseScreen("DEVICES")).toBeNull();
    expect(parseScreen("constructor")).toBeNull();
  });

  it("builds URLs that parse back", () => {
    expect(screenHref(null)).toBe("/admin");
    for (const screen of SCREENS) {
      const url = new URL(screenHref(screen), "http://x");
      expect(url.pathname).toBe("/admin");
      expect(parseScreen(url.searchParams.get("screen"))).toBe(screen);
    }
  });
});
