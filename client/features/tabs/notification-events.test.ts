import { describe, expect, it } from "vitest";
import { applyNotificationEvent } from "./notification-events";

const counts = { messenger: 2, phone: 0, ptt: 1 };

describe("pushed badge counts", () => {
  it("counts a new voice broadcast on the PTT badge, and nothing for a text one", () => {
    const voice = { type: "broadcast.created" as const, data: { dispatch: { isVoiceBroadcast: true } } };
    const text = { type: "broadcast.created" as const, data: { dispatch: { isVoiceBroadcast: false } } };
    expect(applyNotificationEvent(counts, voice)).toEqual({ ...counts, ptt: 2 });
    expect(applyNotificationEvent(counts, text)).toBe(counts);
  });
  it("takes an acknowledged voice broadcast off, never below zero", () => {
    const ack = { type: "broadcast.acknowledged" as const, data: { isVoiceBroadcast: true } };
    expect(applyNotificationEvent(counts, ack)).toEqual({ ...counts, ptt: 0 });
    expect(applyNotificationEvent({ ...counts, ptt: 0 }, ack).ptt).toBe(0);
  });
});
