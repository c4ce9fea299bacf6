// Pure updates of the tab badges' counts from realtime events: the counts are pushed, not polled.
import type { NotificationCounts } from "../../../common/notifications";

type Event =
  | { type: "broadcast.created"; data: { dispatch?: { isVoiceBroadcast?: boolean } } }
  | { type: "broadcast.acknowledged"; data: { isVoiceBroadcast?: boolean } };

/** A new voice broadcast adds one to the PTT badge; acknowledging one takes it away. */
export function applyNotificationEvent(counts: NotificationCounts, event: Event): NotificationCounts {
  switch (event.type) {
    case "broadcast.created":
      return event.data.dispatch?.isVoiceBroadcast ? { ...counts, ptt: counts.ptt + 1 } : counts;
    case "broadcast.acknowledged":
      return event.data.isVoiceBroadcast ? { ...counts, ptt: Math.max(0, counts.ptt - 1) } : counts;
  }
}
