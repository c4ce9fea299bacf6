// Baseline for bench/fanout.ts: the least a broadcast can cost, a bare `ws` server that sends one
// frame to every client when POST /send arrives.
import http from "node:http";
import { WebSocketServer } from "ws";

const port = Number(process.argv[2]);
const server = http.createServer((req, res) => {
  if (req.method === "POST" && req.url === "/send") {
    let body = "";
    req.on("data", (c: Buffer) => (body += String(c)));
    req.on("end", () => {
      const frame = JSON.stringify({ seq: 1, type: "broadcast.created", data: JSON.parse(body) as unknown });
      for (const client of wss.clients) client.send(frame);
      res.writeHead(200).end("{}");
    });
    return;
  }
  res.writeHead(200).end("ok");
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(port, "127.0.0.1");
