import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiRequest } from "../../lib/api";

/** 'Leave this device': the server forgets its secret and clears the cookie; then enroll anew. */
export function useLeaveDevice(fingerprint: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/devices/${fingerprint}/leave`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ["/api/devices", fingerprint] });
      navigate("/enroll", { replace: true });
    },
  });
}
