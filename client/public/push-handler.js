// Web Push in the service worker (imported by the generated worker: vite.config.ts importScripts).
// The push carries {kind, id, title, body, priority}; the app fetches the rest when it opens.
/* global self */

const EMERGENCY_VIBRATION = [600, 200, 600, 200, 600, 200, 600];
const VIBRATION = [300, 150, 300];

self.addEventListener("push", (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const emergency = payload.priority === "emergency";
  const title = payload.title || "Hatzalah Responder";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || "",
      // One notification per broadcast: a re-alert replaces it and, with renotify, buzzes again.
      tag: payload.id ? `broadcast-${payload.id}` : "broadcast",
      renotify: true,
      requireInteraction: emergency,
      vibrate: emergency ? EMERGENCY_VIBRATION : VIBRATION,
      icon: "/pwa-192x192.png",
      badge: "/pwa-192x192.png",
      data: { url: "/", id: payload.id },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow("/");
    })(),
  );
});
