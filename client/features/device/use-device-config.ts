import { useQuery } from "@tanstack/react-query";
import type { DeviceConfigResponse } from "../../../common/devices";
import { isHttpError } from "../../lib/api";

export const deviceConfigKey = (fingerprint: string) => ["/api/devices", fingerprint, "config"] as const;

// Until the realtime channel pushes the approval, a waiting device asks again every 5 s.
const WAITING_POLL_MS = 5_000;

/** This device's configuration; `notEnrolled` when the server does not know it or this browser lacks its key. */
export function useDeviceConfig(fingerprint: string) {
  const query = useQuery<DeviceConfigResponse>({
    queryKey: deviceConfigKey(fingerprint),
    retry: false,
    refetchInterval: (q) =>
      q.state.data && q.state.data.device.status !== "active" ? WAITING_POLL_MS : false,
  });
  const notEnrolled = isHttpError(query.error, 404) || isHttpError(query.error, 403);
  return { ...query, notEnrolled };
}
