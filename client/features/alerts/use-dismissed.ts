import { useSyncExternalStore } from "react";
import { browserStorage, loadDismissed, rememberDismissed } from "./dismissed";

// One store for the page, so the banners and the Tools feed agree at once.
let dismissed: ReadonlySet<number> | undefined;
const listeners = new Set<() => void>();

function snapshot(): ReadonlySet<number> {
  dismissed ??= loadDismissed(browserStorage());
  return dismissed;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Records a dismissed (and acknowledged) broadcast on this device. */
export function dismissBroadcast(id: number): void {
  dismissed = rememberDismissed(browserStorage(), id);
  for (const listener of listeners) listener();
}

/** The ids of the broadcasts dismissed on this device. */
export function useDismissed(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
