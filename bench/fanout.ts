// `npm run bench:fanout`: N WebSocket clients on one instance (N = 1,000, 5,000, 10,000; the clients
// in a separate process), one broadcast, time until every client has it; and the same for a bare
// `ws` broadcast server as the baseline, in the same run. Runs on PostgreSQL (BENCH_DATABASE_URL,
// else TEST_DATABASE_URL, else the local test server) so the devices can be created in bulk.
import { fork, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { fmt, freePort, percentile, rssMb, startProcess, stopProcess, waitFor } from "./lib";

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const sizes = (process.env.FANOUT_SIZES ?? "1000,5000,10000").split(",").map(Number);
const ROUNDS = 3;
const tsx = path.resolve("node_modules/.bin/tsx");
const now = () => performance.timeOrigin + performance.now();

function dbUrl(name: string) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function ask<T>(child: ChildProcess, msg: object, kind: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (reply: { kind: string }) => {
      if (reply.kind !== kind) return;
      child.off("message", onMessage);
      resolve(reply as T);
    };
    child.on("message", onMessage);
    child.send(msg);
  });
}

type Stats = { p50: number; p95: number; p99: number; max: number; got: number };
function stats(arrivals: number[], t0: number): Stats {
  const lat = arrivals.map((a) => a - t0).sort((a, b) => a - b);
  return {
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    p99: percentile(lat, 99),
    max: lat.at(-1) ?? NaN,
    got: lat.length,
  };
}
const line = (s: Stats, n: number) =>
  `p50 ${fmt(s.p50, 1)} ms, p95 ${fmt(s.p95, 1)} ms, p99 ${fmt(s.p99, 1)} ms, max ${fmt(s.max, 1)} ms (${s.got}/${n} received)`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function rounds(
  clients: ChildProcess,
  n: number,
  send: (i: number) => Promise<void>,
): Promise<Stats[]> {
  const out: Stats[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await ask(clients, { kind: "reset" }, "reset");
    const t0 = now();
    await send(i);
    const { arrivals } = await ask<{ arrivals: number[] }>(
      clients,
      { kind: "collect", expected: n },
      "collect",
    );
    out.push(stats(arrivals, t0));
    await new Promise((r) => setTimeout(r, 500));
  }
  return out;
}

async function benchOurs(n: number) {
  const name = `responder_bench_fanout`;
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
  await sql(adminUrl, `create database ${name}`);
  const port = await freePort();
  const password = `bench-${Math.random().toString(36).slice(2)}`;
  const server = startProcess(tsx, ["server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: dbUrl(name),
    ADMIN_PASSWORD: password,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  });
  server.stderr?.pipe(process.stderr);
  const base = `http://127.0.0.1:${port}`;
  const clients = fork(path.resolve("bench/fanout-clients.ts"), [], { execArgv: ["--import", "tsx"] });
  try {
    await waitFor(`${base}/readyz`);
    // N active devices with known secrets, inserted in bulk (enrolling 10,000 phones one by one is not the point).
    const [{ id: responderId }] = (
      await sql(
        dbUrl(name),
        `insert into responders (name, id_number, role) values ('Bench', '900', 'emt') returning id`,
      )
    ).rows as [{ id: number }];
    const secrets = Array.from({ length: n }, (_, i) => `bench-secret-${i}-${Math.random()}`);
    for (let start = 0; start < n; start += 1000) {
      const chunk = secrets.slice(start, start + 1000);
      await sql(
        dbUrl(name),
        `insert into devices (fingerprint, responder_id, status, secret_hash)
         select f, $1, 'active', h from unnest($2::text[], $3::text[]) as t(f, h)`,
        [
          responderId,
          chunk.map((_, i) => `HTZBENCH${String(start + i).padStart(8, "0")}`),
          chunk.map((s) => createHash("sha256").update(s).digest("hex")),
        ],
      );
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const rssBefore = rssMb(serverPid(server));
    await ask(
      clients,
      {
        kind: "open",
        url: `ws://127.0.0.1:${port}/api/realtime?as=device`,
        origin: base,
        cookies: secrets.map((s) => `device=${s}`),
        match: '"type":"broadcast.created"',
      },
      "open",
    );
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = rssMb(serverPid(server));
    const results = await rounds(clients, n, async (i) => {
      const res = await fetch(`${base}/api/broadcasts`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json", cookie },
        body: JSON.stringify({
          dispatcherName: "Bench",
          dispatcherExtension: "100",
          message: `Fan-out round ${i}`,
          priority: "emergency",
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        }),
      });
      if (!res.ok) throw new Error(`broadcast failed: ${res.status} ${await res.text()}`);
    });
    return { results, kbPerConnection: ((rssAfter - rssBefore) * 1024) / n };
  } finally {
    clients.send({ kind: "close" });
    await stopProcess(server, "SIGTERM");
    await sql(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

// tsx runs the server in a child process of its own; measure that one.
function serverPid(child: ChildProcess): number {
  try {
    const kids = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(/\s+/);
    return Number(kids[0]) || child.pid!;
  } catch {
    return child.pid!;
  }
}

async function benchBare(n: number) {
  const port = await freePort();
  const server = startProcess(tsx, ["bench/bare-ws-server.ts", String(port)], {});
  const base = `http://127.0.0.1:${port}`;
  const clients = fork(path.resolve("bench/fanout-clients.ts"), [], { execArgv: ["--import", "tsx"] });
  try {
    await waitFor(`${base}/`);
    const rssBefore = rssMb(serverPid(server));
    await ask(
      clients,
      {
        kind: "open",
        url: `ws://127.0.0.1:${port}/`,
        origin: base,
        cookies: Array.from({ length: n }, () => ""),
        match: '"type":"broadcast.created"',
      },
      "open",
    );
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = rssMb(serverPid(server));
    const results = await rounds(clients, n, async (i) => {
      await fetch(`${base}/send`, {
        method: "POST",
        body: JSON.stringify({ message: `Fan-out round ${i}` }),
      });
    });
    return { results, kbPerConnection: ((rssAfter - rssBefore) * 1024) / n };
  } finally {
    clients.send({ kind: "close" });
    await stopProcess(server, "SIGTERM");
  }
}

console.log(
  `# Fan-out: one broadcast to N WebSocket clients (clients in a separate process), ${ROUNDS} rounds each`,
);
for (const n of sizes) {
  const bare = await benchBare(n);
  const ours = await benchOurs(n);
  console.log(`\n## N = ${n}`);
  bare.results.forEach((s, i) => console.log(`baseline bare ws, round ${i + 1}: ${line(s, n)}`));
  ours.results.forEach((s, i) =>
    console.log(`ours (POST /api/broadcasts → device sockets), round ${i + 1}: ${line(s, n)}`),
  );
  const oursP95 = median(ours.results.map((s) => s.p95));
  const bareP95 = median(bare.results.map((s) => s.p95));
  console.log(
    `median p95: ours ${fmt(oursP95, 1)} ms, bare ${fmt(bareP95, 1)} ms, ratio ${fmt(oursP95 / bareP95, 2)}x`,
  );
  console.log(
    `server memory per connection: ours ${fmt(ours.kbPerConnection, 1)} KB, bare ${fmt(bare.kbPerConnection, 1)} KB`,
  );
}
