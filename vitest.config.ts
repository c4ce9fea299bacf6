import { defineConfig } from "vitest/config";

const postgres = process.env.TEST_DATABASE_URL;

// Unit tests sit beside their files; server integration tests (*.int.test.ts) run on PGlite,
// and once more on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    globalSetup: ["server/test/global-setup.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "common/**/*.test.ts",
            "client/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
        },
      },
      {
        test: {
          name: "server-pglite",
          include: ["server/**/*.int.test.ts"],
          env: { TEST_DB_KIND: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: "server-postgres",
                include: ["server/**/*.int.test.ts"],
                env: { TEST_DB_KIND: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
