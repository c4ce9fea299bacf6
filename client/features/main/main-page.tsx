import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { DEVICE_ID_HEADER_SUFFIX } from "../../../common/constants";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardHeader } from "../../components/ui/card";
import { errorMessage } from "../../lib/api";
import { deviceIdSuffix, getDeviceId } from "../../lib/device-id";
import { DispatchFeed } from "../alerts/dispatch-feed";
import { EmergencyAlerts } from "../alerts/emergency-alerts";
import { useDeviceConfig } from "../device/use-device-config";
import { PendingCard } from "./pending-card";
import { ResponderScreen } from "./responder-screen";

/** `/` and `/dialer`: loading, then enrollment, the waiting card, or the responder's screen. */
export function MainPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [fingerprint] = useState(getDeviceId);
  const config = useDeviceConfig(fingerprint);
  const { refetch } = config;
  const refetchConfig = useCallback(() => void refetch(), [refetch]);

  useEffect(() => {
    if (config.notEnrolled) navigate("/enroll", { replace: true });
  }, [config.notEnrolled, navigate]);

  let body;
  if (config.isPending || config.notEnrolled) {
    body = (
      <p role="status" className="p-6 text-center text-muted-foreground">
        {t("device.loading")}
      </p>
    );
  } else if (config.error || !config.data) {
    body = (
      <Card role="alert">
        <CardHeader>
          <h1 className="text-lg font-semibold">{t("device.loadFailed")}</h1>
          <CardDescription>{errorMessage(config.error)}</CardDescription>
        </CardHeader>
        <div className="p-4 pt-0">
          <Button onClick={() => void config.refetch()}>{t("device.retry")}</Button>
        </div>
      </Card>
    );
  } else if (config.data.device.status !== "active") {
    body = <PendingCard fingerprint={fingerprint} status={config.data.device.status} />;
  } else {
    return (
      <ResponderScreen
        config={config.data}
        fingerprint={fingerprint}
        refetchConfig={refetchConfig}
        alerts={<EmergencyAlerts fingerprint={fingerprint} config={config.data} />}
        // The Tools feed, in the messenger tab until the messenger's Tools section exists.
        messengerTools={<DispatchFeed fingerprint={fingerprint} />}
      />
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 p-4">
      <PageHeader>
        <span className="font-mono text-xs text-muted-foreground" dir="ltr" title={t("device.idLabel")}>
          {deviceIdSuffix(fingerprint, DEVICE_ID_HEADER_SUFFIX)}
        </span>
      </PageHeader>
      {body}
    </main>
  );
}
