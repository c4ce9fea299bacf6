import { randomUUID } from "node:crypto";
import type { Agent } from "node:https";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database, Db } from "./db/database";
import { installErrorHandler } from "./lib/error-handler";
import { installHousekeeping } from "./lib/housekeeping";
import { forbidden } from "./lib/errors";
import { installMetrics } from "./lib/metrics";
import { installStaticClient, sendIndex } from "./lib/static-client";
import { auditRoutes } from "./modules/audit/routes";
import { currentStaff } from "./modules/auth/guards";
import { installOriginCheck } from "./modules/auth/origin";
import { authRoutes } from "./modules/auth/routes";
import { deviceRoutes } from "./modules/devices/routes";
import { enrollmentRoutes } from "./modules/enrollment/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { ownDeviceRoutes } from "./modules/own-device/routes";
import { phonebookRoutes } from "./modules/phonebook/routes";
import { systemRoutes } from "./modules/system/routes";
import { broadcastRoutes } from "./modules/broadcasts/routes";
import type { VapidKeys } from "./modules/push/service";
import { pushRoutes } from "./modules/push/routes";
import type { EventBus } from "./realtime/bus";
import { realtimeGateway } from "./realtime/gateway";
import type { Hub } from "./realtime/hub";
import { installRealtime } from "./realtime/install";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    realtime: { bus: EventBus; hub: Hub };
    vapid: Promise<VapidKeys>;
    /** The TLS agent for push requests (tests trust their local push service's certificate). */
    pushAgent: Agent | undefined;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built client from dist/client (off in API tests). */
  serveClient?: boolean;
  https?: { cert: Buffer; key: Buffer };
  /** The event bus (tests share one between two apps); else Redis with REDIS_URL, or in-process. */
  bus?: EventBus;
  realtime?: { heartbeatMs?: number; realertCheckMs?: number };
  /** Tests push to a local https endpoint whose certificate this agent trusts. */
  pushAgent?: Agent;
};

const isLoopback = (ip: string) => ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1";

/** Builds the whole HTTP app; the entry point and the tests both call this. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    ...(opts.https ? { https: opts.https } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  installErrorHandler(app);
  const registry = installMetrics(app);
  installRealtime(app, opts);
  installHousekeeping(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:", "data:"],
        // The soft-phone talks to the service's own 3CX server over wss.
        connectSrc: ["'self'", "wss:", "ws:"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", "https:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.tls ? { maxAge: 15_552_000 } : false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  installOriginCheck(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Responder app API",
        version: "1",
        description:
          "Calls of the responder app and the command console. Errors answer {statusCode, error, message}.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress ?? "") && !(await currentStaff(request))) {
      throw forbidden("Metrics are served to staff and to loopback only");
    }
    return reply.header("content-type", registry.contentType).send(await registry.metrics());
  });

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(deviceRoutes);
  await app.register(enrollmentRoutes);
  await app.register(auditRoutes);
  await app.register(phonebookRoutes);
  await app.register(notificationRoutes);
  await app.register(ownDeviceRoutes);
  await app.register(realtimeGateway);
  await app.register(broadcastRoutes);
  await app.register(pushRoutes);

  const servingClient = opts.serveClient !== false && (await installStaticClient(app));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isApi = url === "/api" || url.startsWith("/api/");
    if (isApi || !servingClient || request.method !== "GET") {
      return reply.code(404).send({
        statusCode: 404,
        error: "Not Found",
        message: `No such route: ${request.method} ${url}`,
      });
    }
    // Client-side routes (/admin, /enroll, /anything) get the app shell; the client draws its 404.
    return sendIndex(reply);
  });

  return app;
}
