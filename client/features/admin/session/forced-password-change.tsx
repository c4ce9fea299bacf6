import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { ChangePasswordForm } from "./change-password-form";

/** After a one-time password: nothing else opens until the admin chooses their own. */
export function ForcedPasswordChange() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="flex items-center gap-2 text-xl leading-tight font-semibold">
          <KeyRound className="size-5 text-primary" aria-hidden />
          {t("admin.password.title")}
        </h1>
        <CardDescription>{t("admin.password.intro")}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* The new session cookie and `mustChangePassword: false` arrive with the answer. */}
        <ChangePasswordForm oneTime onDone={() => undefined} />
      </CardContent>
    </Card>
  );
}
