import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them safely. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function sameHash(a: string, b: string): boolean {
  const ab = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
