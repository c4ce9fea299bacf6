import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { AdminDevice, DeviceConfigResponse, OwnDevice } from "../../../common/devices";
import type { Db } from "../../db/database";
import { devices, deviceSipOverrides, enrollmentCodes, responders, speedDials, staff } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { hashToken, newToken } from "../../lib/tokens";
import type { EventBus } from "../../realtime/bus";
import { withEvents, type Emit } from "../../realtime/outbox";
import { claimCode } from "../enrollment/service";

type DeviceRow = typeof devices.$inferSelect;
type ResponderRow = typeof responders.$inferSelect;
export type DeviceWithResponder = { device: DeviceRow; responder: ResponderRow };

export const presentAdminDevice = ({ device, responder }: DeviceWithResponder): AdminDevice => ({
  id: device.id,
  fingerprint: device.fingerprint,
  deviceNickname: device.nickname,
  department: device.department ?? responder.department,
  deviceType: device.type,
  status: device.status,
  responderName: responder.name,
  responderIdNumber: responder.idNumber,
  role: responder.role,
  imei: device.imei,
  serialNumber: device.serialNumber,
  modelName: device.modelName,
  lastSeen: device.lastSeenAt?.toISOString() ?? null,
  createdAt: device.createdAt.toISOString(),
});

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function upsertResponder(
  tx: Tx,
  input: { name: string; idNumber: string; role: string },
): Promise<ResponderRow> {
  // The code or form issued by command is authoritative for the responder's name and role.
  const [row] = await tx
    .insert(responders)
    .values(input)
    .onConflictDoUpdate({ target: responders.idNumber, set: { name: input.name, role: input.role } })
    .returning();
  if (!row) throw new Error("responder upsert returned nothing");
  return row;
}

export type Enrollment = DeviceWithResponder & { secret: string };

/** Redeems a code for a device: pending, with a fresh secret (re-enrolling replaces the old one). */
export async function enrollDevice(
  db: Db,
  input: { code: string; fingerprint: string; nickname: string | null },
): Promise<Enrollment> {
  const secret = newToken();
  return db.transaction(async (tx) => {
    const code = await claimCode(tx, input.code);
    const responder = await upsertResponder(tx, {
      name: code.responderName,
      idNumber: code.responderIdNumber,
      role: code.role,
    });
    const values = {
      responderId: responder.id,
      nickname: input.nickname,
      status: "pending" as const,
      secretHash: hashToken(secret),
      decidedAt: null,
      decidedBy: null,
    };
    const [device] = await tx
      .insert(devices)
      .values({ fingerprint: input.fingerprint, type: "phone", ...values })
      .onConflictDoUpdate({ target: devices.fingerprint, set: values })
      .returning();
    if (!device) throw new Error("device upsert returned nothing");
    await tx
      .update(enrollmentCodes)
      .set({ usedByDeviceId: device.id })
      .where(eq(enrollmentCodes.id, code.id));
    return { device, responder, secret };
  });
}

export async function registerRadio(
  db: Db,
  input: {
    imei: string;
    serialNumber: string;
    modelName: string;
    responderName: string;
    responderIdNumber: string;
    role: string;
  },
): Promise<DeviceWithResponder> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: devices.id }).from(devices).where(eq(devices.imei, input.imei));
    if (existing) throw conflict("A radio with this IMEI is already registered");
    const responder = await upsertResponder(tx, {
      name: input.responderName,
      idNumber: input.responderIdNumber,
      role: input.role,
    });
    const [device] = await tx
      .insert(devices)
      .values({
        fingerprint: `RADIO${input.imei}`,
        responderId: responder.id,
        type: "radio",
        status: "pending",
        imei: input.imei,
        serialNumber: input.serialNumber,
        modelName: input.modelName,
      })
      .returning();
    if (!device) throw new Error("radio insert returned nothing");
    return { device, responder };
  });
}

type Reader = Pick<Db, "select">;

const withResponder = (db: Reader) =>
  db
    .select({ device: devices, responder: responders })
    .from(devices)
    .innerJoin(responders, eq(responders.id, devices.responderId));

export async function listDevices(db: Db): Promise<DeviceWithResponder[]> {
  return withResponder(db)
    .where(sql`${devices.status} <> 'removed'`)
    .orderBy(asc(responders.idNumber), asc(devices.createdAt));
}

export async function getDevice(db: Reader, id: string): Promise<DeviceWithResponder> {
  const [row] = await withResponder(db).where(eq(devices.id, id));
  if (!row) throw notFound("No device with this id");
  return row;
}

export async function findByFingerprint(
  db: Db,
  fingerprint: string,
): Promise<DeviceWithResponder | undefined> {
  const [row] = await withResponder(db).where(eq(devices.fingerprint, fingerprint));
  return row;
}

/**
 * pending → active (approve) or rejected (reject); anything else is a conflict the admin can read.
 * The status change is announced to staff and to the device (whose sockets close unless active).
 */
export async function decideDevice(
  db: Db,
  bus: EventBus,
  id: string,
  to: "active" | "rejected",
  staffId: string,
): Promise<DeviceWithResponder> {
  await withEvents(db, bus, async (tx, emit) => {
    const [updated] = await tx
      .update(devices)
      .set({ status: to, decidedAt: new Date(), decidedBy: staffId })
      .where(and(eq(devices.id, id), eq(devices.status, "pending")))
      .returning({ id: devices.id });
    if (!updated) {
      const current = await getDevice(tx, id);
      throw conflict(`This device is ${current.device.status}, not pending`);
    }
    await emitStatus(emit, id, to);
  });
  return getDevice(db, id);
}

const emitStatus = async (emit: Emit, deviceId: string, status: string) => {
  await emit({ type: "device.status", audience: "staff", payload: { deviceId, status } });
  await emit({
    type: "device.status",
    audience: "devices",
    deviceIds: [deviceId],
    payload: { deviceId, status },
  });
};

export async function editDevice(
  db: Db,
  id: string,
  patch: { deviceNickname?: string; department?: string },
) {
  await getDevice(db, id);
  const set: Partial<DeviceRow> = {};
  if (patch.deviceNickname !== undefined) set.nickname = patch.deviceNickname || null;
  if (patch.department !== undefined) set.department = patch.department || null;
  await db.update(devices).set(set).where(eq(devices.id, id));
  return getDevice(db, id);
}

/** Revokes a device: its secret stops working and its sockets close at once. */
export async function removeDevice(db: Db, bus: EventBus, id: string): Promise<DeviceWithResponder> {
  const current = await getDevice(db, id);
  if (current.device.status === "removed") throw conflict("This device is already removed");
  await withEvents(db, bus, async (tx, emit) => {
    await tx.update(devices).set({ status: "removed", secretHash: null }).where(eq(devices.id, id));
    await emitStatus(emit, id, "removed");
  });
  return getDevice(db, id);
}

const lastWrites = new WeakMap<Db, Map<string, number>>();
const LAST_SEEN_EVERY_MS = 60_000;

/** Records that a device was seen: at most one database write per device per minute. */
export async function touchLastSeen(db: Db, deviceId: string, now = Date.now()): Promise<void> {
  let seen = lastWrites.get(db);
  if (!seen) lastWrites.set(db, (seen = new Map<string, number>()));
  const last = seen.get(deviceId);
  if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
  seen.set(deviceId, now);
  const cutoff = new Date(now - LAST_SEEN_EVERY_MS);
  await db
    .update(devices)
    .set({ lastSeenAt: new Date(now) })
    .where(and(eq(devices.id, deviceId), or(isNull(devices.lastSeenAt), lt(devices.lastSeenAt, cutoff))));
}

const statusOnly = (device: DeviceRow): OwnDevice => ({
  id: device.id,
  fingerprint: device.fingerprint,
  status: device.status,
});

/** The config a device gets: everything when active, only its own status otherwise. */
export async function deviceConfig(
  db: Db,
  { device, responder }: DeviceWithResponder,
): Promise<DeviceConfigResponse> {
  if (device.status !== "active") return { device: statusOnly(device) };
  const [linked] = await db.select({ id: staff.id }).from(staff).where(eq(staff.responderId, responder.id));
  const dials = await db.select().from(speedDials).orderBy(asc(speedDials.priority), asc(speedDials.id));
  // The device's own 3CX server (footer settings) until the SIP credentials issue supplies the rest.
  const [override] = await db
    .select({ server: deviceSipOverrides.server })
    .from(deviceSipOverrides)
    .where(eq(deviceSipOverrides.deviceId, device.id));
  return {
    device: {
      ...statusOnly(device),
      responderName: responder.name,
      responderIdNumber: responder.idNumber,
      role: responder.role,
      deviceNickname: device.nickname,
      lastSeen: device.lastSeenAt?.toISOString() ?? null,
      isStaff: Boolean(linked),
    },
    config: { tcxConfig: override?.server ? { server: override.server } : null, sideButtonPTTEnabled: false },
    activeShift: responder.shiftName ? { name: responder.shiftName } : null,
    speedDials: dials.map((d) => ({
      id: d.id,
      role: d.role,
      phoneNumber: d.phoneNumber,
      name: d.name,
      isEmergency: d.isEmergency,
    })),
  };
}

/** The device whose secret this is (the realtime socket knows no fingerprint, only the cookie). */
export async function findBySecret(db: Db, secret: string): Promise<DeviceWithResponder | undefined> {
  const [row] = await withResponder(db).where(eq(devices.secretHash, hashToken(secret)));
  return row;
}
