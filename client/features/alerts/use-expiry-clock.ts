import { useEffect, useState } from "react";

/**
 * Renders again when the next of `expiries` passes (on the server's clock), so a banner leaves at
 * its expiry time with no polling and no ticking every second.
 */
export function useRerenderAtExpiry(expiries: readonly string[], offsetMs: number): void {
  const [tick, setTick] = useState(0);
  const key = expiries.join("|");
  useEffect(() => {
    const serverNow = Date.now() + offsetMs;
    const waits = key
      .split("|")
      .filter(Boolean)
      .map((at) => Date.parse(at) - serverNow)
      .filter((ms) => ms > 0);
    if (waits.length === 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(...waits) + 50);
    return () => clearTimeout(timer);
  }, [key, offsetMs, tick]);
}
