import { randomBytes } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "../../../common/enrollment";

/** A new enrollment code from the crypto source, every character equally likely. */
export function generateCode(length = CODE_LENGTH): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= limit) continue;
      out += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
