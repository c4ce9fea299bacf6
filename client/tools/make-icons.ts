// Writes the PWA icons under client/public/ with no image library: a white cross on the
// service's red, drawn pixel by pixel and encoded as PNG with zlib. Run: npx tsx client/tools/make-icons.ts
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

type Rgba = [number, number, number, number];

const RED = [185, 28, 28] as const;
const WHITE = [255, 255, 255] as const;
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encodes RGBA pixels (size x size) as a PNG file. */
function encodePng(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) row.set(pixel(x, y), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A cross whose arms span `crossSpan` of the icon. `rounded` cuts transparent corners (radius 22%);
 * a maskable icon is full-bleed and keeps the cross inside the 80% safe zone.
 */
function icon(size: number, { crossSpan, rounded }: { crossSpan: number; rounded: boolean }): Buffer {
  const arm = (crossSpan * size) / 2;
  const half = arm / 3;
  const c = size / 2;
  const r = rounded ? size * 0.22 : 0;
  return encodePng(size, (x, y) => {
    const px = x + 0.5;
    const py = y + 0.5;
    if (r > 0) {
      const dx = Math.max(r - px, px - (size - r), 0);
      const dy = Math.max(r - py, py - (size - r), 0);
      if (dx * dx + dy * dy > r * r) return [0, 0, 0, 0];
    }
    const inCross =
      (Math.abs(px - c) <= half && Math.abs(py - c) <= arm) ||
      (Math.abs(py - c) <= half && Math.abs(px - c) <= arm);
    return [...(inCross ? WHITE : RED), 255];
  });
}

const files: Record<string, Buffer> = {
  "pwa-192x192.png": icon(192, { crossSpan: 0.6, rounded: true }),
  "pwa-512x512.png": icon(512, { crossSpan: 0.6, rounded: true }),
  "maskable-512x512.png": icon(512, { crossSpan: 0.5, rounded: false }),
  "apple-touch-icon.png": icon(180, { crossSpan: 0.55, rounded: false }),
};
for (const [name, data] of Object.entries(files)) {
  fs.writeFileSync(path.join(publicDir, name), data);
  console.log(`wrote ${name} (${data.length} bytes)`);
}
