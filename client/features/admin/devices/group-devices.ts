import type { AdminDevice, DeviceStatus } from "../../../../common/devices";

export type DeviceGroup = {
  /** The responder's extension (responderIdNumber). */
  extension: string;
  /** The unit's name (responderName); every device of an extension belongs to one responder. */
  responderName: string;
  devices: AdminDevice[];
};

// Within an extension, what needs a decision comes first.
const STATUS_ORDER: Record<DeviceStatus, number> = {
  pending: 0,
  active: 1,
  locked: 2,
  rejected: 3,
  removed: 4,
};

const byExtension = (a: string, b: string) =>
  a.localeCompare(b, "en", { numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Devices grouped by extension (spec: Device Mgmt "grouped by extension"), groups in extension
 * order ("007" before "100"), devices pending first, then newest first.
 */
export function groupByExtension(devices: readonly AdminDevice[]): DeviceGroup[] {
  const groups = new Map<string, DeviceGroup>();
  for (const device of devices) {
    const group = groups.get(device.responderIdNumber);
    if (group) group.devices.push(device);
    else {
      groups.set(device.responderIdNumber, {
        extension: device.responderIdNumber,
        responderName: device.responderName,
        devices: [device],
      });
    }
  }
  const sorted = [...groups.values()].sort((a, b) => byExtension(a.extension, b.extension));
  for (const group of sorted) {
    group.devices.sort(
      (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.createdAt.localeCompare(a.createdAt),
    );
  }
  return sorted;
}

/** The devices matching a search (extension, unit, device name, department, IMEI) and the pending filter. */
export function filterDevices(
  devices: readonly AdminDevice[],
  search: string,
  pendingOnly: boolean,
): AdminDevice[] {
  const needle = search.trim().toLocaleLowerCase();
  return devices.filter((device) => {
    if (pendingOnly && device.status !== "pending") return false;
    if (!needle) return true;
    return [
      device.responderIdNumber,
      device.responderName,
      device.deviceNickname,
      device.department,
      device.fingerprint,
      device.imei,
      device.serialNumber,
      device.modelName,
    ].some((field) => field?.toLocaleLowerCase().includes(needle));
  });
}
