import { useEffect, useRef, useState } from "react";
import { keepsDismissal, recoveryGuideDelay, type ConnectionStatus } from "./connection-rules";

/** The banner's dismissal, forgotten when the status turns disconnected or reconnecting (spec §4). */
export function useBannerDismissal(status: ConnectionStatus) {
  const [state, setState] = useState({ status, dismissed: false });
  // Adjusting state while rendering: the banner never shows one frame with a stale dismissal.
  if (state.status !== status) {
    setState({ status, dismissed: keepsDismissal(state.status, status, state.dismissed) });
  }
  return { dismissed: state.dismissed, dismiss: () => setState({ status, dismissed: true }) };
}

/** Opens the recovery guide once the device has been disconnected for 30 s (spec §9), once per outage. */
export function useRecoveryGuide(status: ConnectionStatus) {
  const [open, setOpen] = useState(false);
  const since = useRef<number | null>(null);
  useEffect(() => {
    if (status !== "disconnected") {
      since.current = null;
      return;
    }
    since.current ??= Date.now();
    const delay = recoveryGuideDelay(since.current, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => setOpen(true), delay);
    return () => clearTimeout(timer);
  }, [status]);
  return { open, setOpen };
}
