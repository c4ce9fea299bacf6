import { RadioTower } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminDevice } from "../../../../common/devices";
import { Ltr } from "../shared/ltr";
import { deviceLabel } from "./device-label";

/** The device's name, a radio mark, and what tells it apart (IMEI or id suffix). */
export function DeviceName({ device }: { device: AdminDevice }) {
  const { t } = useTranslation();
  const { name, detail } = deviceLabel(device);
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex items-center gap-1.5 font-medium">
        {device.deviceType === "radio" && (
          <RadioTower
            className="size-4 shrink-0 text-muted-foreground"
            aria-label={t("admin.devices.radio")}
          />
        )}
        <span className="break-words">{name}</span>
      </span>
      <Ltr className="font-mono text-xs text-muted-foreground">{detail}</Ltr>
    </span>
  );
}
