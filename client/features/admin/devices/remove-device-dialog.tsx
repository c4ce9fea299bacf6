import { useTranslation } from "react-i18next";
import type { AdminDevice } from "../../../../common/devices";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { isolate } from "../shared/ltr";
import { deviceLabel } from "./device-label";
import { useRemoveDevice } from "./use-devices";

/** Asks before removing: the device stops working at once and must enroll again. */
export function RemoveDeviceDialog({
  device,
  open,
  onOpenChange,
}: {
  device: AdminDevice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { name } = deviceLabel(device);
  const remove = useRemoveDevice(name, () => onOpenChange(false));
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("admin.devices.removeTitle", { name: isolate(name) })}
      description={t("admin.devices.removeText", { extension: device.responderIdNumber })}
      confirmLabel={t("admin.devices.removeConfirm")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(device.id)}
    />
  );
}
