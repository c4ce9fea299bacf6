import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AdminBroadcast } from "../../../../common/broadcasts";
import { applyEvent } from "../../../lib/apply-event";
import { realtime } from "../../../lib/realtime";
import { broadcastKeys, type BroadcastList } from "./api";
import { withBroadcast, withReceipt, type ReceiptEvent } from "./broadcast-cache";

/** The console's realtime connection while it is open: broadcast events update the two lists in place. */
export function useStaffRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const store = (data: unknown) => {
      const { broadcast } = data as { broadcast: AdminBroadcast };
      applyEvent<BroadcastList>(queryClient, broadcastKeys.active, (l) =>
        withBroadcast(l, broadcast, "active"),
      );
      applyEvent<BroadcastList>(queryClient, broadcastKeys.recent, (l) =>
        withBroadcast(l, broadcast, "recent"),
      );
    };
    const offs = [
      realtime.on("broadcast.created", store),
      realtime.on("broadcast.ended", store),
      realtime.on("broadcast.receipt", (data) => {
        const event = data as ReceiptEvent;
        applyEvent<BroadcastList>(queryClient, broadcastKeys.active, (l) => withReceipt(l, event));
        applyEvent<BroadcastList>(queryClient, broadcastKeys.recent, (l) => withReceipt(l, event));
      }),
    ];
    const stop = realtime.start({ as: "staff", queryClient });
    return () => {
      stop();
      for (const off of offs) off();
    };
  }, [queryClient]);
}
