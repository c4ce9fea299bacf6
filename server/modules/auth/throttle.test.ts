import { describe, expect, it } from "vitest";
import { FREE_FAILURES, lockDuration, MAX_LOCK_MS } from "./throttle.service";
import { generatePassword } from "./password";

describe("sign-in lockout", () => {
  it("allows 5 failures, then locks for 30 s, doubling up to 15 min and never longer", () => {
    expect(lockDuration(FREE_FAILURES - 1)).toBe(0);
    expect(lockDuration(FREE_FAILURES)).toBe(30_000);
    expect(lockDuration(FREE_FAILURES + 1)).toBe(60_000);
    expect(lockDuration(1000)).toBe(MAX_LOCK_MS);
  });
});

describe("one-time password", () => {
  it("is 20 unambiguous characters, different each time", () => {
    const a = generatePassword();
    expect(a).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
