import { LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { version } from "../../../package.json";
import { LanguageSelector } from "../../components/language-selector";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/api";
import { useLeaveDevice } from "./use-leave-device";

/** The header's user menu: language, version, and 'Leave this device' behind a confirmation. */
export function UserMenu({ fingerprint, name }: { fingerprint: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveDevice(fingerprint);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setConfirming(false);
  };
  const confirmLeave = () =>
    leave.mutate(undefined, {
      onError: (error) =>
        toast({ title: t("userMenu.leaveFailed"), description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={t("userMenu.open")} onClick={() => setOpen(true)}>
        <Menu aria-hidden />
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent role={confirming ? "alertdialog" : "dialog"} data-testid="user-menu">
          {confirming ? (
            <>
              <DialogHeader>
                <DialogTitle>{t("userMenu.leaveTitle")}</DialogTitle>
                <DialogDescription>{t("userMenu.leaveText")}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {t("userMenu.cancel")}
                </Button>
                <Button variant="destructive" disabled={leave.isPending} onClick={confirmLeave}>
                  {leave.isPending ? t("userMenu.leaving") : t("userMenu.leaveConfirm")}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>{name}</DialogTitle>
                <DialogDescription>{t("userMenu.version", { version })}</DialogDescription>
              </DialogHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{t("userMenu.language")}</span>
                <LanguageSelector />
              </div>
              <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
                <LogOut className="rtl:rotate-180" aria-hidden />
                {t("userMenu.leave")}
              </Button>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
