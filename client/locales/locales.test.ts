import { describe, expect, it } from "vitest";
import en from "./en.json";
import he from "./he.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe("locales", () => {
  it("English and Hebrew have the same keys", () => {
    expect(keysOf(he).sort()).toEqual(keysOf(en).sort());
  });

  it("every string is non-empty", () => {
    for (const tree of [en, he]) {
      for (const key of keysOf(tree)) expect(valueAt(tree, key), key).toMatch(/\S/);
    }
  });

  it("Hebrew strings are translated (except language names and numbers)", () => {
    const sameOnPurpose = new Set(["language.en", "language.he"]);
    for (const key of keysOf(en).filter((k) => !sameOnPurpose.has(k))) {
      expect(valueAt(he, key), key).not.toBe(valueAt(en, key));
    }
  });
});
