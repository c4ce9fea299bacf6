import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSecretBox, loadSecretKey, SECRET_KEY_FILE } from "./secret-box";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-box-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("secret box (AES-256-GCM)", () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it("round-trips, and never stores the plain text", () => {
    const sealed = box.seal("sip-pässword", "device:1");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("sip");
    expect(box.open(sealed, "device:1")).toBe("sip-pässword");
  });

  it("uses a fresh nonce each time", () => {
    expect(box.seal("same", "c")).not.toBe(box.seal("same", "c"));
  });

  it("refuses another context, another key, a changed byte and a malformed value", () => {
    const sealed = box.seal("secret", "device:1");
    expect(() => box.open(sealed, "device:2")).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed, "device:1")).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0]! ^= 1;
    parts[3] = body.toString("base64url");
    expect(() => box.open(parts.join("."), "device:1")).toThrow();
    expect(() => box.open("v1.abc", "device:1")).toThrow(/not a sealed secret/);
    expect(() => box.open(`v2${sealed.slice(2)}`, "device:1")).toThrow(/not a sealed secret/);
  });

  it("wants a 32-byte key", () => {
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe("the server key", () => {
  it("comes from SECRET_KEY when set, and then writes no file", () => {
    const dataDir = tempDir();
    const hex = "ab".repeat(32);
    expect(loadSecretKey({ secretKey: hex, dataDir }).toString("hex")).toBe(hex);
    expect(fs.existsSync(path.join(dataDir, SECRET_KEY_FILE))).toBe(false);
  });

  it("is generated once into the data directory, readable by the owner only, and reused", () => {
    const dataDir = path.join(tempDir(), "nested");
    const first = loadSecretKey({ secretKey: undefined, dataDir });
    const file = path.join(dataDir, SECRET_KEY_FILE);
    expect(first).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ secretKey: undefined, dataDir }).equals(first)).toBe(true);
  });

  it("refuses a damaged key file rather than making a new key", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, SECRET_KEY_FILE), "not-hex\n");
    expect(() => loadSecretKey({ secretKey: undefined, dataDir })).toThrow(/64-hex-character/);
  });
});
