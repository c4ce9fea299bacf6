import { eq } from "drizzle-orm";
import type { Db } from "./database";
import { hospitalContacts, hospitals, settings, speedDials } from "./schema";
import { exampleHospitals, exampleSpeedDials } from "./seed-data";

const SEED_MARKER = "seed.examples";

/**
 * First-start seed: the example phone book and speed dials, once. Runs in one transaction,
 * so a failure leaves nothing half-written and the next start tries again.
 */
export async function seedFirstStart(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(settings)
      .values({ key: SEED_MARKER, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (inserted.length === 0) return false;

    for (const [index, hospital] of exampleHospitals.entries()) {
      const [row] = await tx
        .insert(hospitals)
        .values({ nameEn: hospital.nameEn, nameHe: hospital.nameHe, sortOrder: index, isExample: true })
        .returning({ id: hospitals.id });
      if (!row) throw new Error("seed: hospital insert returned nothing");
      await tx
        .insert(hospitalContacts)
        .values(
          hospital.contacts.map((c, i) => ({ ...c, hospitalId: row.id, sortOrder: i, isExample: true })),
        );
    }
    await tx.insert(speedDials).values(exampleSpeedDials.map((s) => ({ ...s, isExample: true })));
    return true;
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(settings).where(eq(settings.key, SEED_MARKER));
  return rows.length > 0;
}
