import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./password-rules";

describe("newPasswordProblem", () => {
  it.each([
    ["old", "short", "short", "tooShort"],
    ["old", "", "", "tooShort"],
    ["same-password-1", "same-password-1", "same-password-1", "sameAsCurrent"],
    ["old", "long-enough-1", "long-enough-2", "mismatch"],
    ["old", "long-enough-1", "", "mismatch"],
    ["old", "long-enough-1", "long-enough-1", null],
    ["old", "exactly10!", "exactly10!", null],
  ] as const)("current %j, new %j, confirm %j: %s", (current, next, confirm, expected) => {
    expect(newPasswordProblem(current, next, confirm, 10)).toBe(expected);
  });
});
