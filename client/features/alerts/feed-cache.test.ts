import { describe, expect, it } from "vitest";
import type { DispatchFeedItem, EmergencyFeedItem } from "../../../common/broadcasts";
import {
  emergencyOnCreated,
  markAcknowledged,
  markEnded,
  removeItem,
  upsertItem,
  type DispatchFeed,
  type EmergencyFeed,
} from "./feed-cache";

const emergency = (id: number, over: Partial<EmergencyFeedItem> = {}): EmergencyFeedItem => ({
  id,
  message: `Broadcast ${id}`,
  priority: "high",
  isActive: true,
  forceSpeakerphone: false,
  fromName: "Dispatch",
  fromExtension: "100",
  broadcastAt: "2026-01-31T12:00:00.000Z",
  expiresAt: "2026-01-31T12:30:00.000Z",
  acknowledgedAt: null,
  ...over,
});

const dispatch = (id: number, over: Partial<DispatchFeedItem> = {}): DispatchFeedItem => ({
  id,
  dispatcherName: "Dispatch",
  dispatcherExtension: "100",
  message: `Broadcast ${id}`,
  priority: "high",
  isVoiceBroadcast: false,
  audioBlob: null,
  broadcastAt: "2026-01-31T12:00:00.000Z",
  expiresAt: "2026-01-31T12:30:00.000Z",
  isActive: true,
  acknowledgedAt: null,
  ...over,
});

const feedOf = <T>(...broadcasts: T[]) => ({ serverTime: "2026-01-31T12:00:00.000Z", broadcasts });

describe("upsertItem", () => {
  it("puts a new broadcast first and leaves the input untouched", () => {
    const before: EmergencyFeed = feedOf(emergency(1));
    const after = upsertItem(before, emergency(2));
    expect(after.broadcasts.map((b) => b.id)).toEqual([2, 1]);
    expect(before.broadcasts).toHaveLength(1);
  });

  it("replaces a known broadcast in place, once", () => {
    const after = upsertItem(feedOf(emergency(1), emergency(2)), emergency(2, { message: "Updated" }));
    expect(after.broadcasts.map((b) => [b.id, b.message])).toEqual([
      [1, "Broadcast 1"],
      [2, "Updated"],
    ]);
  });

  it("does not revive an ended broadcast from a late copy", () => {
    const ended: DispatchFeed = feedOf(dispatch(1, { isActive: false }));
    expect(upsertItem(ended, dispatch(1)).broadcasts[0]?.isActive).toBe(false);
  });

  it("keeps an acknowledgement this device already made (a re-alert carries none)", () => {
    const acked = feedOf(emergency(1, { acknowledgedAt: "2026-01-31T12:01:00.000Z" }));
    const after = upsertItem(acked, emergency(1, { acknowledgedAt: null }));
    expect(after.broadcasts[0]?.acknowledgedAt).toBe("2026-01-31T12:01:00.000Z");
  });
});

describe("removeItem and markEnded", () => {
  it("removes an ended broadcast from the banner feed", () => {
    expect(removeItem(feedOf(emergency(1), emergency(2)), 1).broadcasts.map((b) => b.id)).toEqual([2]);
  });

  it("returns the same feed when the id is unknown (no re-render)", () => {
    const feed = feedOf(emergency(1));
    expect(removeItem(feed, 9)).toBe(feed);
  });

  it("keeps an ended broadcast in the Tools feed, marked inactive", () => {
    const feed: DispatchFeed = feedOf(dispatch(1), dispatch(2));
    const after = markEnded(feed, 2);
    expect(after.broadcasts.map((b) => [b.id, b.isActive])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(markEnded(after, 2)).toBe(after);
  });
});

describe("markAcknowledged", () => {
  it("records the time once; a later acknowledgement does not move it", () => {
    const once = markAcknowledged(feedOf(dispatch(1)), 1, "2026-01-31T12:05:00.000Z");
    expect(once.broadcasts[0]?.acknowledgedAt).toBe("2026-01-31T12:05:00.000Z");
    expect(markAcknowledged(once, 1, "2026-01-31T12:09:00.000Z")).toBe(once);
  });

  it("ignores a broadcast the feed does not hold", () => {
    const feed = feedOf(emergency(1));
    expect(markAcknowledged(feed, 2, "2026-01-31T12:05:00.000Z")).toBe(feed);
  });
});

describe("emergencyOnCreated", () => {
  it("adds a text broadcast to the banners", () => {
    const after = emergencyOnCreated(feedOf(), { emergency: emergency(3), dispatch: dispatch(3) });
    expect(after.broadcasts.map((b) => b.id)).toEqual([3]);
  });

  it("leaves voice broadcasts to push-to-talk", () => {
    const feed: EmergencyFeed = feedOf();
    expect(
      emergencyOnCreated(feed, {
        emergency: emergency(4),
        dispatch: dispatch(4, { isVoiceBroadcast: true }),
      }),
    ).toBe(feed);
  });
});
