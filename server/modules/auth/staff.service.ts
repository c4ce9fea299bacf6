import { count, eq } from "drizzle-orm";
import type { StaffUser } from "../../../common/auth";
import type { StaffRole } from "../../../common/roles";
import type { Db } from "../../db/database";
import { staff } from "../../db/schema";
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from "./password";

type StaffRow = typeof staff.$inferSelect;

/** The fields a client may see: never the hash. */
export const presentStaff = (row: StaffRow): StaffUser => ({
  id: row.id,
  username: row.username,
  role: row.role,
  mustChangePassword: row.mustChangePassword,
});

export type BootstrapResult = { created: false } | { created: true; generatedPassword?: string };

/**
 * First start: creates user `admin` with ADMIN_PASSWORD, or with a one-time password the caller
 * prints once and that must be changed at first sign-in. There is no default password.
 */
export async function bootstrapAdmin(db: Db, adminPassword: string | undefined): Promise<BootstrapResult> {
  const [row] = await db.select({ n: count() }).from(staff);
  if ((row?.n ?? 0) > 0) return { created: false };
  const password = adminPassword ?? generatePassword();
  const inserted = await db
    .insert(staff)
    .values({
      username: "admin",
      passwordHash: await hashPassword(password),
      role: "admin",
      mustChangePassword: adminPassword === undefined,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (inserted.length === 0) return { created: false };
  return adminPassword === undefined ? { created: true, generatedPassword: password } : { created: true };
}

export async function createStaff(
  db: Db,
  input: {
    username: string;
    password: string;
    role: StaffRole;
    responderId?: number;
    mustChangePassword?: boolean;
  },
): Promise<StaffRow> {
  const [row] = await db
    .insert(staff)
    .values({
      username: input.username.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      role: input.role,
      responderId: input.responderId ?? null,
      mustChangePassword: input.mustChangePassword ?? false,
    })
    .returning();
  if (!row) throw new Error("createStaff returned nothing");
  return row;
}

/** The staff row when the password matches; null otherwise (same time either way). */
export async function checkCredentials(db: Db, username: string, password: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  if (!row) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(row.passwordHash, password)) ? row : null;
}

export async function changePassword(
  db: Db,
  staffId: string,
  newPassword: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(staff)
    .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false, passwordChangedAt: now })
    .where(eq(staff.id, staffId));
}
