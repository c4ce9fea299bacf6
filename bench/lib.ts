import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls a URL until it answers 200; returns the milliseconds it took. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The RSS of a process and all its children (tsx runs the server in a child). */
export function treeRssMb(pid: number): number {
  let total = rssMb(pid);
  for (const child of childPids(pid)) total += treeRssMb(child);
  return total;
}

function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export function startProcess(cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
}

export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGINT",
): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  child.kill(signal);
  return exited;
}

export const fmt = (n: number, digits = 0) => n.toFixed(digits);

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}
