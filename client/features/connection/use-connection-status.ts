import { useCallback } from "react";
import type { DeviceConfigResponse } from "../../../common/devices";
import { realtime, useRealtimeState } from "../../lib/realtime";
import type { ConnectionState } from "./connection-rules";

export type Connection = ConnectionState & { retry: () => void };

/**
 * The one place the main screen's connection state comes from: the realtime socket to central
 * command (connected, connecting, reconnecting, disconnected). The spec's '3CX Not Configured' and
 * 'Device Not Registered' stay as the reason shown beside it; the soft-phone's own registration
 * state is reported by the phone tab.
 */
export function useConnectionStatus(config: DeviceConfigResponse, refetchConfig: () => void): Connection {
  const socket = useRealtimeState();
  const registered = config.device.status === "active" && Boolean(config.device.responderIdNumber);
  const hasPhoneConfig = Boolean(config.config?.tcxConfig?.server);
  const retry = useCallback(() => {
    realtime.retry();
    refetchConfig();
  }, [refetchConfig]);
  if (!registered) return { status: "disconnected", problem: "notRegistered", retry };
  return { status: socket, problem: hasPhoneConfig ? null : "notConfigured", retry };
}
