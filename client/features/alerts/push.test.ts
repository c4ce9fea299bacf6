import { describe, expect, it } from "vitest";
import { base64UrlToBytes, pushSupported } from "./push";

describe("push", () => {
  it("decodes a base64url VAPID key, padding or not", () => {
    expect([...base64UrlToBytes("AQID_-8")]).toEqual([1, 2, 3, 255, 239]);
    expect([...base64UrlToBytes("AQID")]).toEqual([1, 2, 3]);
  });

  it("decodes a 65-byte P-256 public key", () => {
    const key = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256)).toString("base64url");
    expect(base64UrlToBytes(key)).toHaveLength(65);
  });

  it("reports no support outside a browser", () => {
    expect(pushSupported()).toBe(false);
  });
});
