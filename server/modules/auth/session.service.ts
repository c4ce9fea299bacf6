import { eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { sessions, staff } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";

/** A shift is about 12 h: the session ends then whatever happens, or after 2 h untouched. */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
export const SESSION_IDLE_MS = 2 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;

export type SessionStaff = typeof staff.$inferSelect & { tokenHash: string };

export async function createSession(
  db: Db,
  staffId: string,
  meta: { ip?: string; userAgent?: string },
  now = new Date(),
) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The signed-in staff member for a session cookie, or null when it is unknown, idle or expired. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionStaff | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, member: staff })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const { session, member } = row;
  const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idle || session.expiresAt <= now || session.createdAt < member.passwordChangedAt) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { ...member, tokenHash };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a staff member (a password change signs out other browsers). */
export async function deleteAllSessions(db: Db, staffId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.staffId, staffId));
}

export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
}
