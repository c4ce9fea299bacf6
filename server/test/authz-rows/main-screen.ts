import { eq } from "drizzle-orm";
import { devices } from "../../db/schema";
import { adminOnly, ownDeviceOnly, type Ctx, type Row } from "./types";

const MISSING = 999_999;

// Leaving forgets the target device's secret, which the rows after this one still need: the row
// notes the secret hash before its first caller and puts it back before each later one.
let targetSecretHash: string | null | undefined;
async function restoreTargetSecret(c: Ctx): Promise<void> {
  const where = eq(devices.id, c.targetDeviceId);
  if (targetSecretHash === undefined) {
    const [row] = await c.app.db.select({ hash: devices.secretHash }).from(devices).where(where);
    targetSecretHash = row?.hash ?? null;
  } else {
    await c.app.db.update(devices).set({ secretHash: targetSecretHash }).where(where);
  }
}

/** The responder's main screen: notification counts, phone book, speed dials, own 3CX settings, leave. */
export const mainScreenRows: Row[] = [
  {
    name: "notification counts",
    method: "GET",
    url: (c) => `/api/devices/${c.targetFingerprint}/notifications`,
    expect: ownDeviceOnly(200),
  },
  {
    name: "phone book (devices and staff)",
    method: "GET",
    url: () => "/api/phonebook",
    expect: {
      anonymous: 401,
      pendingDevice: 403,
      otherDevice: 200,
      activeDevice: 200,
      dispatcher: 200,
      admin: 200,
    },
  },
  {
    name: "add hospital",
    method: "POST",
    url: () => "/api/admin/phonebook/hospitals",
    body: () => ({ nameEn: "Authz Hospital", nameHe: "בית חולים לבדיקה" }),
    expect: adminOnly(200),
  },
  {
    name: "edit hospital",
    method: "PATCH",
    url: () => `/api/admin/phonebook/hospitals/${MISSING}`,
    body: () => ({ nameEn: "Renamed" }),
    expect: adminOnly(404),
  },
  {
    name: "delete hospital",
    method: "DELETE",
    url: () => `/api/admin/phonebook/hospitals/${MISSING}`,
    expect: adminOnly(404),
  },
  {
    name: "add hospital number",
    method: "POST",
    url: () => `/api/admin/phonebook/hospitals/${MISSING}/contacts`,
    body: () => ({ name: "ER", number: "02-555-0101", type: "emergency" }),
    expect: adminOnly(404),
  },
  {
    name: "edit hospital number",
    method: "PATCH",
    url: () => `/api/admin/phonebook/contacts/${MISSING}`,
    body: () => ({ number: "02-555-0102" }),
    expect: adminOnly(404),
  },
  {
    name: "delete hospital number",
    method: "DELETE",
    url: () => `/api/admin/phonebook/contacts/${MISSING}`,
    expect: adminOnly(404),
  },
  {
    name: "confirm phone book entry",
    method: "POST",
    url: () => "/api/admin/phonebook/confirm",
    body: () => ({ kind: "contact", id: MISSING }),
    expect: adminOnly(404),
  },
  { name: "phone book entries", method: "GET", url: () => "/api/admin/phonebook", expect: adminOnly(200) },
  {
    name: "add speed dial",
    method: "POST",
    url: () => "/api/speed-dial-contacts",
    body: () => ({ name: "Authz Dial", extension: "100", role: "police", isEmergency: false, priority: 9 }),
    expect: adminOnly(200),
  },
  {
    name: "edit speed dial",
    method: "PATCH",
    url: () => `/api/speed-dial-contacts/${MISSING}`,
    body: () => ({ priority: 2 }),
    expect: adminOnly(404),
  },
  {
    name: "delete speed dial",
    method: "DELETE",
    url: () => `/api/speed-dial-contacts/${MISSING}`,
    expect: adminOnly(404),
  },
  {
    name: "own 3CX settings",
    method: "GET",
    url: (c) => `/api/devices/${c.targetFingerprint}/phone-settings`,
    expect: ownDeviceOnly(200),
  },
  {
    name: "save own 3CX settings",
    method: "PUT",
    url: (c) => `/api/devices/${c.targetFingerprint}/phone-settings`,
    body: () => ({ server: "pbx.example.org", extension: "215", password: "authz-only" }),
    expect: ownDeviceOnly(200),
  },
  {
    name: "leave this device",
    method: "POST",
    url: async (c) => {
      await restoreTargetSecret(c);
      return `/api/devices/${c.targetFingerprint}/leave`;
    },
    expect: ownDeviceOnly(200),
  },
];
