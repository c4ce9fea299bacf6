import { asc, isNull } from "drizzle-orm";
import type { UnconfirmedEntry } from "../../../common/phonebook";
import type { Db } from "../../db/database";
import { hospitalContacts, hospitals, speedDials } from "../../db/schema";

/** Every hospital, contact and speed dial without a confirmation, for the admin's review list. */
export async function listUnconfirmed(db: Db): Promise<UnconfirmedEntry[]> {
  const hs = await db
    .select()
    .from(hospitals)
    .where(isNull(hospitals.confirmedAt))
    .orderBy(asc(hospitals.sortOrder));
  const cs = await db
    .select()
    .from(hospitalContacts)
    .where(isNull(hospitalContacts.confirmedAt))
    .orderBy(asc(hospitalContacts.hospitalId), asc(hospitalContacts.sortOrder));
  const ds = await db
    .select()
    .from(speedDials)
    .where(isNull(speedDials.confirmedAt))
    .orderBy(asc(speedDials.priority));
  return [
    ...hs.map((h) => ({
      kind: "hospital" as const,
      id: h.id,
      name: `${h.nameEn} / ${h.nameHe}`,
      number: null,
      isExample: h.isExample,
    })),
    ...cs.map((c) => ({
      kind: "contact" as const,
      id: c.id,
      name: c.name,
      number: c.number,
      isExample: c.isExample,
    })),
    ...ds.map((d) => ({
      kind: "speedDial" as const,
      id: d.id,
      name: d.name,
      number: d.phoneNumber,
      isExample: d.isExample,
    })),
  ];
}
