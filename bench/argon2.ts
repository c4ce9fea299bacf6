import { hash } from "@node-rs/argon2";
import { ARGON2_PARAMS, hashPassword, verifyPassword } from "../server/modules/auth/password";
import { fmt, percentile } from "./lib";

async function time(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

export async function benchArgon2(): Promise<void> {
  const stored = await hashPassword("correct horse battery staple");
  const ours = await time(() => verifyPassword(stored, "correct horse battery staple"), 20);
  // Baseline: the package's defaults (m=19456 KiB, t=2, p=1), OWASP's minimum for argon2id.
  const base = await time(() => hash("correct horse battery staple"), 20);
  const p50 = percentile(ours, 50);
  const b50 = percentile(base, 50);
  console.log("\n## argon2id cost per sign-in (verify), 20 runs");
  console.log(
    `ours m=${ARGON2_PARAMS.memoryCost} KiB t=${ARGON2_PARAMS.timeCost} p=${ARGON2_PARAMS.parallelism}: p50 ${fmt(p50)} ms, p95 ${fmt(percentile(ours, 95))} ms, max ${fmt(ours.at(-1)!)} ms`,
  );
  console.log(
    `baseline defaults m=19456 t=2 p=1: p50 ${fmt(b50)} ms (ours ${fmt(p50 / b50, 1)}x); aim 50-150 ms`,
  );
}
