import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { EmergencyFeedItem } from "../../../common/broadcasts";
import { applyEvent } from "../../lib/apply-event";
import { realtime } from "../../lib/realtime";
import { dispatchFeedKey, emergencyFeedKey } from "./api";
import {
  emergencyOnCreated,
  markAcknowledged,
  markEnded,
  removeItem,
  upsertItem,
  type BroadcastAcknowledgedEvent,
  type BroadcastCreatedEvent,
  type BroadcastEndedEvent,
  type BroadcastRealertEvent,
  type DispatchFeed,
  type EmergencyFeed,
} from "./feed-cache";

/**
 * The device's realtime connection, while `enabled` (an active device): broadcast events go
 * straight into the two feeds' caches; a re-alert calls `onRealert`.
 */
export function useDeviceRealtime(
  fingerprint: string,
  enabled: boolean,
  onRealert: (item: EmergencyFeedItem) => void,
): void {
  const queryClient = useQueryClient();
  const realertRef = useRef(onRealert);
  useEffect(() => {
    realertRef.current = onRealert;
  }, [onRealert]);

  useEffect(() => {
    if (!enabled) return;
    const emergencyKey = emergencyFeedKey(fingerprint);
    const dispatchKey = dispatchFeedKey(fingerprint);
    const offs = [
      realtime.on("broadcast.created", (data) => {
        const event = data as BroadcastCreatedEvent;
        // Tells command this phone has it: the console's "delivered" count.
        realtime.send({ type: "receipt", data: { broadcastId: event.dispatch.id } });
        applyEvent<EmergencyFeed>(queryClient, emergencyKey, (feed) => emergencyOnCreated(feed, event));
        applyEvent<DispatchFeed>(queryClient, dispatchKey, (feed) => upsertItem(feed, event.dispatch));
      }),
      realtime.on("broadcast.ended", (data) => {
        const { id } = data as BroadcastEndedEvent;
        applyEvent<EmergencyFeed>(queryClient, emergencyKey, (feed) => removeItem(feed, id));
        applyEvent<DispatchFeed>(queryClient, dispatchKey, (feed) => markEnded(feed, id));
      }),
      realtime.on("broadcast.acknowledged", (data) => {
        const { id, acknowledgedAt } = data as BroadcastAcknowledgedEvent;
        applyEvent<EmergencyFeed>(queryClient, emergencyKey, (feed) =>
          markAcknowledged(feed, id, acknowledgedAt),
        );
        applyEvent<DispatchFeed>(queryClient, dispatchKey, (feed) =>
          markAcknowledged(feed, id, acknowledgedAt),
        );
      }),
      realtime.on("broadcast.realert", (data) => {
        const { emergency } = data as BroadcastRealertEvent;
        applyEvent<EmergencyFeed>(queryClient, emergencyKey, (feed) => upsertItem(feed, emergency));
        realertRef.current(emergency);
      }),
    ];
    // Handlers first, then the socket: nothing it replays on connecting can slip past.
    const stop = realtime.start({ as: "device", queryClient });
    return () => {
      stop();
      for (const off of offs) off();
    };
  }, [enabled, fingerprint, queryClient]);
}
