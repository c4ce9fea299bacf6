import type { FastifyRequest } from "fastify";
import type { AuditAction } from "../../../common/auth";
import { recordAudit } from "../audit/service";
import { requireSignedIn, staffActor } from "../auth/guards";

/** Records an admin's phone-book change: who, which action, on what, with the fields it touched. */
export async function auditChange(
  request: FastifyRequest,
  action: AuditAction,
  target: { type: "hospital" | "hospital_contact" | "speed_dial"; id: number },
  detail: Record<string, unknown> = {},
): Promise<void> {
  const member = await requireSignedIn(request);
  await recordAudit(request.server.db, request, {
    actor: staffActor(member),
    action,
    target: { type: target.type, id: String(target.id) },
    result: "success",
    detail,
  });
}
