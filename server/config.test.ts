import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir.endsWith("data")).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.nodeEnv).toBe("development");
    expect(config.tls).toBeUndefined();
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/x",
      DATABASE_URL: "postgres://u@h:5432/db",
      REDIS_URL: "redis://127.0.0.1:6379",
      ADMIN_PASSWORD: "long enough",
      NODE_ENV: "production",
      TLS_CERT_FILE: "c.pem",
      TLS_KEY_FILE: "k.pem",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/tmp/x",
      databaseUrl: "postgres://u@h:5432/db",
      redisUrl: "redis://127.0.0.1:6379",
      adminPassword: "long enough",
      nodeEnv: "production",
      tls: { certFile: "c.pem", keyFile: "k.pem" },
    });
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ SECRET_KEY: "abc" }, "SECRET_KEY"],
    [{ TLS_CERT_FILE: "c.pem" }, "TLS_CERT_FILE"],
  ])("names the bad variable in %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it("lists every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", NODE_ENV: "y" })).toThrow(
      /PORT:[\s\S]*NODE_ENV:|NODE_ENV:[\s\S]*PORT:/,
    );
  });
});
