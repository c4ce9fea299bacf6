import { useQuery } from "@tanstack/react-query";
import { adminKeys, getAudit } from "../api";

/** The audit log for a query string, newest first; fresh on every visit. */
export function useAudit(search: string) {
  return useQuery({
    queryKey: adminKeys.audit(search),
    queryFn: () => getAudit(search),
    refetchOnMount: "always",
  });
}
