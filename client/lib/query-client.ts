import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** Spec §7: never stale, no refetch on focus or by interval, no retries unless a query asks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
