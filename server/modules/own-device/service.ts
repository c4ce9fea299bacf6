import { eq } from "drizzle-orm";
import type { PhoneSettings, PhoneSettingsUpdate } from "../../../common/phone-settings";
import type { Db } from "../../db/database";
import { devices, deviceSipOverrides } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";

// The sealed password is bound to its device: copied to another row, it does not open.
const passwordContext = (deviceId: string) => `device-sip-password:${deviceId}`;

/** The device's own 3CX settings: server and extension, and only whether a password is stored. */
export async function getPhoneSettings(db: Db, deviceId: string): Promise<PhoneSettings> {
  const [row] = await db.select().from(deviceSipOverrides).where(eq(deviceSipOverrides.deviceId, deviceId));
  return {
    server: row?.server ?? null,
    extension: row?.extension ?? null,
    hasPassword: Boolean(row?.passwordEncrypted),
  };
}

/** Saves the device's override; a password given is encrypted, a password left out is kept. */
export async function savePhoneSettings(
  db: Db,
  box: SecretBox,
  deviceId: string,
  input: PhoneSettingsUpdate,
): Promise<PhoneSettings> {
  const values = {
    server: input.server || null,
    extension: input.extension || null,
    updatedAt: new Date(),
    ...(input.password === undefined
      ? {}
      : { passwordEncrypted: box.seal(input.password, passwordContext(deviceId)) }),
  };
  await db
    .insert(deviceSipOverrides)
    .values({ deviceId, ...values })
    .onConflictDoUpdate({ target: deviceSipOverrides.deviceId, set: values });
  return getPhoneSettings(db, deviceId);
}

/** The stored password in clear, for the soft-phone of this device only (a later issue delivers it). */
export async function readPhonePassword(db: Db, box: SecretBox, deviceId: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: deviceSipOverrides.passwordEncrypted })
    .from(deviceSipOverrides)
    .where(eq(deviceSipOverrides.deviceId, deviceId));
  return row?.sealed ? box.open(row.sealed, passwordContext(deviceId)) : null;
}

/** 'Leave this device': forgets the secret, so the browser's old cookie stops working at once. */
export async function forgetDeviceSecret(db: Db, deviceId: string): Promise<void> {
  await db.update(devices).set({ secretHash: null }).where(eq(devices.id, deviceId));
}
