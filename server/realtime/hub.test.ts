import type { WebSocket } from "ws";
import { describe, expect, it } from "vitest";
import { reconnectDelay } from "../../common/realtime";
import type { BusEvent } from "./bus";
import { CLOSE_SLOW, Connection, Hub } from "./hub";

class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closed: number | undefined;
  terminated = false;
  send(frame: string) {
    this.sent.push(frame);
  }
  close(code: number) {
    this.closed = code;
    this.readyState = 3;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
}

const event = (id: number, over: Partial<BusEvent> = {}): BusEvent => ({
  id,
  type: "broadcast.created",
  audience: "allDevices",
  deviceIds: [],
  payload: { id },
  ...over,
});
const seqs = (s: FakeSocket) => s.sent.map((f) => (JSON.parse(f) as { seq?: number }).seq).filter(Boolean);

function connect(hub: Hub, principal: Connection["principal"]) {
  const socket = new FakeSocket();
  const conn = new Connection(socket as unknown as WebSocket, principal);
  hub.add(conn);
  return { socket, conn };
}

describe("hub", () => {
  it("holds live events during the replay and never sends one twice", () => {
    const hub = new Hub();
    const { socket, conn } = connect(hub, { kind: "device", id: "d1" });
    hub.dispatch(event(5));
    hub.dispatch(event(6));
    conn.sendReplayed(event(4));
    conn.sendReplayed(event(5));
    conn.finishReplay(5);
    hub.dispatch(event(6));
    hub.dispatch(event(7));
    expect(seqs(socket)).toEqual([4, 5, 6, 7]);
  });

  it("addresses events: all devices, listed devices, staff", () => {
    const hub = new Hub();
    const a = connect(hub, { kind: "device", id: "a" });
    const b = connect(hub, { kind: "device", id: "b" });
    const s = connect(hub, { kind: "staff", id: "s" });
    for (const c of [a, b, s]) c.conn.finishReplay(0);
    hub.dispatch(event(1));
    hub.dispatch(event(2, { audience: "devices", deviceIds: ["b"] }));
    hub.dispatch(event(3, { audience: "staff" }));
    hub.dispatch(event(4, { audience: "all" }));
    expect(seqs(a.socket)).toEqual([1, 4]);
    expect(seqs(b.socket)).toEqual([1, 2, 4]);
    expect(seqs(s.socket)).toEqual([3, 4]);
  });

  it("drops a client that has 1 MB unsent instead of buffering without end", () => {
    const hub = new Hub();
    const slow = connect(hub, { kind: "device", id: "slow" });
    const fast = connect(hub, { kind: "device", id: "fast" });
    slow.conn.finishReplay(0);
    fast.conn.finishReplay(0);
    slow.socket.bufferedAmount = 2 * 1024 * 1024;
    hub.dispatch(event(1));
    expect(slow.socket.closed).toBe(CLOSE_SLOW);
    expect(seqs(fast.socket)).toEqual([1]);
  });

  it("pings live sockets and terminates silent ones", () => {
    const hub = new Hub();
    const live = connect(hub, { kind: "device", id: "a" });
    const dead = connect(hub, { kind: "device", id: "b" });
    dead.conn.lastHeard = Date.now() - 60_000;
    hub.heartbeat(25_000);
    expect(live.socket.sent).toContain('{"type":"ping"}');
    expect(dead.socket.terminated).toBe(true);
  });
});

describe("reconnect delay", () => {
  it("grows from about 0.5 s to at most 15 s, with jitter", () => {
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(4000);
    expect(reconnectDelay(20, () => 1)).toBe(15_000);
    expect(reconnectDelay(20, () => 0)).toBe(7500);
  });
});
