import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { ChangePasswordForm } from "./change-password-form";

/** "Change password" from the header. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("admin.password.change")}</DialogTitle>
          <DialogDescription>{t("admin.password.changeIntro")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so a reopened dialog starts empty. */}
        {open && (
          <ChangePasswordForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
