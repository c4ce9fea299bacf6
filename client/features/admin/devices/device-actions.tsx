import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminDevice } from "../../../../common/devices";
import { Button } from "../../../components/ui/button";
import { deviceLabel } from "./device-label";
import { EditDeviceDialog } from "./edit-device-dialog";
import { RemoveDeviceDialog } from "./remove-device-dialog";
import { useDecideDevice } from "./use-devices";

/** Pending: Approve and Reject. Any other status: Edit and Remove. */
export function DeviceActions({ device }: { device: AdminDevice }) {
  const { t } = useTranslation();
  const { name } = deviceLabel(device);
  const decide = useDecideDevice(name);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);

  if (device.status === "pending") {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          className="bg-green-700 text-white hover:bg-green-800"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ deviceId: device.id, decision: "approve" })}
        >
          <Check aria-hidden />
          {t("admin.devices.approve")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ deviceId: device.id, decision: "reject" })}
        >
          <X aria-hidden />
          {t("admin.devices.reject")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
        <Pencil aria-hidden />
        {t("admin.devices.edit")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setRemoving(true)}
      >
        <Trash2 aria-hidden />
        {t("admin.devices.remove")}
      </Button>
      <EditDeviceDialog device={device} open={editing} onOpenChange={setEditing} />
      <RemoveDeviceDialog device={device} open={removing} onOpenChange={setRemoving} />
    </div>
  );
}
