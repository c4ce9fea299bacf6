import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/harness";
import { runMigrations } from "./database";
import { isSeeded, seedFirstStart } from "./seed";
import {
  auditLog,
  devices,
  enrollmentCodes,
  hospitalContacts,
  hospitals,
  sessions,
  settings,
  speedDials,
  staff,
} from "./schema";

describe(`migrations and seed on ${process.env.TEST_DB_KIND}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it("runs again without change (idempotent)", async () => {
    await runMigrations(database);
    await runMigrations(database);
    // Every table of the schema answers a query.
    for (const table of [devices, staff, sessions, enrollmentCodes, auditLog, settings]) {
      expect(await database.db.select().from(table).limit(1)).toEqual([]);
    }
  });

  it("seeds the example phone book once, marked unconfirmed", async () => {
    expect(await isSeeded(database.db)).toBe(false);
    expect(await seedFirstStart(database.db)).toBe(true);
    expect(await seedFirstStart(database.db)).toBe(false);

    const hs = await database.db.select().from(hospitals);
    expect(hs).toHaveLength(4);
    expect(hs.every((h) => h.isExample && h.confirmedAt === null && h.nameHe.length > 0)).toBe(true);

    const contacts = await database.db.select().from(hospitalContacts);
    for (const h of hs) {
      const n = contacts.filter((c) => c.hospitalId === h.id).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(new Set(contacts.map((c) => c.type))).toEqual(new Set(["emergency", "specialized", "general"]));

    const dials = await database.db.select().from(speedDials);
    expect(dials.map((d) => d.role).sort()).toEqual(["dispatch", "management", "paramedic"]);
  });
});
