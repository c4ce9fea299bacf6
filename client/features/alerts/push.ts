// Web Push: with the app closed, an emergency broadcast still reaches the phone as a notification
// (the service worker shows it: client/public/push-handler.js).
import { getPushPublicKey, savePushSubscription } from "./api";

const WORKER_WAIT_MS = 10_000;

/** Whether this browser can receive push notifications at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "Notification" in window &&
    "serviceWorker" in navigator &&
    "PushManager" in window
  );
}

/** The VAPID public key (base64url, as the server gives it) as the bytes subscribe() expects. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + "=".repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The app's service worker is not running")), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Subscribes this browser (or reuses its subscription) and gives it to the server, which stores it
 * idempotently. Needs notification permission already granted.
 */
export async function subscribeToPush(fingerprint: string): Promise<void> {
  const registration = await workerRegistration();
  const key = base64UrlToBytes(await getPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key (the server's keys were replaced) cannot be used.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error("The push subscription has no keys");
  await savePushSubscription(fingerprint, {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  });
}
