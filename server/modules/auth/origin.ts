import type { FastifyInstance } from "fastify";
import { forbidden } from "../../lib/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request defence on top of SameSite=Strict: every state-changing call must carry an
 * Origin equal to this server's own (or PUBLIC_URL's). Browsers always send Origin on such calls.
 */
export function installOriginCheck(app: FastifyInstance, exemptPrefixes: string[] = []): void {
  const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : undefined;
  app.addHook("onRequest", async (request) => {
    if (SAFE.has(request.method)) return;
    const path = request.url.split("?")[0] ?? "";
    if (exemptPrefixes.some((p) => path.startsWith(p))) return;
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.host}`;
    if (!origin || (origin !== own && origin !== publicOrigin)) {
      throw forbidden("This request must come from the app's own page (Origin missing or not allowed)");
    }
  });
}
