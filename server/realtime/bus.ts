import { EventEmitter } from "node:events";
import { Redis } from "ioredis";

/** A stored event on its way to the sockets of every instance. */
export type BusEvent = {
  id: number;
  type: string;
  audience: "all" | "staff" | "devices" | "allDevices";
  deviceIds: string[];
  payload: unknown;
};

/** Control messages between instances (not stored, not replayed). */
export type BusControl = { kind: "close-device"; deviceId: string };

export type BusMessage = { event: BusEvent } | { control: BusControl };

export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

/** One process: events go straight to this instance's sockets. */
export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter();
  async publish(message: BusMessage): Promise<void> {
    this.emitter.emit("message", message);
  }
  subscribe(listener: (message: BusMessage) => void): void {
    this.emitter.on("message", listener);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = "responder:events";

/** Several instances: Redis pub/sub carries every event to every instance. */
export class RedisBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners: ((message: BusMessage) => void)[] = [];
  private ready: Promise<unknown>;

  constructor(url: string, onError: (error: Error) => void) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    this.pub.on("error", onError);
    this.sub.on("error", onError);
    this.sub.on("message", (_channel: string, raw: string) => {
      const message = JSON.parse(raw) as BusMessage;
      for (const listener of this.listeners) listener(message);
    });
    this.ready = this.sub.subscribe(CHANNEL);
  }

  async publish(message: BusMessage): Promise<void> {
    await this.ready;
    await this.pub.publish(CHANNEL, JSON.stringify(message));
  }
  subscribe(listener: (message: BusMessage) => void): void {
    this.listeners.push(listener);
  }
  async close(): Promise<void> {
    this.listeners.length = 0;
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
