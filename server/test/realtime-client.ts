import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { rawText } from "../realtime/raw-text";

type Frame = { seq?: number; type: string; data?: unknown };

/** A test client of /api/realtime that keeps every frame and answers pings like the app does. */
export class TestSocket {
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly ws: WebSocket,
    answerPings: boolean,
  ) {
    ws.on("message", (raw) => {
      const frame = JSON.parse(rawText(raw)) as Frame;
      if (frame.type === "ping") {
        if (answerPings) ws.send('{"type":"pong"}');
        return;
      }
      this.frames.push(frame);
      this.wake();
    });
    ws.on("close", (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  static async open(
    app: FastifyInstance,
    opts: { as: "device" | "staff"; cookie?: string; since?: number; origin?: string; answerPings?: boolean },
  ): Promise<TestSocket> {
    const address = app.server.address();
    if (!address || typeof address !== "object") throw new Error("app is not listening");
    const base = `127.0.0.1:${address.port}`;
    const query = `as=${opts.as}${opts.since === undefined ? "" : `&since=${opts.since}`}`;
    const ws = new WebSocket(`ws://${base}/api/realtime?${query}`, {
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), origin: opts.origin ?? `http://${base}` },
    });
    const socket = new TestSocket(ws, opts.answerPings ?? true);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once("error", reject);
    });
    return socket;
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `predicate` holds over the frames received so far. */
  async until(predicate: (frames: Frame[]) => boolean, timeoutMs = 5000): Promise<Frame[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.frames)) {
      if (Date.now() > deadline)
        throw new Error(`timed out; frames: ${JSON.stringify(this.frames.map((f) => f.type))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.frames;
  }

  ofType(type: string): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  async waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    await this.until(() => this.closed !== undefined, timeoutMs);
    return this.closed!;
  }

  close(): void {
    this.ws.close();
  }
}

/** Tries to open a socket and returns the HTTP status that refused it (or 101). */
export async function upgradeStatus(
  app: FastifyInstance,
  opts: Parameters<typeof TestSocket.open>[1],
): Promise<number> {
  try {
    const s = await TestSocket.open(app, opts);
    s.close();
    return 101;
  } catch (error) {
    const match = /HTTP (\d+)/.exec(String(error));
    if (!match) throw error;
    return Number(match[1]);
  }
}
