import { useEffect, useRef } from "react";

/**
 * A screen just opened: start at its top and move focus to its heading, so a keyboard or screen
 * reader user lands on the new screen instead of on the button that has gone.
 */
export function useScreenEntry<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
