import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ensureClientBuild } from "../server/lib/client-build";
import { clientDistDir } from "../server/lib/static-client";
import { fmt } from "./lib";

const BUDGET_KB = 200;
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

/** The JavaScript `/` loads before it can draw: the entry script and its modulepreloads. */
export function firstLoadScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set([...srcs, ...preloads])].filter((s) => !s.includes("registerSW"));
}

export async function benchBundle(): Promise<void> {
  ensureClientBuild((m) => console.log(m));
  const html = fs.readFileSync(path.join(clientDistDir, "index.html"), "utf8");
  const files = firstLoadScripts(html);
  let total = 0;
  console.log("\n## First JavaScript of / (gzip -9)");
  for (const f of files) {
    const kb = gzipKb(path.join(clientDistDir, f));
    total += kb;
    console.log(`  ${f}: ${fmt(kb, 1)} KB`);
  }
  const all = fs.readdirSync(path.join(clientDistDir, "assets")).filter((f) => f.endsWith(".js"));
  const everything = all.reduce((sum, f) => sum + gzipKb(path.join(clientDistDir, "assets", f)), 0);
  const admin = all.filter((f) => /admin/i.test(f));
  console.log(
    `first load: ${fmt(total, 1)} KB of budget ${BUDGET_KB} KB (ratio ${fmt(total / BUDGET_KB, 2)})`,
  );
  console.log(
    `baseline: all JavaScript of the build ${fmt(everything, 1)} KB; first load is ${fmt((100 * total) / everything)}% of it`,
  );
  console.log(`admin chunks loaded lazily: ${admin.length > 0 ? admin.join(", ") : "none found"}`);
}
