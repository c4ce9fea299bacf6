import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { enrollResponseSchema } from "../../../common/devices";
import { apiRequest } from "../../lib/api";

export type EnrollResponse = z.infer<typeof enrollResponseSchema>;

/** POST /api/devices/enroll; the server answers with the device and sets its secret cookie. */
export function useEnroll(fingerprint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { code: string; deviceNickname: string }) => {
      const res = await apiRequest("POST", "/api/devices/enroll", {
        code: input.code,
        fingerprint,
        deviceNickname: input.deviceNickname || undefined,
      });
      return (await res.json()) as EnrollResponse;
    },
    onSuccess: () => queryClient.removeQueries({ queryKey: ["/api/devices", fingerprint] }),
  });
}
