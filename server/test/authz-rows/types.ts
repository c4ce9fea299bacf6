import type { FastifyInstance } from "fastify";

export type Actor = "anonymous" | "pendingDevice" | "otherDevice" | "activeDevice" | "dispatcher" | "admin";
export const ACTORS: Actor[] = [
  "anonymous",
  "pendingDevice",
  "otherDevice",
  "activeDevice",
  "dispatcher",
  "admin",
];

/** What a row may use: the target (active) device's fingerprint and id, and the app to make data. */
export type Ctx = { targetFingerprint: string; targetDeviceId: string; app: FastifyInstance };

export type Row = {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** May be async, e.g. to create the thing the row acts on for each caller. */
  url: (ctx: Ctx) => string | Promise<string>;
  body?: (ctx: Ctx) => unknown;
  expect: Record<Actor, number>;
};

export const adminOnly = (adminStatus: number): Record<Actor, number> => ({
  anonymous: 401,
  pendingDevice: 401,
  otherDevice: 401,
  activeDevice: 401,
  dispatcher: 403,
  admin: adminStatus,
});
export const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  pendingDevice: status,
  otherDevice: status,
  activeDevice: status,
  dispatcher: status,
  admin: status,
});
export const staffOnly = (status: number): Record<Actor, number> => ({
  ...adminOnly(status),
  dispatcher: status,
});
/** A route for the target device only: other callers get 403. */
export const ownDeviceOnly = (status: number): Record<Actor, number> => ({
  ...everyone(403),
  activeDevice: status,
});
