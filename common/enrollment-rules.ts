import { ENROLLMENT_CODE_MAX, ENROLLMENT_CODE_MIN } from "./constants";

/** Code characters: no look-alikes (no I, L, O, 0, 1). */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 10;

/** Trims and upper-cases a typed code, as the enroll screen does. */
export const normalizeCode = (raw: string) => raw.trim().toUpperCase();

/** A code as issued: 8–12 characters of the alphabet. */
export function isWellFormedCode(code: string): boolean {
  if (code.length < ENROLLMENT_CODE_MIN || code.length > ENROLLMENT_CODE_MAX) return false;
  return [...code].every((ch) => CODE_ALPHABET.includes(ch));
}

export type CodeState = "used" | "expired" | "active";

/** Display state of an enrollment code (spec §4): Used, else Expired when past expiresAt, else Active. */
export function codeState(
  code: { isUsed: boolean; expiresAt: string | Date },
  now: Date = new Date(),
): CodeState {
  if (code.isUsed) return "used";
  return new Date(code.expiresAt).getTime() <= now.getTime() ? "expired" : "active";
}

/** End of the local day `days` ahead of `from` (the form's default expiry, sent as end of that day). */
export function defaultCodeExpiry(from: Date, days: number): Date {
  const d = new Date(from);
  d.setDate(d.getDate() + days);
  d.setHours(23, 59, 59, 999);
  return d;
}

/** IMEI: 15 digits whose last is the Luhn check digit. */
export function isValidImei(imei: string): boolean {
  if (!/^\d{15}$/.test(imei)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let digit = Number(imei[14 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const FINGERPRINT_PATTERN = /^HTZ[A-Z0-9]{8,64}$/;
