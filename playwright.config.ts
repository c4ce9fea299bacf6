import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Playwright evaluates this file again in every worker: choose the port, data directory and admin
// password once, in the runner, and pass them down through the environment.
process.env.E2E_PORT ||= String(20_000 + Math.floor(Math.random() * 20_000));
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "responder-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // Only the runner made it, so only the runner removes it, after the web server has stopped.
  process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
process.env.E2E_ADMIN_PASSWORD ||= randomBytes(12).toString("hex");

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const workers = Math.min(2, Math.max(1, Number(process.env.PW_WORKERS) || 1));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    // Debian's Chromium: this machine never downloads a browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
  ],
  webServer: {
    command: "npx tsx server/main.ts",
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Let the server close its database cleanly instead of being killed.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // Every test enrolls its own phones from this one address; the limit itself is tested in
      // server/modules/enrollment/enrollment.int.test.ts.
      ENROLL_RATE_LIMIT: "1000",
    },
  },
});
