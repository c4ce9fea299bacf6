import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export const clientDistDir = path.resolve("dist/client");

/** Serves the built client: hashed assets cached for a year, the shell never cached. */
export async function installStaticClient(app: FastifyInstance, root = clientDistDir): Promise<boolean> {
  const indexPath = path.join(root, "index.html");
  if (!fs.existsSync(indexPath)) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    setHeaders: (res, filePath) => {
      const rel = path.relative(root, filePath);
      if (rel.startsWith(`assets${path.sep}`)) {
        void res.header("cache-control", "public, max-age=31536000, immutable");
      } else {
        void res.header("cache-control", "no-cache");
      }
    },
  });
  app.get("/", { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  return true;
}

export function sendIndex(reply: {
  header: (k: string, v: string) => unknown;
  sendFile: (f: string) => unknown;
}) {
  reply.header("cache-control", "no-cache");
  return reply.sendFile("index.html");
}
