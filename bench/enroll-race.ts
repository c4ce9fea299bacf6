import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fmt, freePort, percentile, startProcess, stopProcess, waitFor } from "./lib";

const tsx = path.resolve("node_modules/.bin/tsx");
const N = 50;

/** 50 phones redeem one code at once against the real server: exactly one may win. */
export async function benchEnrollRace(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "responder-bench-"));
  const port = await freePort();
  const password = `bench-${Math.random().toString(36).slice(2)}`;
  const child = startProcess(tsx, ["server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: password,
    TRUST_PROXY: "true",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/readyz`);
    const headers = { "content-type": "application/json", origin: base };
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ username: "admin", password }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const codeRes = await fetch(`${base}/api/admin/enrollment-codes`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({
        responderName: "Race",
        responderIdNumber: "999",
        role: "emt",
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    });
    const { code } = (await codeRes.json()) as { code: string };

    // Each attempt from its own address (X-Forwarded-For behind TRUST_PROXY), as 50 phones would be.
    const attempt = async (i: number) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/devices/enroll`, {
        method: "POST",
        headers: { ...headers, "x-forwarded-for": `10.1.0.${i + 1}` },
        body: JSON.stringify({ code, fingerprint: `HTZRACE${String(i).padStart(6, "0")}` }),
      });
      return { status: res.status, ms: performance.now() - t };
    };
    const baseline = await Promise.all(
      Array.from({ length: N }, async () => {
        const t = performance.now();
        await fetch(`${base}/healthz`);
        return performance.now() - t;
      }),
    );
    const results = await Promise.all(Array.from({ length: N }, (_, i) => attempt(i)));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const wins = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 409).length;
    const b = baseline.sort((x, y) => x - y);
    console.log(`\n## ${N} concurrent enrollments on one code (PGlite)`);
    console.log(`successes: ${wins} (must be 1), refused 409: ${refused}, other: ${N - wins - refused}`);
    console.log(
      `latency p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, max ${fmt(times.at(-1)!)} ms`,
    );
    console.log(
      `baseline ${N} concurrent GET /healthz: p50 ${fmt(percentile(b, 50))} ms, max ${fmt(b.at(-1)!)} ms (enroll p50 ${fmt(percentile(times, 50) / percentile(b, 50), 1)}x)`,
    );
    if (wins !== 1) process.exitCode = 1;
  } finally {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
