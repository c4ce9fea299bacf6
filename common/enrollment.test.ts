import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  codeState,
  defaultCodeExpiry,
  enrollRequestSchema,
  isValidImei,
  isWellFormedCode,
  normalizeCode,
} from "./enrollment";

describe("code alphabet and format", () => {
  it("has no look-alike characters", () => {
    for (const ch of "IL O01") expect(CODE_ALPHABET).not.toContain(ch);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });
  it("accepts 8-12 characters of the alphabet only", () => {
    expect(isWellFormedCode("ABCDEFGH")).toBe(true);
    expect(isWellFormedCode("ABCDEFGHJKMN")).toBe(true);
    expect(isWellFormedCode("ABCDEFG")).toBe(false);
    expect(isWellFormedCode("ABCDEFGHJKMNP")).toBe(false);
    expect(isWellFormedCode("ABCDEFG0")).toBe(false);
  });
  it("trims and upper-cases", () => {
    expect(normalizeCode("  abcd efgh ")).toBe("ABCD EFGH");
    expect(enrollRequestSchema.parse({ code: " abcdefgh ", fingerprint: "HTZABCDEFGH1" }).code).toBe(
      "ABCDEFGH",
    );
  });
});

describe("IMEI check", () => {
  it.each(["490154203237518", "356938035643809", "353879234252633"])("accepts %s", (imei) => {
    expect(isValidImei(imei)).toBe(true);
  });
  it.each(["490154203237519", "49015420323751", "4901542032375180", "49015420323751a", ""])(
    "refuses %s",
    (imei) => {
      expect(isValidImei(imei)).toBe(false);
    },
  );
});

describe("code state", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("is Used before anything else", () => {
    expect(codeState({ isUsed: true, expiresAt: "2020-01-01T00:00:00Z" }, now)).toBe("used");
  });
  it("is Expired when now is past expiresAt", () => {
    expect(codeState({ isUsed: false, expiresAt: "2026-06-01T11:59:59Z" }, now)).toBe("expired");
  });
  it("is Active otherwise", () => {
    expect(codeState({ isUsed: false, expiresAt: "2026-06-02T00:00:00Z" }, now)).toBe("active");
  });
});

describe("default expiry", () => {
  it("is the end of the day 7 days ahead", () => {
    const d = defaultCodeExpiry(new Date(2026, 0, 30, 9, 15), 7);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2026, 1, 6, 23, 59,
    ]);
  });
});
