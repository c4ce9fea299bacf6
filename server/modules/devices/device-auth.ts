import type { FastifyRequest } from "fastify";
import { cookieName } from "../../lib/cookies";
import { forbidden, notFound } from "../../lib/errors";
import { hashToken, sameHash } from "../../lib/tokens";
import type { Actor } from "../audit/service";
import { findByFingerprint, findBySecret, touchLastSeen, type DeviceWithResponder } from "./service";

/**
 * The fingerprint in the path identifies; the secret cookie authenticates. 404 for an unknown
 * fingerprint (the client then enrolls), 403 when the cookie is missing or belongs elsewhere.
 */
export async function authenticateDevice(
  request: FastifyRequest,
  fingerprint: string,
): Promise<DeviceWithResponder> {
  const db = request.server.db;
  const found = await findByFingerprint(db, fingerprint);
  if (!found || found.device.status === "removed") {
    throw notFound("This device is not enrolled. Enroll it with a code from command.");
  }
  const secret = request.cookies[cookieName(request.server, "device")];
  const stored = found.device.secretHash;
  if (!secret || !stored || !sameHash(hashToken(secret), stored)) {
    throw forbidden("This browser does not hold this device's key. Enroll the device again.");
  }
  await touchLastSeen(db, found.device.id);
  return found;
}

export const deviceActor = ({ device, responder }: DeviceWithResponder): Actor => ({
  type: "device",
  id: device.id,
  label: `${responder.idNumber} ${responder.name}`,
});

/** authenticateDevice, and the device must be active: a waiting or blocked one sees only its status. */
export async function authenticateActiveDevice(
  request: FastifyRequest,
  fingerprint: string,
): Promise<DeviceWithResponder> {
  const found = await authenticateDevice(request, fingerprint);
  if (found.device.status !== "active")
    throw forbidden("This device is not active. Ask command to approve it.");
  return found;
}

/**
 * The device whose secret cookie this request carries, for calls without a fingerprint in the path;
 * null without a cookie or for a cookie no device holds. Status is the caller's to check.
 */
export async function deviceFromCookie(request: FastifyRequest): Promise<DeviceWithResponder | null> {
  const secret = request.cookies[cookieName(request.server, "device")];
  if (!secret) return null;
  const found = await findBySecret(request.server.db, secret);
  if (!found || found.device.status === "removed") return null;
  await touchLastSeen(request.server.db, found.device.id);
  return found;
}
