import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { EnrollmentCode } from "../../../common/enrollment";
import type { Db } from "../../db/database";
import { enrollmentCodes, staff } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { generateCode } from "./code";

type CodeRow = typeof enrollmentCodes.$inferSelect;

export const presentCode = (row: CodeRow, createdByName: string | null): EnrollmentCode => ({
  id: row.id,
  code: row.code,
  responderName: row.responderName,
  responderIdNumber: row.responderIdNumber,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  isUsed: row.usedAt !== null,
  usedAt: row.usedAt?.toISOString() ?? null,
  createdBy: createdByName,
  createdAt: row.createdAt.toISOString(),
});

export type NewCode = { responderName: string; responderIdNumber: string; role: string; expiresAt: string };

export async function createCode(
  db: Db,
  input: NewCode,
  staffId: string,
  now = new Date(),
): Promise<CodeRow> {
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt <= now) throw badRequest("expiresAt: must be in the future");
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .insert(enrollmentCodes)
      .values({ ...input, code: generateCode(), expiresAt, createdBy: staffId })
      .onConflictDoNothing({ target: enrollmentCodes.code })
      .returning();
    if (rows[0]) return rows[0];
  }
  throw new Error("could not find a free enrollment code");
}

export async function listCodes(db: Db): Promise<EnrollmentCode[]> {
  const rows = await db
    .select({ code: enrollmentCodes, author: staff.username })
    .from(enrollmentCodes)
    .leftJoin(staff, eq(staff.id, enrollmentCodes.createdBy))
    .orderBy(desc(enrollmentCodes.createdAt), desc(enrollmentCodes.id));
  return rows.map((r) => presentCode(r.code, r.author));
}

export async function deleteCode(db: Db, id: number): Promise<CodeRow> {
  const [row] = await db.delete(enrollmentCodes).where(eq(enrollmentCodes.id, id)).returning();
  if (!row) throw notFound("No enrollment code with this id");
  return row;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Claims a code inside the caller's transaction: one conditional UPDATE, so of two devices
 * racing one code exactly one gets the row. Throws a clear 4xx for unknown, used or expired codes.
 */
export async function claimCode(tx: Tx, code: string, now = new Date()): Promise<CodeRow> {
  const [claimed] = await tx
    .update(enrollmentCodes)
    .set({ usedAt: now })
    .where(
      and(eq(enrollmentCodes.code, code), isNull(enrollmentCodes.usedAt), gt(enrollmentCodes.expiresAt, now)),
    )
    .returning();
  if (claimed) return claimed;
  const [existing] = await tx.select().from(enrollmentCodes).where(eq(enrollmentCodes.code, code));
  if (!existing) throw badRequest("This enrollment code is not valid. Check it and try again.");
  if (existing.usedAt)
    throw conflict("This enrollment code has already been used. Ask command for a new one.");
  throw badRequest("This enrollment code has expired. Ask command for a new one.");
}
