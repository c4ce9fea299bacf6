import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureClientBuild } from "../server/lib/client-build";
import { fmt, freePort, startProcess, stopProcess, treeRssMb, waitFor } from "./lib";

const tsx = path.resolve("node_modules/.bin/tsx");

async function timeStart(dataDir: string) {
  const port = await freePort();
  const child = startProcess(tsx, ["server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "bench-password-not-secret",
  });
  const ms = await waitFor(`http://127.0.0.1:${port}/readyz`);
  const rss = treeRssMb(child.pid!);
  const exitCode = await stopProcess(child);
  return { ms, rss, exitCode };
}

/** Baseline: a bare Node HTTP server started the same way (node start-up cost alone). */
async function timeBaseline() {
  const port = await freePort();
  const child = startProcess(
    tsx,
    ["-e", `require("node:http").createServer((q,s)=>s.end("ok")).listen(${port},"127.0.0.1")`],
    {},
  );
  const ms = await waitFor(`http://127.0.0.1:${port}/`);
  const rss = treeRssMb(child.pid!);
  await stopProcess(child, "SIGTERM");
  return { ms, rss };
}

export async function benchStartup(): Promise<void> {
  ensureClientBuild((m) => console.log(m));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "responder-bench-"));
  try {
    const baseline = await timeBaseline();
    const first = await timeStart(dataDir);
    const second = await timeStart(dataDir);
    console.log("\n## Start-up (npm start → /readyz), embedded PGlite");
    console.log(
      `baseline: bare node http server ready in ${fmt(baseline.ms)} ms, RSS ${fmt(baseline.rss)} MB`,
    );
    for (const [name, r] of [
      ["first start (initdb + migrations + seed)", first],
      ["second start (reuses data)", second],
    ] as const) {
      console.log(
        `${name}: ready in ${fmt(r.ms)} ms (${fmt(r.ms / baseline.ms, 1)}x baseline), RSS after start ${fmt(r.rss)} MB, Ctrl-C exit code ${r.exitCode}`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
