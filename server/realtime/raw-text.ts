import type { RawData } from "ws";

/** The text of a WebSocket message, whichever of ws's buffer shapes it arrived in. */
export function rawText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString("utf8");
  if (Array.isArray(raw)) return Buffer.concat(raw).toString("utf8");
  return Buffer.from(raw).toString("utf8");
}
