import type { WebSocket } from "ws";
import type { BusEvent } from "./bus";
import type { Principal } from "./outbox";

// A client whose socket has this much unsent data is too slow: it is dropped and resumes from
// its last seq when it reconnects, so it cannot stall the others or grow the server's memory.
const MAX_BUFFERED_BYTES = 1024 * 1024;
export const CLOSE_SLOW = 4008;
export const CLOSE_REVOKED = 4403;

export class Connection {
  lastHeard = Date.now();
  /** While the missed events are replayed, live ones wait here. */
  private pending: BusEvent[] | null = [];
  private sentThrough = 0;

  constructor(
    readonly socket: WebSocket,
    readonly principal: Principal,
  ) {}

  /** Sends a live event (or holds it until the replay is done), never twice. */
  deliver(event: BusEvent, frame: string): void {
    if (this.pending) {
      this.pending.push(event);
      return;
    }
    if (event.id <= this.sentThrough) return;
    this.write(frame);
    this.sentThrough = event.id;
  }

  /** Ends the replay: `through` is the last seq the client has; held events after it follow. */
  finishReplay(through: number): void {
    const held = this.pending ?? [];
    this.pending = null;
    this.sentThrough = Math.max(this.sentThrough, through);
    for (const event of held) this.deliver(event, frameOf(event));
  }

  sendReplayed(event: BusEvent): void {
    this.write(frameOf(event));
    this.sentThrough = Math.max(this.sentThrough, event.id);
  }

  write(frame: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(CLOSE_SLOW, "too slow; reconnect with since");
      return;
    }
    this.socket.send(frame);
  }
}

export const frameOf = (event: BusEvent) =>
  JSON.stringify({ seq: event.id, type: event.type, data: event.payload });

/** The sockets of this instance, indexed so an event reaches only those it is addressed to. */
export class Hub {
  private readonly all = new Set<Connection>();
  private readonly staff = new Set<Connection>();
  private readonly byDevice = new Map<string, Set<Connection>>();

  get size(): number {
    return this.all.size;
  }

  add(conn: Connection): void {
    this.all.add(conn);
    if (conn.principal.kind === "staff") this.staff.add(conn);
    else {
      let set = this.byDevice.get(conn.principal.id);
      if (!set) this.byDevice.set(conn.principal.id, (set = new Set()));
      set.add(conn);
    }
  }

  remove(conn: Connection): void {
    this.all.delete(conn);
    this.staff.delete(conn);
    if (conn.principal.kind === "device") {
      const set = this.byDevice.get(conn.principal.id);
      set?.delete(conn);
      if (set?.size === 0) this.byDevice.delete(conn.principal.id);
    }
  }

  /** Fans one event out; the frame is serialised once for all its sockets. */
  dispatch(event: BusEvent): void {
    const frame = frameOf(event);
    switch (event.audience) {
      case "all":
        for (const conn of this.all) conn.deliver(event, frame);
        return;
      case "staff":
        for (const conn of this.staff) conn.deliver(event, frame);
        return;
      case "allDevices":
        for (const set of this.byDevice.values()) for (const conn of set) conn.deliver(event, frame);
        return;
      case "devices":
        for (const id of event.deviceIds)
          for (const conn of this.byDevice.get(id) ?? []) conn.deliver(event, frame);
        return;
    }
  }

  closeDevice(deviceId: string, reason: string): void {
    for (const conn of this.byDevice.get(deviceId) ?? []) conn.socket.close(CLOSE_REVOKED, reason);
  }

  /** Pings everyone; a socket not heard from within `deadAfterMs` is terminated. */
  heartbeat(deadAfterMs: number, now = Date.now()): void {
    for (const conn of this.all) {
      if (now - conn.lastHeard > deadAfterMs) conn.socket.terminate();
      else conn.write('{"type":"ping"}');
    }
  }

  closeAll(): void {
    for (const conn of this.all) conn.socket.close(1001, "server shutting down");
  }
}
