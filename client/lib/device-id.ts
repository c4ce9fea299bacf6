// The device id: 'HTZ', a value derived from browser and screen traits, and a random part so two
// identical phones still differ. It identifies the device; the httpOnly secret cookie authenticates it.

export const DEVICE_ID_STORAGE_KEY = "deviceFingerprint";
const DEVICE_ID_PATTERN = /^HTZ[A-Z0-9]{8,64}$/;

/** FNV-1a over the traits, as 7 base-36 characters. */
export function traitsHash(traits: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < traits.length; i++) {
    h ^= traits.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).toUpperCase().padStart(7, "0").slice(-7);
}

export function randomPart(length = 9): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => (b % 36).toString(36))
    .join("")
    .toUpperCase();
}

export function browserTraits(): string {
  const s = typeof screen === "undefined" ? undefined : screen;
  return [
    navigator.userAgent,
    navigator.language,
    navigator.hardwareConcurrency,
    s?.width,
    s?.height,
    s?.colorDepth,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join("|");
}

export const makeDeviceId = (traits: string) => `HTZ${traitsHash(traits)}${randomPart()}`;

/** This browser's device id, created once and kept in localStorage. */
export function getDeviceId(storage: Storage = localStorage): string {
  const stored = storage.getItem(DEVICE_ID_STORAGE_KEY);
  if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
  const id = makeDeviceId(browserTraits());
  storage.setItem(DEVICE_ID_STORAGE_KEY, id);
  return id;
}

/** The last n characters, upper-cased (header: 4, pending card: 8). */
export const deviceIdSuffix = (id: string, n: number) => id.slice(-n).toUpperCase();
