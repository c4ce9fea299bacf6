import "./styles.css";
import "./lib/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { registerSW } from "virtual:pwa-register";
import { App } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker precaches the app shell so the app opens with no network after one visit.
// autoUpdate: a new version activates on its own and the page reloads into it.
void registerSW({
  immediate: true,
  onRegisterError(error: unknown) {
    console.warn("Service worker registration failed; the app will not open offline", error);
  },
});
