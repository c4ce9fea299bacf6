import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, okSchema, errorResponses } from "../../../common/api";
import { changePasswordRequestSchema, loginRequestSchema, userResponseSchema } from "../../../common/auth";
import { clearCookie, setCookie } from "../../lib/cookies";
import { badRequest, tooManyRequests, unauthorized } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import { currentStaff, requireSignedIn, staffActor } from "./guards";
import { createSession, deleteAllSessions, deleteSession, SESSION_ABSOLUTE_MS } from "./session.service";
import { changePassword, checkCredentials, presentStaff } from "./staff.service";
import { clearFailures, lockedFor, recordFailure, throttleKey } from "./throttle.service";

const errors = errorResponses(400, 401, 403, 429);
const INCORRECT = "Incorrect password";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessionSeconds = SESSION_ABSOLUTE_MS / 1000;

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Staff sign-in; sets the session cookie",
        body: loginRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const key = throttleKey(username, request.ip);
      const wait = await lockedFor(app.db, key);
      if (wait > 0) {
        await recordAudit(app.db, request, {
          actor: { type: "anonymous" },
          action: "auth.login",
          result: "failure",
          detail: { username, reason: "locked" },
        });
        const seconds = Math.ceil(wait / 1000);
        throw tooManyRequests(`Too many failed sign-ins. Try again in ${seconds} seconds.`, seconds);
      }
      const member = await checkCredentials(app.db, username, password);
      if (!member) {
        await recordFailure(app.db, key);
        await recordAudit(app.db, request, {
          actor: { type: "anonymous" },
          action: "auth.login",
          result: "failure",
          detail: { username, reason: "bad credentials" },
        });
        throw unauthorized(INCORRECT);
      }
      await clearFailures(app.db, key);
      const token = await createSession(app.db, member.id, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setCookie(app, reply, "session", token, sessionSeconds);
      await recordAudit(app.db, request, {
        actor: staffActor({ ...member, tokenHash: "" }),
        action: "auth.login",
        result: "success",
      });
      return { user: presentStaff(member) };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Ends the staff session on the server",
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const member = await currentStaff(request);
      if (member) {
        await deleteSession(app.db, member.tokenHash);
        await recordAudit(app.db, request, {
          actor: staffActor(member),
          action: "auth.logout",
          result: "success",
        });
      }
      clearCookie(app, reply, "session");
      return { ok: true as const };
    },
  );

  app.get(
    "/api/auth/me",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in staff member",
        response: { 200: userResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ user: presentStaff(await requireSignedIn(request)) }),
  );

  app.post(
    "/api/auth/password",
    {
      schema: {
        tags: ["auth"],
        summary: "Change one's own password (signs out every other session)",
        body: changePasswordRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const member = await requireSignedIn(request);
      const { currentPassword, newPassword } = request.body;
      const checked = await checkCredentials(app.db, member.username, currentPassword);
      if (!checked) {
        await recordAudit(app.db, request, {
          actor: staffActor(member),
          action: "auth.password_change",
          result: "failure",
          detail: { reason: "wrong current password" },
        });
        throw unauthorized("Your current password is not correct");
      }
      if (newPassword === currentPassword) {
        throw badRequest("newPassword: must differ from the current one");
      }
      await changePassword(app.db, member.id, newPassword);
      await deleteAllSessions(app.db, member.id);
      const token = await createSession(app.db, member.id, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setCookie(app, reply, "session", token, sessionSeconds);
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "auth.password_change",
        result: "success",
      });
      return { user: presentStaff({ ...member, mustChangePassword: false }) };
    },
  );
};
