import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { isValidImei } from "../../common/enrollment";
import type { StaffRole } from "../../common/roles";
import type { Db } from "../db/database";
import { devices, enrollmentCodes } from "../db/schema";
import { cookieName } from "../lib/cookies";
import { createSession } from "../modules/auth/session.service";
import { createStaff } from "../modules/auth/staff.service";
import { enrollDevice } from "../modules/devices/service";
import { generateCode } from "../modules/enrollment/code";

/** Headers of a same-origin browser call (app.inject's default host is localhost:80). */
export const ORIGIN = { host: "localhost", origin: "http://localhost" } as const;

const unique = () => randomBytes(4).toString("hex");

export async function makeStaff(
  app: FastifyInstance,
  role: StaffRole,
  opts: { password?: string; mustChangePassword?: boolean } = {},
) {
  const password = opts.password ?? `pw-${randomBytes(8).toString("hex")}`;
  const member = await createStaff(app.db, {
    username: `${role}-${unique()}`,
    password,
    role,
    mustChangePassword: opts.mustChangePassword,
  });
  const token = await createSession(app.db, member.id, {});
  return { member, password, cookie: `${cookieName(app, "session")}=${token}` };
}

export async function makeCode(
  db: Db,
  overrides: Partial<typeof enrollmentCodes.$inferInsert> = {},
): Promise<typeof enrollmentCodes.$inferSelect> {
  const [row] = await db
    .insert(enrollmentCodes)
    .values({
      code: generateCode(),
      responderName: "Dana Levi",
      responderIdNumber: String(100 + Math.floor(Math.random() * 900)),
      role: "paramedic",
      expiresAt: new Date(Date.now() + 86_400_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("makeCode returned nothing");
  return row;
}

export const makeFingerprint = () => `HTZ${randomBytes(8).toString("hex").toUpperCase()}`;

/** An enrolled device in the given status, with the cookie its browser would hold. */
export async function makeDevice(
  app: FastifyInstance,
  status: "pending" | "active" | "rejected" | "locked" = "active",
  codeOverrides: Partial<typeof enrollmentCodes.$inferInsert> = {},
) {
  const code = await makeCode(app.db, codeOverrides);
  const fingerprint = makeFingerprint();
  const enrolled = await enrollDevice(app.db, { code: code.code, fingerprint, nickname: null });
  if (status !== "pending")
    await app.db.update(devices).set({ status }).where(eq(devices.id, enrolled.device.id));
  return {
    ...enrolled,
    fingerprint,
    cookie: `${cookieName(app, "device")}=${enrolled.secret}`,
  };
}

/** A valid IMEI (15 digits with its Luhn check digit), different each call. */
export function makeImei(): string {
  const body = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join("");
  const check = [...Array(10).keys()].find((d) => isValidImei(`${body}${d}`));
  return `${body}${check}`;
}
