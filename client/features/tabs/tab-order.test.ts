import { describe, expect, it } from "vitest";
import { badgeText } from "./badge";
import { enabledTabs, keyTarget, resolveTab, stepTab, swipeStep, tabForPath } from "./tab-order";

describe("badge cap (spec §9)", () => {
  it("shows nothing for zero, the count up to 99, then 99+", () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12_345)).toBe("99+");
  });
});

describe("enabled tabs (spec §2)", () => {
  it("enables every tab unless a flag is explicitly false", () => {
    expect(enabledTabs(undefined)).toEqual(["messenger", "phone", "phonebook", "ptt"]);
    expect(enabledTabs({})).toEqual(["messenger", "phone", "phonebook", "ptt"]);
  });

  it("lets phoneEnabled cover phone and phonebook", () => {
    expect(enabledTabs({ messengerEnabled: true, phoneEnabled: false, pttEnabled: true })).toEqual([
      "messenger",
      "ptt",
    ]);
    expect(enabledTabs({ messengerEnabled: false, phoneEnabled: true, pttEnabled: false })).toEqual([
      "phone",
      "phonebook",
    ]);
  });

  it("falls back to the first enabled tab, or none", () => {
    expect(resolveTab(["messenger", "ptt"], "phone")).toBe("messenger");
    expect(resolveTab(["messenger", "ptt"], "ptt")).toBe("ptt");
    expect(resolveTab([], "ptt")).toBeNull();
    expect(tabForPath("/dialer")).toBe("phone");
    expect(tabForPath("/")).toBe("messenger");
  });
});

describe("moving between tabs", () => {
  const withoutPhone = enabledTabs({ phoneEnabled: false });

  it("steps over disabled tabs and stops at either end", () => {
    expect(stepTab(withoutPhone, "messenger", 1)).toBe("ptt");
    expect(stepTab(withoutPhone, "ptt", -1)).toBe("messenger");
    expect(stepTab(withoutPhone, "ptt", 1)).toBe("ptt");
    expect(stepTab(withoutPhone, "messenger", -1)).toBe("messenger");
    expect(stepTab(withoutPhone, "phone", 1)).toBe("messenger");
  });

  it("counts a swipe only past 50 px and mostly sideways", () => {
    expect(swipeStep(-50, 0, "ltr")).toBe(0);
    expect(swipeStep(-51, 0, "ltr")).toBe(1);
    expect(swipeStep(51, 0, "ltr")).toBe(-1);
    expect(swipeStep(-80, 90, "ltr")).toBe(0);
    expect(swipeStep(-80, 79, "ltr")).toBe(1);
  });

  it("mirrors the swipe in Hebrew, where the next tab lies to the left", () => {
    expect(swipeStep(51, 0, "rtl")).toBe(1);
    expect(swipeStep(-51, 0, "rtl")).toBe(-1);
  });

  it("follows the arrow keys on screen, and Home and End", () => {
    const all = enabledTabs(undefined);
    expect(keyTarget(all, "phone", "ArrowRight", "ltr")).toBe("phonebook");
    expect(keyTarget(all, "phone", "ArrowLeft", "rtl")).toBe("phonebook");
    expect(keyTarget(all, "phone", "ArrowLeft", "ltr")).toBe("messenger");
    expect(keyTarget(all, "phone", "Home", "ltr")).toBe("messenger");
    expect(keyTarget(all, "phone", "End", "rtl")).toBe("ptt");
    expect(keyTarget(all, "phone", "Enter", "ltr")).toBeNull();
  });
});
