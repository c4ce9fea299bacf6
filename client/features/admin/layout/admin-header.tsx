import { KeyRound, LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StaffUser } from "../../../../common/auth";
import { LanguageSelector } from "../../../components/language-selector";
import { Button } from "../../../components/ui/button";
import { ChangePasswordDialog } from "../session/change-password-dialog";
import { useLogout } from "../session/use-session";

/** Who is signed in, Change password, language and Exit; on every console screen. */
export function AdminHeader({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [changing, setChanging] = useState(false);
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        {/* Too narrow for both (a phone): the controls wrap to a second line, at the inline end. */}
        <div className="flex min-w-48 flex-1 items-center gap-2">
          <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
          <div className="min-w-0">
            <p className="truncate leading-tight font-semibold">{t("admin.title")}</p>
            <p className="truncate text-sm text-muted-foreground">
              {t("admin.header.signedInAs", {
                name: user.username,
                role: t(`admin.header.roles.${user.role}`),
              })}
            </p>
          </div>
        </div>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSelector />
          {!user.mustChangePassword && (
            <Button
              variant="outline"
              size="icon"
              onClick={() => setChanging(true)}
              aria-label={t("admin.password.change")}
              title={t("admin.password.change")}
            >
              <KeyRound aria-hidden />
            </Button>
          )}
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut className="rtl:-scale-x-100" aria-hidden />
            {t("admin.header.exit")}
          </Button>
        </div>
      </div>
      <ChangePasswordDialog open={changing} onOpenChange={setChanging} />
    </header>
  );
}
