import { useQuery } from "@tanstack/react-query";
import { POLL_DEVICE_FEED_MS, POLL_EMERGENCY_FEED_MS, STALE_DEVICE_FEED_MS } from "../../../common/constants";
import { useFallbackInterval } from "../../lib/realtime";
import { dispatchFeedKey, emergencyFeedKey, getEmergencyFeed } from "./api";
import type { DispatchFeed } from "./feed-cache";

/** The banners' feed. Events keep it current; the spec's 30 s polling runs only while the socket is down. */
export function useEmergencyFeed(fingerprint: string) {
  return useQuery({
    queryKey: emergencyFeedKey(fingerprint),
    queryFn: () => getEmergencyFeed(fingerprint),
    refetchInterval: useFallbackInterval(POLL_EMERGENCY_FEED_MS),
    refetchIntervalInBackground: true,
  });
}

/** The Tools feed (last 24 h); 60 s polling and 30 s stale time while the socket is down (spec §9). */
export function useDispatchFeed(fingerprint: string) {
  return useQuery<DispatchFeed>({
    queryKey: dispatchFeedKey(fingerprint),
    staleTime: STALE_DEVICE_FEED_MS,
    refetchInterval: useFallbackInterval(POLL_DEVICE_FEED_MS),
  });
}
