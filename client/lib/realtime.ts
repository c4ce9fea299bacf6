// The one realtime client: a WebSocket to /api/realtime that resumes where it left off.
// Features subscribe to event types and update their TanStack Query caches themselves.
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { ConnectionState, RealtimeEventType, ServerFrame } from "../../common/realtime";
import { reconnectDelay } from "../../common/realtime-rules";

// No frame (the server pings every 10 s) for this long means the socket is dead.
const SILENCE_LIMIT_MS = 25_000;
// Failed attempts in a row that still count as "reconnecting" (about 2 s of backoff).
const RECONNECTING_ATTEMPTS = 3;

type Handler = (data: unknown, seq: number) => void;

type Options = { as: "device" | "staff"; queryClient: QueryClient };

class RealtimeClient {
  state: ConnectionState = "disconnected";
  serverOffsetMs = 0;
  private socket: WebSocket | null = null;
  private lastSeq: number | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private options: Options | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly seen = new Set<number>();

  start(options: Options): () => void {
    this.stop();
    this.options = options;
    this.lastSeq = undefined;
    this.seen.clear();
    window.addEventListener("online", this.reconnectNow);
    document.addEventListener("visibilitychange", this.onVisible);
    this.connect();
    return () => this.stop();
  }

  stop(): void {
    window.removeEventListener("online", this.reconnectNow);
    document.removeEventListener("visibilitychange", this.onVisible);
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    this.options = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "stopped");
    this.setState("disconnected");
  }

  on(type: RealtimeEventType, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  send(frame: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    for (const l of this.listeners) l();
  }

  /** Connects again now (the Retry buttons; `online`; the page becoming visible). */
  retry(): void {
    this.reconnectNow();
  }

  private readonly reconnectNow = () => {
    if (!this.options || this.socket?.readyState === WebSocket.OPEN) return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  };

  private readonly onVisible = () => {
    if (document.visibilityState === "visible") this.reconnectNow();
  };

  private connect() {
    const options = this.options;
    if (!options) return;
    this.socket?.close();
    // Once the link is down, background retries keep it "disconnected" until one succeeds;
    // a first connection or a manual retry shows progress.
    if (this.state !== "disconnected" || this.attempt === 0) {
      this.setState(this.lastSeq === undefined && this.attempt === 0 ? "connecting" : "reconnecting");
    }
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const since = this.lastSeq === undefined ? "" : `&since=${this.lastSeq}`;
    const socket = new WebSocket(`${scheme}://${location.host}/api/realtime?as=${options.as}${since}`);
    this.socket = socket;
    socket.onmessage = (message) => {
      if (socket !== this.socket) return;
      this.armSilenceTimer();
      this.handleFrame(JSON.parse(String(message.data)) as ServerFrame);
    };
    socket.onclose = () => {
      if (socket !== this.socket) return;
      this.socket = null;
      clearTimeout(this.silenceTimer);
      if (!this.options) return;
      // A few quick retries show as reconnecting; past them (or offline) the link is down.
      this.setState(
        navigator.onLine && this.attempt < RECONNECTING_ATTEMPTS ? "reconnecting" : "disconnected",
      );
      this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
    };
  }

  private refetchOlderThan(time: number) {
    void this.options?.queryClient.invalidateQueries({
      predicate: (query) => query.state.dataUpdatedAt < time,
    });
  }

  private armSilenceTimer() {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => this.socket?.close(4000, "silent"), SILENCE_LIMIT_MS);
  }

  private handleFrame(frame: ServerFrame) {
    if (frame.type === "ping") {
      this.send({ type: "pong" });
      return;
    }
    if (frame.type === "hello") {
      this.serverOffsetMs = new Date(frame.data.serverTime).getTime() - Date.now();
      const fresh = this.lastSeq === undefined;
      this.lastSeq ??= frame.data.seq;
      this.attempt = 0;
      this.setState("connected");
      // A first connection starts from the server's current state: what was fetched before the
      // hello may have missed an event the socket will not replay, so it is fetched again.
      if (fresh) this.refetchOlderThan(Date.now());
      return;
    }
    if (frame.type === "resync") {
      this.refetchOlderThan(Date.now());
      return;
    }
    // Events: at most once each, in order (the server replays in order; duplicates are dropped).
    if (this.seen.has(frame.seq)) return;
    this.seen.add(frame.seq);
    if (this.seen.size > 2000) this.seen.delete(this.seen.values().next().value!);
    this.lastSeq = Math.max(this.lastSeq ?? 0, frame.seq);
    for (const handler of this.handlers.get(frame.type) ?? []) handler(frame.data, frame.seq);
  }
}

export const realtime = new RealtimeClient();

/** The socket's real state, for the header and the polling fallback. */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(realtime.subscribe, () => realtime.state);
}

/** Polling interval to use: none while the socket is connected, the spec's interval otherwise. */
export function useFallbackInterval(ms: number): number | false {
  return useRealtimeState() === "connected" ? false : ms;
}
