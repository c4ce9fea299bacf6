import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";

/**
 * argon2id with 64 MiB, 4 passes, 4 lanes: about 60–80 ms per hash on the project's 2-core
 * machines (bench/argon2.ts measures it), so a sign-in is cheap for a person and costly to guess.
 */
export const ARGON2_PARAMS = {
  // 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot read at run time).
  algorithm: 2 as Algorithm,
  memoryCost: 65_536,
  timeCost: 4,
  parallelism: 4,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_PARAMS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}

const PASSWORD_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A strong one-time password (20 characters, ~115 bits). */
export function generatePassword(length = 20): string {
  const bytes = randomBytes(length * 2);
  let out = "";
  for (const byte of bytes) {
    // Reject the top of the byte range so every character is equally likely.
    if (byte >= 256 - (256 % PASSWORD_ALPHABET.length)) continue;
    out += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    if (out.length === length) return out;
  }
  return out + generatePassword(length - out.length);
}
