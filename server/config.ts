import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    SECRET_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes)")
      .optional(),
    PUBLIC_URL: z.url("must be a URL such as https://app.example.org").optional(),
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ENROLL_RATE_LIMIT: z.coerce.number().int().min(1, "must be at least 1").max(100_000).default(20),
    REALERT_SECONDS: z.coerce.number().int().min(10, "must be at least 10").max(3600).default(120),
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  })
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    message: "TLS_CERT_FILE and TLS_KEY_FILE must be set together",
    path: ["TLS_CERT_FILE"],
  });

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminPassword: string | undefined;
  secretKey: string | undefined;
  publicUrl: string | undefined;
  tls: { certFile: string; keyFile: string } | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** An unacknowledged emergency broadcast alerts its device again after this long. */
  realertMs: number;
  /** Enrollment attempts per minute from one address. */
  enrollRateLimit: number;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminPassword: e.ADMIN_PASSWORD,
    secretKey: e.SECRET_KEY,
    publicUrl: e.PUBLIC_URL,
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { certFile: e.TLS_CERT_FILE, keyFile: e.TLS_KEY_FILE } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    realertMs: e.REALERT_SECONDS * 1000,
    enrollRateLimit: e.ENROLL_RATE_LIMIT,
  };
}
