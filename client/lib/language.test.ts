import { describe, expect, it } from "vitest";
import { detectLanguage, directionOf, isLanguage } from "./language";

describe("detectLanguage", () => {
  it.each([
    ["he", "en-US", "he"],
    ["en", "he-IL", "en"],
    [null, "he-IL", "he"],
    [null, "he", "he"],
    [null, "HE", "he"],
    [null, "en-GB", "en"],
    [null, "fr", "en"],
    [null, undefined, "en"],
    ["fr", "he-IL", "he"],
    ["", "de", "en"],
  ] as const)("stored %s, browser %s gives %s", (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });
});

describe("directionOf / isLanguage", () => {
  it("maps Hebrew to rtl and English to ltr", () => {
    expect(directionOf("he")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });

  it("accepts only the app's languages", () => {
    expect(isLanguage("he")).toBe(true);
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("HE")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
