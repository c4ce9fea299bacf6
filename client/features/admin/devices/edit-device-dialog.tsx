import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DEVICE_NICKNAME_MAX } from "../../../../common/constants";
import type { AdminDevice } from "../../../../common/devices";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Field } from "../shared/field";
import { fieldAria } from "../shared/form";
import { useEditDevice } from "./use-devices";

// The server's limit for a department (common/devices.ts deviceEditSchema).
const DEPARTMENT_MAX = 60;

function EditDeviceForm({ device, onDone }: { device: AdminDevice; onDone: () => void }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(device.deviceNickname ?? "");
  const [department, setDepartment] = useState(device.department ?? "");
  const edit = useEditDevice(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ id: device.id, deviceNickname: nickname.trim(), department: department.trim() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field
        id="device-nickname"
        label={t("admin.devices.nickname")}
        hint={t("admin.devices.nicknameHint", { length: nickname.length, max: DEVICE_NICKNAME_MAX })}
      >
        <Input
          {...fieldAria("device-nickname", { hint: true })}
          maxLength={DEVICE_NICKNAME_MAX}
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
        />
      </Field>
      <Field id="device-department" label={t("admin.devices.columns.department")}>
        <Input
          id="device-department"
          maxLength={DEPARTMENT_MAX}
          value={department}
          onChange={(e) => setDepartment(e.target.value)}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("admin.common.cancel")}
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t("admin.common.saving") : t("admin.common.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edit the nickname (max 30) and department of a device. */
export function EditDeviceDialog({
  device,
  open,
  onOpenChange,
}: {
  device: AdminDevice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("admin.devices.editTitle")}</DialogTitle>
          <DialogDescription>
            {t("admin.devices.editDescription", {
              extension: device.responderIdNumber,
              name: device.responderName,
            })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so it starts from the device's current values. */}
        {open && <EditDeviceForm device={device} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
