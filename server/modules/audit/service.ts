import { and, desc, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditAction } from "../../../common/auth";
import type { Db } from "../../db/database";
import { auditLog } from "../../db/schema";

export type Actor =
  | { type: "staff"; id: string; label: string }
  | { type: "device"; id: string; label: string }
  | { type: "anonymous" }
  | { type: "system" };

export type AuditEvent = {
  actor: Actor;
  action: AuditAction;
  target?: { type: string; id: string };
  result: "success" | "failure";
  /** Never a password or secret: reasons, names, counts. */
  detail?: Record<string, unknown>;
};

/** Appends one row to the audit log, with where the request came from. */
export async function recordAudit(
  db: Db,
  request: FastifyRequest | undefined,
  event: AuditEvent,
): Promise<void> {
  const actor = event.actor;
  await db.insert(auditLog).values({
    actorType: actor.type,
    actorId: "id" in actor ? actor.id : null,
    actorLabel: "label" in actor ? actor.label : null,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    result: event.result,
    ip: request?.ip ?? null,
    userAgent: request?.headers["user-agent"]?.slice(0, 300) ?? null,
    detail: event.detail ?? {},
  });
}

export type AuditFilter = { actor?: string; action?: AuditAction; from?: string; to?: string; limit: number };

export async function listAudit(db: Db, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.actor) {
    const pattern = `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(auditLog.actorLabel, pattern), eq(auditLog.actorId, filter.actor));
    if (match) where.push(match);
  }
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) where.push(lte(auditLog.at, new Date(filter.to)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    detail: row.detail as Record<string, unknown>,
  }));
}
