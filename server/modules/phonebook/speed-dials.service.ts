import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { PhonebookEntry, speedDialInputSchema, speedDialPatchSchema } from "../../../common/phonebook";
import type { Db } from "../../db/database";
import { speedDials } from "../../db/schema";
import { notFound } from "../../lib/errors";

type SpeedDialRow = typeof speedDials.$inferSelect;

/** A speed dial as the console's phone book entry (spec §3: the number is called `extension`). */
const presentEntry = (d: SpeedDialRow): PhonebookEntry => ({
  id: d.id,
  name: d.name,
  extension: d.phoneNumber,
  role: d.role,
  isEmergency: d.isEmergency,
  priority: d.priority,
  isExample: d.isExample,
  confirmed: d.confirmedAt !== null,
});

export async function listSpeedDialEntries(db: Db): Promise<PhonebookEntry[]> {
  const rows = await db.select().from(speedDials).orderBy(asc(speedDials.priority), asc(speedDials.id));
  return rows.map(presentEntry);
}

/** A new speed dial; the admin who typed it vouches for it, so it is confirmed. */
export async function createSpeedDial(
  db: Db,
  input: z.output<typeof speedDialInputSchema>,
): Promise<PhonebookEntry> {
  const { extension, ...rest } = input;
  const [row] = await db
    .insert(speedDials)
    .values({ ...rest, phoneNumber: extension, confirmedAt: new Date() })
    .returning();
  if (!row) throw new Error("speed dial insert returned nothing");
  return presentEntry(row);
}

export async function updateSpeedDial(
  db: Db,
  id: number,
  patch: z.output<typeof speedDialPatchSchema>,
): Promise<PhonebookEntry> {
  const { extension, ...rest } = patch;
  const [row] = await db
    .update(speedDials)
    .set({ ...rest, ...(extension === undefined ? {} : { phoneNumber: extension }) })
    .where(eq(speedDials.id, id))
    .returning();
  if (!row) throw notFound("No speed dial with this id");
  return presentEntry(row);
}

export async function deleteSpeedDial(db: Db, id: number): Promise<PhonebookEntry> {
  const [row] = await db.delete(speedDials).where(eq(speedDials.id, id)).returning();
  if (!row) throw notFound("No speed dial with this id");
  return presentEntry(row);
}
