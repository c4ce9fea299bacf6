import { Settings, ShieldCheck, Signal, SignalZero } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "../../components/ui/button";
import { Button } from "../../components/ui/button";
import { isolateLtr } from "../../lib/bidi";
import { useOnlineStatus } from "../../lib/use-online-status";
import { PhoneSettingsDialog } from "../phone-settings/phone-settings-dialog";

/** Spec §2: the office line with the extension, Admin (staff only), the signal label, 3CX settings. */
export function MainFooter({
  officeNumber,
  extension,
  isStaff,
  fingerprint,
}: {
  officeNumber: string;
  extension: string;
  isStaff: boolean;
  fingerprint: string;
}) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const SignalIcon = online ? Signal : SignalZero;
  return (
    <footer className="flex flex-col gap-2 border-t bg-card px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span>
          {t("footer.line", { number: isolateLtr(officeNumber), extension: isolateLtr(extension) })}
        </span>
        <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid="signal-label">
          <SignalIcon className="size-4" aria-hidden />
          {t(online ? "footer.network.online" : "footer.network.offline")}
        </span>
      </div>
      <div className="flex gap-2">
        {isStaff && (
          <Link
            href="/admin"
            title={t("device.adminButtonTitle")}
            className={buttonVariants({ variant: "outline", size: "sm", className: "flex-1" })}
          >
            <ShieldCheck aria-hidden />
            {t("device.adminButton")}
          </Link>
        )}
        <Button variant="outline" size="sm" className="flex-1" onClick={() => setSettingsOpen(true)}>
          <Settings aria-hidden />
          {t("footer.tcxSettings")}
        </Button>
      </div>
      <PhoneSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        fingerprint={fingerprint}
        defaultExtension={extension}
      />
    </footer>
  );
}
