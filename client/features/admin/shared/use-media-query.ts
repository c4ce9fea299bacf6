import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint: below it, tables turn into stacked cards. */
export const WIDE_LAYOUT = "(min-width: 640px)";

/** Whether a CSS media query matches now; follows changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True on screens wide enough for a table. */
export const useWideLayout = () => useMediaQuery(WIDE_LAYOUT);
