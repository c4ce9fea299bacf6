import { useTranslation } from "react-i18next";
import { DEVICE_ID_HEADER_SUFFIX } from "../../../common/constants";
import type { DeviceConfigResponse } from "../../../common/devices";
import { LanguageSelector } from "../../components/language-selector";
import { Badge } from "../../components/ui/badge";
import { deviceIdSuffix } from "../../lib/device-id";
import { ConnectionIndicator } from "../connection/connection-indicator";
import type { ConnectionState } from "../connection/connection-rules";
import { UserMenu } from "./user-menu";

/** Spec §2: who is on this device (name, extension, shift), logo, connection, device id, language, menu. */
export function MainHeader({
  config,
  fingerprint,
  connection,
}: {
  config: DeviceConfigResponse;
  fingerprint: string;
  connection: ConnectionState;
}) {
  const { t } = useTranslation();
  const { device, activeShift } = config;
  const suffix = deviceIdSuffix(fingerprint, DEVICE_ID_HEADER_SUFFIX);
  const name = device.responderName ?? "";
  return (
    <header className="flex flex-col gap-1 border-b bg-card px-3 py-2">
      <div className="flex items-center gap-2">
        <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <h1 className="truncate text-lg leading-tight font-semibold">{name}</h1>
          {device.isStaff && <Badge data-testid="admin-badge">{t("device.adminBadge")}</Badge>}
        </div>
        <LanguageSelector />
        <UserMenu fingerprint={fingerprint} name={name} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>{t("device.extension", { extension: device.responderIdNumber })}</span>
        {activeShift && <span>{t("mainScreen.shift", { name: activeShift.name })}</span>}
        <ConnectionIndicator state={connection} />
        <span
          className="ms-auto font-mono text-xs"
          dir="ltr"
          title={t("device.idLabel")}
          aria-label={t("mainScreen.deviceId", { suffix })}
        >
          {suffix}
        </span>
      </div>
    </header>
  );
}
