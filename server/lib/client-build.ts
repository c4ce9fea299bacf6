import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { clientDistDir } from "./static-client";

const SOURCES = ["client", "common", "vite.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/client is missing or older than any client source. */
export function clientBuildIsStale(root = process.cwd()): boolean {
  const built = path.join(clientDistDir, "index.html");
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/** Builds the client with Vite when it is missing or stale; throws if the build fails. */
export function ensureClientBuild(log: (msg: string) => void): void {
  if (!clientBuildIsStale()) return;
  log("Building the client (missing or older than its sources)...");
  const vite = path.resolve("node_modules/vite/bin/vite.js");
  // Always a production bundle, whatever NODE_ENV the server itself runs with.
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0)
    throw new Error(`Client build failed (vite exited ${result.status ?? "by signal"})`);
}
