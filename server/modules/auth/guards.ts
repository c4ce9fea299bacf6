import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { forbidden, unauthorized } from "../../lib/errors";
import { cookieName } from "../../lib/cookies";
import type { Actor } from "../audit/service";
import { can, type Permission } from "./policy";
import { resolveSession, type SessionStaff } from "./session.service";

const cache = new WeakMap<FastifyRequest, SessionStaff | null>();

/** The staff member signed in on this request, or null. */
export async function currentStaff(request: FastifyRequest): Promise<SessionStaff | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = request.cookies[cookieName(request.server, "session")];
  const member = token ? await resolveSession(request.server.db, token) : null;
  cache.set(request, member);
  return member;
}

export const staffActor = (member: SessionStaff): Actor => ({
  type: "staff",
  id: member.id,
  label: member.username,
});

/** The signed-in staff member; 401 when signed out, 403 until a one-time password is changed. */
export async function requireSignedIn(request: FastifyRequest): Promise<SessionStaff> {
  const member = await currentStaff(request);
  if (!member) throw unauthorized("Sign in as staff to continue");
  return member;
}

/** preHandler: a signed-in staff member whose role has the permission. */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    const member = await requireSignedIn(request);
    if (member.mustChangePassword) throw forbidden("Change your one-time password before continuing");
    if (!can(member, permission)) throw forbidden("Your role does not allow this");
  };
}
