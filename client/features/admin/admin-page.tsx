import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RouteLoading } from "../../components/route-loading";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardHeader } from "../../components/ui/card";
import { errorMessage } from "../../lib/api";
import { AdminConsole } from "./admin-console";
import { AdminShell } from "./layout/admin-shell";
import { ForcedPasswordChange } from "./session/forced-password-change";
import { Gate } from "./session/gate";
import { useSession, useSignOutOn401 } from "./session/use-session";

/**
 * `/admin`: the server's session decides (GET /api/auth/me): the sign-in gate, the one-time
 * password change, or the console.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  useSignOutOn401();

  if (session.isPending) return <RouteLoading />;
  if (session.isError) {
    return (
      <main className="mx-auto flex w-full max-w-sm flex-col gap-4 p-4">
        <Card role="alert">
          <CardHeader>
            <h1 className="text-xl leading-tight font-semibold">{t("admin.title")}</h1>
            <CardDescription>
              {t("admin.gate.sessionFailed")} {errorMessage(session.error)}
            </CardDescription>
            <Button variant="outline" className="mt-2 self-start" onClick={() => void session.refetch()}>
              <RefreshCw aria-hidden />
              {t("admin.common.retry")}
            </Button>
          </CardHeader>
        </Card>
      </main>
    );
  }
  const user = session.data?.user;
  if (!user) return <Gate />;
  if (user.mustChangePassword) {
    return (
      <AdminShell user={user}>
        <ForcedPasswordChange />
      </AdminShell>
    );
  }
  return <AdminConsole user={user} />;
}
