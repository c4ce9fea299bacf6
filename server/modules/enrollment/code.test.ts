import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, isWellFormedCode } from "../../../common/enrollment";
import { generateCode } from "./code";

describe("generateCode", () => {
  it("makes well-formed codes of the alphabet", () => {
    for (let i = 0; i < 500; i++) expect(isWellFormedCode(generateCode())).toBe(true);
  });
  it("uses every character and repeats no code in 10,000", () => {
    const codes = Array.from({ length: 10_000 }, () => generateCode());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join(""))).toEqual(new Set(CODE_ALPHABET));
  });
});
