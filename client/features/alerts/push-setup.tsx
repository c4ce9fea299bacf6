import { BellRing, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { pushSupported, subscribeToPush } from "./push";

const permissionNow = (): NotificationPermission | "unsupported" =>
  pushSupported() ? Notification.permission : "unsupported";

/**
 * "Turn on alert notifications": asks for permission on a tap (browsers require a gesture) and
 * subscribes the phone to Web Push. With permission already given, it quietly renews the
 * subscription with the server and draws nothing.
 */
export function PushSetup({ fingerprint }: { fingerprint: string }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(permissionNow);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (permission !== "granted") return;
    subscribeToPush(fingerprint).catch((error: unknown) =>
      console.warn(
        "Push subscription could not be renewed; alerts still arrive while the app is open",
        error,
      ),
    );
  }, [fingerprint, permission]);

  if (permission !== "default") return null;

  const turnOn = async () => {
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      if (answer === "granted") {
        await subscribeToPush(fingerprint);
        toast({ title: t("alerts.push.enabled"), description: t("alerts.push.enabledText") });
      } else if (answer === "denied") {
        toast({
          variant: "destructive",
          title: t("alerts.push.blocked"),
          description: t("alerts.push.blockedText"),
        });
      }
      setPermission(answer);
    } catch (error) {
      console.warn("Push subscription failed", error);
      toast({
        variant: "destructive",
        title: t("alerts.push.failed"),
        description: t("alerts.push.failedText"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="push-setup-title"
      data-testid="push-setup"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <h2 id="push-setup-title" className="leading-tight font-semibold">
            {t("alerts.push.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("alerts.push.text")}</p>
        </div>
      </div>
      <Button variant="outline" disabled={busy} onClick={() => void turnOn()}>
        {busy && <LoaderCircle className="animate-spin" aria-hidden />}
        {busy ? t("alerts.push.enabling") : t("alerts.push.enable")}
      </Button>
    </section>
  );
}
