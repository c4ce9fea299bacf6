import { describe, expect, it } from "vitest";
import { FINGERPRINT_PATTERN } from "../../common/enrollment";
import { DEVICE_ID_STORAGE_KEY, deviceIdSuffix, getDeviceId, makeDeviceId, traitsHash } from "./device-id";

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

describe("device id", () => {
  it("is HTZ + a traits hash + a random part, matching the server's pattern", () => {
    const id = makeDeviceId("Mozilla|he-IL|8|390|844|24|Asia/Jerusalem");
    expect(id).toMatch(FINGERPRINT_PATTERN);
    expect(id.slice(3, 10)).toBe(traitsHash("Mozilla|he-IL|8|390|844|24|Asia/Jerusalem"));
  });

  it("differs for two identical phones", () => {
    const traits = "same|phone";
    expect(makeDeviceId(traits)).not.toBe(makeDeviceId(traits));
  });

  it("is kept in storage and reused", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    Object.assign(globalThis, { navigator: { userAgent: "x", language: "en", hardwareConcurrency: 2 } });
    const first = getDeviceId(storage);
    expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
    expect(getDeviceId(storage)).toBe(first);
    storage.setItem(DEVICE_ID_STORAGE_KEY, "garbage");
    expect(getDeviceId(storage)).not.toBe("garbage");
  });

  it("shows the last 4 or 8 characters upper-cased", () => {
    expect(deviceIdSuffix("HTZabc12345xyz", 4)).toBe("5XYZ");
    expect(deviceIdSuffix("HTZabc12345xyz", 8)).toBe("C12345XYZ".slice(-8));
  });
});
