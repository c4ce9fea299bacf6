import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFirstStart } from "../../db/seed";
import { makeStaff } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";

describe(`unconfirmed phone book on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFirstStart(t.app.db);
  });
  afterAll(() => t.close());

  it("lists every seeded example as unconfirmed for the admin", async () => {
    const { cookie } = await makeStaff(t.app, "admin");
    const res = await t.app.inject({ url: "/api/admin/phonebook/unconfirmed", headers: { cookie } });
    const entries = res.json<{ entries: { kind: string; isExample: boolean }[] }>().entries;
    expect(entries.filter((e) => e.kind === "hospital")).toHaveLength(4);
    expect(entries.filter((e) => e.kind === "speedDial")).toHaveLength(3);
    expect(entries.every((e) => e.isExample)).toBe(true);
  });
});
