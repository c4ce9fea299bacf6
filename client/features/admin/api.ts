// The admin console's calls: query keys (the default query function GETs the key joined by "/")
// and the requests that change state. Types come from the schemas in common/.
import type { z } from "zod";
import type { auditResponseSchema, userResponseSchema } from "../../../common/auth";
import type { AdminDevice, adminDevicesResponseSchema } from "../../../common/devices";
import type { CreateCodeRequest, EnrollmentCode, RadioRegisterRequest } from "../../../common/enrollment";
import type { unconfirmedResponseSchema } from "../../../common/phonebook";
import { apiRequest } from "../../lib/api";

export type UserResponse = z.infer<typeof userResponseSchema>;
export type DevicesResponse = z.infer<typeof adminDevicesResponseSchema>;
export type CodesResponse = { codes: EnrollmentCode[] };
export type AuditResponse = z.infer<typeof auditResponseSchema>;
export type AuditEntry = AuditResponse["entries"][number];
export type UnconfirmedResponse = z.infer<typeof unconfirmedResponseSchema>;

export const ME_KEY = ["/api/auth/me"] as const;

/** Every admin query starts with "/api/admin": sign-out removes them all with one prefix. */
export const adminKeys = {
  all: ["/api/admin"] as const,
  devices: ["/api/admin", "devices"] as const,
  devicesDetailed: ["/api/admin", "devices", "detailed"] as const,
  codes: ["/api/admin", "enrollment-codes"] as const,
  unconfirmed: ["/api/admin", "phonebook", "unconfirmed"] as const,
  audit: (search: string) => ["/api/admin", "audit", search] as const,
};

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

export const getAudit = (search: string) =>
  send<AuditResponse>("GET", search ? `/api/admin/audit?${search}` : "/api/admin/audit");

export const login = (body: { username: string; password: string }) =>
  send<UserResponse>("POST", "/api/auth/login", body);

export const logout = () => send<{ ok: true }>("POST", "/api/auth/logout");

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  send<UserResponse>("POST", "/api/auth/password", body);

type DeviceResponse = { device: AdminDevice };

export const decideDevice = (deviceId: string, decision: "approve" | "reject") =>
  send<DeviceResponse>("POST", `/api/devices/${decision}`, { deviceId });

export const editDevice = (id: string, body: { deviceNickname: string; department: string }) =>
  send<DeviceResponse>("PATCH", `/api/admin/devices/${encodeURIComponent(id)}`, body);

export const removeDevice = (id: string) =>
  send<DeviceResponse>("DELETE", `/api/admin/devices/${encodeURIComponent(id)}`);

export const createCode = (body: CreateCodeRequest) =>
  send<EnrollmentCode>("POST", "/api/admin/enrollment-codes", body);

export const deleteCode = (id: number) => send<{ ok: true }>("DELETE", `/api/admin/enrollment-codes/${id}`);

export const registerRadio = (body: RadioRegisterRequest) =>
  send<DeviceResponse>("POST", "/api/admin/radio-devices/register", body);
