import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PhoneSettings } from "../../../common/phone-settings";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/api";
import { usePhoneSettings, useSavePhoneSettings } from "./use-phone-settings";

function SettingsForm({
  fingerprint,
  saved,
  defaultExtension,
  onDone,
}: {
  fingerprint: string;
  saved: PhoneSettings;
  defaultExtension: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [server, setServer] = useState(saved.server ?? "");
  const [extension, setExtension] = useState(saved.extension ?? defaultExtension);
  const [password, setPassword] = useState("");
  const save = useSavePhoneSettings(fingerprint);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { server: server.trim(), extension: extension.trim(), ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          toast({ title: t("phoneSettings.saved"), description: t("phoneSettings.savedText") });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t("phoneSettings.failed"),
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  };
  const field = "flex flex-col gap-2";
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div className={field}>
        <Label htmlFor="tcx-server">{t("phoneSettings.server")}</Label>
        <Input
          id="tcx-server"
          value={server}
          onChange={(e) => setServer(e.target.value)}
          dir="ltr"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("phoneSettings.serverPlaceholder")}
        />
      </div>
      <div className={field}>
        <Label htmlFor="tcx-extension">{t("phoneSettings.extension")}</Label>
        <Input
          id="tcx-extension"
          value={extension}
          onChange={(e) => setExtension(e.target.value)}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <div className={field}>
        <Label htmlFor="tcx-password">{t("phoneSettings.password")}</Label>
        <Input
          id="tcx-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          dir="ltr"
          autoComplete="new-password"
          aria-describedby={saved.hasPassword ? "tcx-password-hint" : undefined}
        />
        {saved.hasPassword && (
          <p id="tcx-password-hint" className="text-sm text-muted-foreground">
            {t("phoneSettings.passwordSaved")}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("phoneSettings.saving") : t("phoneSettings.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Spec §2: the footer's 3CX settings (server, extension, password, Save), kept on the server. */
export function PhoneSettingsDialog({
  open,
  onOpenChange,
  fingerprint,
  defaultExtension,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fingerprint: string;
  defaultExtension: string;
}) {
  const { t } = useTranslation();
  const settings = usePhoneSettings(fingerprint, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("phoneSettings.title")}</DialogTitle>
          <DialogDescription>{t("phoneSettings.description")}</DialogDescription>
        </DialogHeader>
        {settings.data ? (
          <SettingsForm
            // A fresh form per load, so it starts from what the server holds.
            key={settings.dataUpdatedAt}
            fingerprint={fingerprint}
            saved={settings.data}
            defaultExtension={defaultExtension}
            onDone={() => onOpenChange(false)}
          />
        ) : settings.isError ? (
          <p role="alert" className="text-sm">
            {t("phoneSettings.loadFailed")}: {errorMessage(settings.error)}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {t("app.loading")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
