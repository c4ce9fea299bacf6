import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";

// AES-256-GCM: 96-bit random nonce, 128-bit tag. A sealed value is "v1.<nonce>.<tag>.<ciphertext>"
// in base64url, so a later key or algorithm can be told apart by its prefix.
const VERSION = "v1";
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
export const SECRET_KEY_FILE = "secret.key";

export type SecretBox = {
  /** Encrypts `plain`; `context` (e.g. the row it belongs to) must be given again to open it. */
  seal(plain: string, context: string): string;
  /** Decrypts; throws when the value, the context or the key does not match. */
  open(sealed: string, context: string): string;
};

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`secret key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed, context) {
      const [version, nonce, tag, body, ...rest] = sealed.split(".");
      if (
        version !== VERSION ||
        nonce === undefined ||
        tag === undefined ||
        body === undefined ||
        rest.length
      )
        throw new Error("not a sealed secret of this version");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

function readKeyFile(file: string): Buffer {
  const hex = fs.readFileSync(file, "utf8").trim();
  if (!HEX_KEY.test(hex)) throw new Error(`${file} does not hold a 64-hex-character key`);
  return Buffer.from(hex, "hex");
}

/**
 * The server's key for secrets at rest: SECRET_KEY when set, else `${dataDir}/secret.key`,
 * created once (mode 0600) on first use. Losing the file loses every stored secret.
 */
export function loadSecretKey(config: Pick<Config, "secretKey" | "dataDir">): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, "hex");
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  if (fs.existsSync(file)) return readKeyFile(file);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // "wx": when two instances start together, one writes and the other reads what it wrote.
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readKeyFile(file);
}

const boxes = new WeakMap<Config, SecretBox>();

/** One box per app configuration, its key loaded on first use. */
export function secretBoxFor(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) boxes.set(config, (box = createSecretBox(loadSecretKey(config))));
  return box;
}
