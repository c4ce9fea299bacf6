import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { POLL_DETAILED_DEVICES_MS } from "../../../../common/constants";
import { toast } from "../../../components/ui/use-toast";
import { adminKeys, decideDevice, editDevice, removeDevice, type DevicesResponse } from "../api";
import { showFailure } from "../shared/failure-toast";
import { isolate } from "../shared/ltr";

/** Every device, refreshed every 30 s (spec §9) and on each visit. */
export function useDetailedDevices() {
  return useQuery<DevicesResponse>({
    queryKey: adminKeys.devicesDetailed,
    refetchInterval: POLL_DETAILED_DEVICES_MS,
    refetchOnMount: "always",
  });
}

/** After any change the lists (and the dashboard counts) load again. */
function useRefreshDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.devices });
}

/** Approve or Reject a pending device, with a toast either way. */
export function useDecideDevice(name: string) {
  const { t } = useTranslation();
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (input: { deviceId: string; decision: "approve" | "reject" }) =>
      decideDevice(input.deviceId, input.decision),
    onSuccess: (_data, { decision }) => {
      toast({
        title: t(`admin.devices.decision.${decision}.done`),
        description: t(`admin.devices.decision.${decision}.doneText`, { name: isolate(name) }),
      });
    },
    onError: (error, { decision }) => showFailure(t(`admin.devices.decision.${decision}.failed`), error),
    onSettled: refresh,
  });
}

export function useEditDevice(onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (input: { id: string; deviceNickname: string; department: string }) =>
      editDevice(input.id, { deviceNickname: input.deviceNickname, department: input.department }),
    onSuccess: () => {
      toast({ title: t("admin.devices.saved") });
      onDone();
    },
    onError: (error) => showFailure(t("admin.devices.saveFailed"), error),
    onSettled: refresh,
  });
}

export function useRemoveDevice(name: string, onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: () => {
      toast({
        title: t("admin.devices.removed"),
        description: t("admin.devices.removedText", { name: isolate(name) }),
      });
      onDone();
    },
    onError: (error) => showFailure(t("admin.devices.removeFailed"), error),
    onSettled: refresh,
  });
}
