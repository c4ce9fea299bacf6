import { useQuery } from "@tanstack/react-query";
import { STALE_SYSTEM_CONFIG_MS } from "../../../common/constants";
import type { SystemConfig } from "../../../common/system";

/** Which tabs the service switched on (spec §7: stale after 30 s). */
export function useSystemConfig() {
  return useQuery<SystemConfig>({ queryKey: ["/api/system/config"], staleTime: STALE_SYSTEM_CONFIG_MS });
}
