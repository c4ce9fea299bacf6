import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const THEME_COLOR = "#b91c1c";
const API_TARGET = process.env.API_TARGET ?? "http://localhost:3000";

export default defineConfig(({ command }) => {
  // The server builds the client on start, also under NODE_ENV=test (e2e); a bundle built then
  // would carry React's development build (about 5x larger). A build is always a production build.
  if (command === "build" && process.env.NODE_ENV === "test") process.env.NODE_ENV = "production";
  return {
    root: fileURLToPath(new URL("./client", import.meta.url)),
    build: {
      outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
      emptyOutDir: true,
    },
    plugins: [
      react(),
      tailwindcss(),
      VitePWA({
        registerType: "autoUpdate",
        // The CSP forbids inline scripts: client/main.tsx registers the worker through the virtual module.
        injectRegister: false,
        includeAssets: ["favicon.svg", "apple-touch-icon.png"],
        manifest: {
          name: "Hatzalah Responder",
          short_name: "Responder",
          description: "Responder app and command console for a volunteer emergency medical service",
          start_url: "/",
          scope: "/",
          display: "standalone",
          orientation: "portrait",
          theme_color: THEME_COLOR,
          background_color: "#ffffff",
          icons: [
            { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" },
            { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png" },
            { src: "/maskable-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        workbox: {
          globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
          navigateFallback: "/index.html",
          navigateFallbackDenylist: [/^\/api\//, /^\/metrics/, /^\/healthz/, /^\/readyz/],
          cleanupOutdatedCaches: true,
          // Web Push: shows emergency broadcasts while the app is closed (client/public/push-handler.js).
          importScripts: ["push-handler.js"],
        },
      }),
    ],
    server: {
      proxy: {
        // No changeOrigin: the server checks that Origin matches Host on state-changing calls.
        "/api": { target: API_TARGET, ws: true },
      },
    },
  };
});
