import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { POLL_ENROLLMENT_CODES_MS } from "../../../../common/constants";
import type { CreateCodeRequest, RadioRegisterRequest } from "../../../../common/enrollment";
import { toast } from "../../../components/ui/use-toast";
import { adminKeys, createCode, deleteCode, registerRadio, type CodesResponse } from "../api";
import { showFailure } from "../shared/failure-toast";

/** Every code, newest first, refreshed every 5 s (spec §9). */
export function useEnrollmentCodes() {
  return useQuery<CodesResponse>({
    queryKey: adminKeys.codes,
    refetchInterval: POLL_ENROLLMENT_CODES_MS,
    refetchOnMount: "always",
  });
}

export function useCreateCode() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCodeRequest) => createCode(body),
    onSuccess: (code) => {
      toast({ title: t("admin.enrollment.created"), description: code.code });
    },
    onError: (error) => showFailure(t("admin.enrollment.createFailed"), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.codes }),
  });
}

export function useDeleteCode(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCode,
    onSuccess: () => {
      toast({ title: t("admin.enrollment.deleted") });
      onDone();
    },
    onError: (error) => showFailure(t("admin.enrollment.deleteFailed"), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.codes }),
  });
}

export function useRegisterRadio() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RadioRegisterRequest) => registerRadio(body),
    onSuccess: () => {
      toast({ title: t("admin.radio.registered"), description: t("admin.radio.registeredText") });
    },
    onError: (error) => showFailure(t("admin.radio.failed"), error, t("admin.radio.failedText")),
    // The new radio waits in Device Mgmt; the counts change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.devices }),
  });
}
