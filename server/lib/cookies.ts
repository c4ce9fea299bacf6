import type { FastifyInstance, FastifyReply } from "fastify";

export type CookieKind = "session" | "device";

/** Over https the cookies take the __Host- prefix (Secure, Path=/, no Domain: no subdomain can set them). */
export function isSecureDeployment(app: FastifyInstance): boolean {
  return Boolean(app.config.tls) || (app.config.publicUrl?.startsWith("https:") ?? false);
}

export function cookieName(app: FastifyInstance, kind: CookieKind): string {
  const base = kind === "session" ? "sid" : "device";
  return isSecureDeployment(app) ? `__Host-${base}` : base;
}

export function setCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  kind: CookieKind,
  value: string,
  maxAgeSeconds: number,
) {
  void reply.setCookie(cookieName(app, kind), value, {
    httpOnly: true,
    sameSite: "strict",
    secure: isSecureDeployment(app),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearCookie(app: FastifyInstance, reply: FastifyReply, kind: CookieKind) {
  void reply.clearCookie(cookieName(app, kind), {
    httpOnly: true,
    sameSite: "strict",
    secure: isSecureDeployment(app),
    path: "/",
  });
}
