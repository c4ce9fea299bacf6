import type { AdminDevice } from "../../../../common/devices";
import { DEVICE_ID_PENDING_SUFFIX } from "../../../../common/constants";

/** The last characters of a fingerprint, upper-case, as the pending card shows them (spec §9). */
export const fingerprintSuffix = (fingerprint: string) =>
  fingerprint.slice(-DEVICE_ID_PENDING_SUFFIX).toUpperCase();

/**
 * The Device Name column: the nickname, else a radio's model, else the fingerprint suffix; `detail`
 * says which device it is when names repeat (IMEI for radios, the id suffix for phones).
 */
export function deviceLabel(
  device: Pick<AdminDevice, "deviceNickname" | "deviceType" | "modelName" | "imei" | "fingerprint">,
): { name: string; detail: string } {
  const suffix = fingerprintSuffix(device.fingerprint);
  if (device.deviceType === "radio") {
    return {
      name: device.deviceNickname || device.modelName || suffix,
      detail: device.imei ? `IMEI ${device.imei}` : suffix,
    };
  }
  return { name: device.deviceNickname || suffix, detail: `ID ${suffix}` };
}
