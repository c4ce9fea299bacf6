import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, withDatabase } from "../test/global-setup";
import { rawText } from "./raw-text";

// Two real server processes on one PostgreSQL and one Redis, behind nginx (the documented config).
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const enabled = process.env.TEST_DB_KIND === "postgres" && Boolean(pgUrl && redisUrl && nginx);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready`);
}

describe.runIf(enabled)("several instances behind nginx", () => {
  const dbName = `responder_multi_${process.pid}`;
  const password = `multi-${Math.random().toString(36).slice(2)}`;
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "responder-nginx-"));
  const children: ChildProcess[] = [];
  let ports: { a: number; b: number; lb: number };

  beforeAll(async () => {
    await adminQuery(pgUrl!, `drop database if exists ${dbName}`);
    await adminQuery(pgUrl!, `create database ${dbName}`);
    ports = { a: await freePort(), b: await freePort(), lb: await freePort() };
    for (const port of [ports.a, ports.b]) {
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: withDatabase(pgUrl!, dbName),
          REDIS_URL: redisUrl,
          ADMIN_PASSWORD: password,
          TRUST_PROXY: "true",
          LOG_LEVEL: "warn",
          NODE_ENV: "test",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.push(child);
    }
    const conf = fs
      .readFileSync("deploy/nginx.conf.example", "utf8")
      .replaceAll("{{PREFIX}}", prefix)
      .replaceAll("{{PORT_A}}", String(ports.a))
      .replaceAll("{{PORT_B}}", String(ports.b))
      .replaceAll("{{PORT_LB}}", String(ports.lb));
    fs.writeFileSync(path.join(prefix, "nginx.conf"), conf);
    const check = spawnSync(nginx!, [
      "-t",
      "-c",
      path.join(prefix, "nginx.conf"),
      "-p",
      prefix,
      "-e",
      path.join(prefix, "error.log"),
    ]);
    if (check.status !== 0) throw new Error(`nginx config: ${String(check.stderr)}`);
    children.push(
      spawn(
        nginx!,
        [
          "-c",
          path.join(prefix, "nginx.conf"),
          "-p",
          prefix,
          "-e",
          path.join(prefix, "error.log"),
          "-g",
          "daemon off;",
        ],
        {
          stdio: "ignore",
        },
      ),
    );
    await Promise.all([ports.a, ports.b].map((p) => waitReady(`http://127.0.0.1:${p}/readyz`, 90_000)));
    await waitReady(`http://127.0.0.1:${ports.lb}/readyz`);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill("SIGTERM");
          }),
      ),
    );
    fs.rmSync(prefix, { recursive: true, force: true });
    await adminQuery(pgUrl!, `drop database if exists ${dbName} with (force)`);
  });

  const call = async (port: number, method: string, url: string, body?: object, cookie?: string) => {
    const origin = `http://127.0.0.1:${port}`;
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        origin,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      json: (await res.json()) as Record<string, unknown>,
      cookie: res.headers.get("set-cookie")?.split(";")[0],
    };
  };

  it("delivers a broadcast posted through one instance to a device connected to the other, and through nginx", async () => {
    const login = await call(ports.a, "POST", "/api/auth/login", { username: "admin", password });
    expect(login.status).toBe(200);
    const admin = login.cookie!;
    const code = await call(
      ports.a,
      "POST",
      "/api/admin/enrollment-codes",
      {
        responderName: "Two Instances",
        responderIdNumber: "777",
        role: "emt",
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      },
      admin,
    );
    const fingerprint = "HTZMULTI00000001";
    const enrolled = await call(ports.b, "POST", "/api/devices/enroll", {
      code: code.json.code,
      fingerprint,
    });
    expect(enrolled.status).toBe(200);
    const deviceId = (enrolled.json.device as { id: string }).id;
    expect((await call(ports.a, "POST", "/api/devices/approve", { deviceId }, admin)).status).toBe(200);

    const open = (port: number) =>
      new Promise<{ ws: WebSocket; frames: { type: string; data?: unknown }[] }>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?as=device`, {
          headers: { cookie: enrolled.cookie!, origin: `http://127.0.0.1:${port}` },
        });
        const frames: { type: string; data?: unknown }[] = [];
        ws.on("message", (raw) => {
          const frame = JSON.parse(rawText(raw)) as { type: string };
          frames.push(frame);
          if (frame.type === "hello") resolve({ ws, frames });
        });
        ws.once("error", reject);
      });
    const onB = await open(ports.b);
    const viaNginx = await open(ports.lb);

    const sent = await call(
      ports.a,
      "POST",
      "/api/broadcasts",
      {
        dispatcherName: "Instance A",
        dispatcherExtension: "100",
        message: "Across instances",
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        targetDevices: [deviceId],
      },
      admin,
    );
    expect(sent.status).toBe(200);

    const arrived = async (frames: { type: string; data?: unknown }[]) => {
      const deadline = Date.now() + 10_000;
      while (!frames.some((f) => f.type === "broadcast.created")) {
        if (Date.now() > deadline) throw new Error("broadcast did not arrive");
        await new Promise((r) => setTimeout(r, 25));
      }
      return frames.find((f) => f.type === "broadcast.created")!.data;
    };
    expect(await arrived(onB.frames)).toMatchObject({
      emergency: { message: "Across instances", fromName: "Instance A" },
    });
    expect(await arrived(viaNginx.frames)).toMatchObject({ emergency: { message: "Across instances" } });
    onB.ws.close();
    viaNginx.ws.close();
  }, 60_000);
});
