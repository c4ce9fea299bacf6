import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PhoneSettings, PhoneSettingsUpdate } from "../../../common/phone-settings";
import { apiRequest } from "../../lib/api";

const key = (fingerprint: string) => ["/api/devices", fingerprint, "phone-settings"] as const;

/** The device's own 3CX settings (never the password), read when the dialog opens. */
export function usePhoneSettings(fingerprint: string, enabled: boolean) {
  return useQuery<PhoneSettings>({ queryKey: key(fingerprint), enabled });
}

export function useSavePhoneSettings(fingerprint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PhoneSettingsUpdate) => {
      const res = await apiRequest("PUT", `/api/devices/${fingerprint}/phone-settings`, body);
      return (await res.json()) as PhoneSettings;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key(fingerprint), saved);
      // The device config carries the server the connection status is derived from.
      void queryClient.invalidateQueries({ queryKey: ["/api/devices", fingerprint, "config"] });
    },
  });
}
