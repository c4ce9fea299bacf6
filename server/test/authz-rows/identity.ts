import { randomUUID } from "node:crypto";
import { makeImei } from "../factories";
import { adminOnly, everyone, ownDeviceOnly, staffOnly, type Row } from "./types";

/** Identity and access (foundation, staff sign-in, enrollment, devices, audit). */
export const identityRows: Row[] = [
  { name: "system config", method: "GET", url: () => "/api/system/config", expect: everyone(200) },
  { name: "who am I", method: "GET", url: () => "/api/auth/me", expect: staffOnly(200) },
  { name: "sign out", method: "POST", url: () => "/api/auth/logout", expect: everyone(200) },
  {
    name: "change password (wrong current)",
    method: "POST",
    url: () => "/api/auth/password",
    body: () => ({ currentPassword: "not-it", newPassword: "a-new-password-123" }),
    expect: everyone(401),
  },
  {
    name: "enroll (unknown code)",
    method: "POST",
    url: () => "/api/devices/enroll",
    body: () => ({ code: "ZZZZZZZZZZ", fingerprint: "HTZAAAAAAAA1" }),
    expect: everyone(400),
  },
  {
    name: "device config",
    method: "GET",
    url: (c) => `/api/devices/${c.targetFingerprint}/config`,
    expect: ownDeviceOnly(200),
  },
  {
    name: "approve",
    method: "POST",
    url: () => "/api/devices/approve",
    body: () => ({ deviceId: randomUUID() }),
    expect: adminOnly(404),
  },
  {
    name: "reject",
    method: "POST",
    url: () => "/api/devices/reject",
    body: () => ({ deviceId: randomUUID() }),
    expect: adminOnly(404),
  },
  { name: "admin devices", method: "GET", url: () => "/api/admin/devices", expect: adminOnly(200) },
  {
    name: "admin devices detailed",
    method: "GET",
    url: () => "/api/admin/devices/detailed",
    expect: adminOnly(200),
  },
  {
    name: "edit device",
    method: "PATCH",
    url: () => `/api/admin/devices/${randomUUID()}`,
    body: () => ({ deviceNickname: "x" }),
    expect: adminOnly(404),
  },
  {
    name: "remove device",
    method: "DELETE",
    url: () => `/api/admin/devices/${randomUUID()}`,
    expect: adminOnly(404),
  },
  {
    name: "register radio",
    method: "POST",
    url: () => "/api/admin/radio-devices/register",
    body: () => ({
      imei: makeImei(),
      serialNumber: "SN-1",
      modelName: "Motorola",
      responderName: "Radio Unit",
      responderIdNumber: "301",
      role: "emt",
    }),
    expect: adminOnly(200),
  },
  { name: "list codes", method: "GET", url: () => "/api/admin/enrollment-codes", expect: adminOnly(200) },
  {
    name: "create code",
    method: "POST",
    url: () => "/api/admin/enrollment-codes",
    body: () => ({
      responderName: "New Responder",
      responderIdNumber: "042",
      role: "emt",
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    expect: adminOnly(200),
  },
  {
    name: "delete code",
    method: "DELETE",
    url: () => "/api/admin/enrollment-codes/999999",
    expect: adminOnly(404),
  },
  { name: "audit log", method: "GET", url: () => "/api/admin/audit", expect: adminOnly(200) },
  {
    name: "unconfirmed phone book",
    method: "GET",
    url: () => "/api/admin/phonebook/unconfirmed",
    expect: adminOnly(200),
  },
];
