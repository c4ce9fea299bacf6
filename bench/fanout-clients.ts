// Child process of bench/fanout.ts: opens N WebSocket clients and reports when each one receives
// the broadcast frame. Runs apart from the server so the two do not share an event loop.
import WebSocket from "ws";
import { rawText } from "../server/realtime/raw-text";

type Start = { url: string; origin: string; cookies: string[]; match: string };
const now = () => performance.timeOrigin + performance.now();

const sockets: WebSocket[] = [];
let arrivals: number[] = [];

async function openAll({ url, origin, cookies, match }: Start): Promise<void> {
  let next = 0;
  const openOne = (cookie: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, {
        headers: { origin, ...(cookie ? { cookie } : {}) },
        perMessageDeflate: false,
      });
      ws.on("message", (raw) => {
        const text = rawText(raw);
        if (text === '{"type":"ping"}') ws.send('{"type":"pong"}');
        else if (text.includes(match)) arrivals.push(now());
      });
      ws.once("open", () => resolve());
      ws.once("error", reject);
      sockets.push(ws);
    });
  // 200 handshakes in flight at a time.
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < cookies.length) await openOne(cookies[next++]!);
    }),
  );
}

process.on("message", (msg: { kind: string } & Partial<Start> & { expected?: number }) => {
  void (async () => {
    if (msg.kind === "open") {
      await openAll(msg as Start);
      process.send!({ kind: "open", count: sockets.length });
    } else if (msg.kind === "reset") {
      arrivals = [];
      process.send!({ kind: "reset" });
    } else if (msg.kind === "collect") {
      const deadline = Date.now() + 30_000;
      while (arrivals.length < msg.expected! && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 5));
      process.send!({ kind: "collect", arrivals });
    } else if (msg.kind === "close") {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  })();
});
