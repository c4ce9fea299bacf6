import { Clock, ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { DEVICE_ID_PENDING_SUFFIX } from "../../../common/constants";
import type { DeviceStatus } from "../../../common/devices";
import { buttonVariants } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { deviceIdSuffix } from "../../lib/device-id";

/** What a device that is not active sees: its id for command to find, and what happens next. */
export function PendingCard({ fingerprint, status }: { fingerprint: string; status: DeviceStatus }) {
  const { t } = useTranslation();
  const waiting = status === "pending";
  const Icon = waiting ? Clock : ShieldX;
  return (
    <Card role="status" aria-live="polite">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Icon className="size-6 text-primary" aria-hidden />
          <h1 className="text-xl leading-tight font-semibold">{t(`device.status.${status}.title`)}</h1>
        </div>
        <CardDescription>{t(`device.status.${status}.text`)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="rounded-md bg-muted p-3">
          <div className="text-sm text-muted-foreground">{t("device.idLabel")}</div>
          <div className="font-mono text-2xl tracking-widest" dir="ltr" data-testid="pending-device-id">
            {deviceIdSuffix(fingerprint, DEVICE_ID_PENDING_SUFFIX)}
          </div>
        </div>
        {!waiting && (
          <Link href="/enroll" className={buttonVariants({ variant: "outline" })}>
            {t("device.enrollAgain")}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
