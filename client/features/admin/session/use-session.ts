import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { toast } from "../../../components/ui/use-toast";
import { getQueryFn, isHttpError } from "../../../lib/api";
import { adminKeys, changePassword, login, logout, ME_KEY, type UserResponse } from "../api";
import { showFailure } from "../shared/failure-toast";

/** The signed-in staff member, asked of the server on every visit (null when signed out). */
export function useSession() {
  return useQuery<UserResponse | null>({
    queryKey: ME_KEY,
    queryFn: getQueryFn<UserResponse>({ on401: "returnNull" }),
    // The server decides, not a cached answer from an earlier visit.
    refetchOnMount: "always",
  });
}

/** Forgets the session in this tab: the gate shows and no admin data stays in memory. */
function endSessionLocally(queryClient: QueryClient): void {
  queryClient.setQueryData(ME_KEY, null);
  queryClient.removeQueries({ queryKey: adminKeys.all });
}

// Sign-in and password change answer 401 for a wrong password: that does not end a session.
const KEEP_SESSION_ON_401 = "keepSessionOn401";
const keepSession = { [KEEP_SESSION_ON_401]: true };

const isAdminKey = (key: readonly unknown[]) => key[0] === adminKeys.all[0];

/** Any admin call answered 401 (session expired or ended elsewhere): back to the gate. */
export function useSignOutOn401(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === "updated" &&
        event.action.type === "error" &&
        // The cache's events type a query's key as `any`; every key in this app is an array.
        isAdminKey(event.query.queryKey as readonly unknown[]) &&
        isHttpError(event.action.error, 401)
      ) {
        endSessionLocally(queryClient);
      }
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === "updated" &&
        event.action.type === "error" &&
        !event.mutation.meta?.[KEEP_SESSION_ON_401] &&
        isHttpError(event.action.error, 401)
      ) {
        endSessionLocally(queryClient);
      }
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

/** Signs in; wrong credentials and lockouts become toasts with the server's words. */
export function useLogin() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: login,
    meta: keepSession,
    onSuccess: (data) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(ME_KEY, data);
    },
    onError: (error) => {
      if (isHttpError(error, 401)) {
        showFailure(t("admin.gate.accessDenied"), error, t("admin.gate.incorrectPassword"));
      } else if (isHttpError(error, 429)) {
        showFailure(t("admin.gate.tooMany"), error);
      } else {
        showFailure(t("admin.gate.failed"), error, t("admin.common.tryAgain"));
      }
    },
  });
}

/** Ends the session on the server, then leaves for the responder screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave first, so the gate does not flash up on the way out.
      navigate("/");
      endSessionLocally(queryClient);
    },
    // The session may still be live on the server: say so rather than leave a desk signed in.
    onError: (error) => showFailure(t("admin.header.exitFailed"), error),
  });
}

/** Changes one's own password; the server signs out every other session. */
export function useChangePassword(onDone: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: changePassword,
    meta: keepSession,
    onSuccess: (data) => {
      queryClient.setQueryData(ME_KEY, data);
      toast({ title: t("admin.password.changed"), description: t("admin.password.changedText") });
      onDone();
    },
    // A wrong current password answers 401; the session stays and the toast says why.
    onError: (error) => showFailure(t("admin.password.failed"), error),
  });
}
