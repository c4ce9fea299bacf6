import { describe, expect, it } from "vitest";
import { DISMISSED_KEEP, DISMISSED_STORAGE_KEY, loadDismissed, rememberDismissed } from "./dismissed";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: (key: string) => data.get(key),
  };
}

describe("dismissed broadcasts", () => {
  it("starts empty and remembers ids across loads (a reload)", () => {
    const storage = memoryStorage();
    expect(loadDismissed(storage).size).toBe(0);
    rememberDismissed(storage, 7);
    rememberDismissed(storage, 9);
    expect([...loadDismissed(storage)]).toEqual([7, 9]);
  });

  it("does not store an id twice", () => {
    const storage = memoryStorage();
    rememberDismissed(storage, 7);
    rememberDismissed(storage, 7);
    expect(storage.raw(DISMISSED_STORAGE_KEY)).toBe("[7]");
  });

  it("keeps only the newest ids", () => {
    const storage = memoryStorage();
    for (let id = 1; id <= DISMISSED_KEEP + 5; id++) rememberDismissed(storage, id);
    const ids = loadDismissed(storage);
    expect(ids.size).toBe(DISMISSED_KEEP);
    expect(ids.has(1)).toBe(false);
    expect(ids.has(DISMISSED_KEEP + 5)).toBe(true);
  });

  it.each([["not json"], ['{"a":1}'], ['[1,"x",2.5,null,3]']])("survives a stored value of %s", (value) => {
    const ids = loadDismissed(memoryStorage({ [DISMISSED_STORAGE_KEY]: value }));
    expect([...ids].every(Number.isInteger)).toBe(true);
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(loadDismissed(broken).size).toBe(0);
    expect([...rememberDismissed(broken, 4)]).toEqual([4]);
  });
});
