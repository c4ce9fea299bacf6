// Banners this device has dismissed (and acknowledged), kept in localStorage so a reload does not
// bring them back while the server's answer is on its way or the network is down (spec §4).

export const DISMISSED_STORAGE_KEY = "dismissedBroadcasts";
// Broadcasts live at most 24 h; the newest few hundred ids cover that many times over.
export const DISMISSED_KEEP = 200;

/** The dismissed ids; an empty set when storage is blocked or holds something else. */
export function loadDismissed(storage: Pick<Storage, "getItem">): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_STORAGE_KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

/** Adds an id (newest last, the oldest dropped beyond DISMISSED_KEEP); returns the new set. */
export function rememberDismissed(storage: Pick<Storage, "getItem" | "setItem">, id: number): Set<number> {
  const ids = [...loadDismissed(storage)].filter((known) => known !== id);
  ids.push(id);
  const kept = ids.slice(-DISMISSED_KEEP);
  try {
    storage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the server's acknowledgement still hides the banner.
  }
  return new Set(kept);
}

const memory = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
};

/** localStorage, or a stand-in for this page's life when the browser blocks it. */
export function browserStorage(): Pick<Storage, "getItem" | "setItem"> {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
}
