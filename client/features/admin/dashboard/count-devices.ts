import type { AdminDevice } from "../../../../common/devices";

export type DeviceCounts = { total: number; active: number; pending: number };

/** The dashboard's Total, Active and Pending counts. */
export function countDevices(devices: readonly Pick<AdminDevice, "status">[]): DeviceCounts {
  return {
    total: devices.length,
    active: devices.filter((d) => d.status === "active").length,
    pending: devices.filter((d) => d.status === "pending").length,
  };
}
