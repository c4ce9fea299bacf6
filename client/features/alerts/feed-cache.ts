// Pure updates of the device's two broadcast feeds (banners and Tools), one per realtime event.
// Each takes the cached feed and returns a new one; the feed stays as the server shaped it.
import type { z } from "zod";
import type {
  DispatchFeedItem,
  dispatchFeedSchema,
  EmergencyFeedItem,
  emergencyFeedSchema,
} from "../../../common/broadcasts";

export type EmergencyFeed = z.infer<typeof emergencyFeedSchema>;
export type DispatchFeed = z.infer<typeof dispatchFeedSchema>;
type Feed<T> = { serverTime: string; broadcasts: T[] };
type Item = { id: number; acknowledgedAt: string | null };

/** Device events (payloads of the device socket). */
export type BroadcastCreatedEvent = { emergency: EmergencyFeedItem; dispatch: DispatchFeedItem };
export type BroadcastEndedEvent = { id: number };
export type BroadcastAcknowledgedEvent = { id: number; acknowledgedAt: string };
export type BroadcastRealertEvent = { emergency: EmergencyFeedItem };

/**
 * Adds a broadcast, or replaces the one with its id. What is already known here is never taken
 * back (events may be replayed on a fresher answer): a re-alert carries `acknowledgedAt: null` and
 * must not bring back a banner this device acknowledged, nor a late copy revive an ended one.
 */
export function upsertItem<T extends Item & { isActive: boolean }>(feed: Feed<T>, item: T): Feed<T> {
  const existing = feed.broadcasts.find((b) => b.id === item.id);
  if (!existing) return { ...feed, broadcasts: [item, ...feed.broadcasts] };
  const merged = {
    ...item,
    isActive: existing.isActive && item.isActive,
    acknowledgedAt: existing.acknowledgedAt ?? item.acknowledgedAt,
  };
  return { ...feed, broadcasts: feed.broadcasts.map((b) => (b.id === item.id ? merged : b)) };
}

/** Removes a broadcast (an ended one leaves the banner feed, which holds active ones only). */
export function removeItem<T extends Item>(feed: Feed<T>, id: number): Feed<T> {
  if (!feed.broadcasts.some((b) => b.id === id)) return feed;
  return { ...feed, broadcasts: feed.broadcasts.filter((b) => b.id !== id) };
}

/** Marks a broadcast as no longer active (the Tools feed keeps ended ones until acknowledged). */
export function markEnded<T extends Item & { isActive: boolean }>(feed: Feed<T>, id: number): Feed<T> {
  if (!feed.broadcasts.some((b) => b.id === id && b.isActive)) return feed;
  return {
    ...feed,
    broadcasts: feed.broadcasts.map((b) => (b.id === id ? { ...b, isActive: false } : b)),
  };
}

/** Records this device's acknowledgement; the first time stands (acknowledging is idempotent). */
export function markAcknowledged<T extends Item>(feed: Feed<T>, id: number, acknowledgedAt: string): Feed<T> {
  if (!feed.broadcasts.some((b) => b.id === id && b.acknowledgedAt === null)) return feed;
  return {
    ...feed,
    broadcasts: feed.broadcasts.map((b) =>
      b.id === id && b.acknowledgedAt === null ? { ...b, acknowledgedAt } : b,
    ),
  };
}

/** `broadcast.created` on the banner feed: voice broadcasts belong to push-to-talk, not to banners. */
export function emergencyOnCreated(feed: EmergencyFeed, event: BroadcastCreatedEvent): EmergencyFeed {
  return event.dispatch.isVoiceBroadcast ? feed : upsertItem(feed, event.emergency);
}
