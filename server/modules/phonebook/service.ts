import { asc, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type {
  contactInputSchema,
  contactPatchSchema,
  Hospital,
  HospitalContact,
  hospitalInputSchema,
  hospitalPatchSchema,
  UnconfirmedEntry,
} from "../../../common/phonebook";
import type { Db } from "../../db/database";
import { hospitalContacts, hospitals, speedDials } from "../../db/schema";
import { notFound } from "../../lib/errors";

type HospitalRow = typeof hospitals.$inferSelect;
type ContactRow = typeof hospitalContacts.$inferSelect;

const presentContact = (c: ContactRow): HospitalContact => ({
  id: c.id,
  hospitalId: c.hospitalId,
  name: c.name,
  description: c.description,
  number: c.number,
  type: c.type,
  sortOrder: c.sortOrder,
  isExample: c.isExample,
  confirmed: c.confirmedAt !== null,
});

const presentHospital = (h: HospitalRow, contacts: ContactRow[]): Hospital => ({
  id: h.id,
  nameEn: h.nameEn,
  nameHe: h.nameHe,
  sortOrder: h.sortOrder,
  isExample: h.isExample,
  confirmed: h.confirmedAt !== null,
  contacts: contacts.filter((c) => c.hospitalId === h.id).map(presentContact),
});

async function contactsOf(db: Db, hospitalIds: number[]): Promise<ContactRow[]> {
  if (hospitalIds.length === 0) return [];
  return db
    .select()
    .from(hospitalContacts)
    .where(inArray(hospitalContacts.hospitalId, hospitalIds))
    .orderBy(asc(hospitalContacts.sortOrder), asc(hospitalContacts.id));
}

/** The phone book: hospitals in their order, each with its numbers in order. */
export async function listHospitals(db: Db): Promise<Hospital[]> {
  const hs = await db.select().from(hospitals).orderBy(asc(hospitals.sortOrder), asc(hospitals.id));
  const cs = await contactsOf(
    db,
    hs.map((h) => h.id),
  );
  return hs.map((h) => presentHospital(h, cs));
}

export async function getHospital(db: Db, id: number): Promise<Hospital> {
  const [h] = await db.select().from(hospitals).where(eq(hospitals.id, id));
  if (!h) throw notFound("No hospital with this id");
  return presentHospital(h, await contactsOf(db, [id]));
}

// An admin who types an entry vouches for it: new entries are confirmed. Seeded examples stay
// unconfirmed through edits until someone confirms them explicitly.
export async function createHospital(db: Db, input: z.output<typeof hospitalInputSchema>): Promise<Hospital> {
  const [row] = await db
    .insert(hospitals)
    .values({ ...input, confirmedAt: new Date() })
    .returning({ id: hospitals.id });
  if (!row) throw new Error("hospital insert returned nothing");
  return getHospital(db, row.id);
}

export async function updateHospital(
  db: Db,
  id: number,
  patch: z.output<typeof hospitalPatchSchema>,
): Promise<Hospital> {
  const [row] = await db
    .update(hospitals)
    .set(patch)
    .where(eq(hospitals.id, id))
    .returning({ id: hospitals.id });
  if (!row) throw notFound("No hospital with this id");
  return getHospital(db, id);
}

/** Deletes a hospital and, with it, its numbers. */
export async function deleteHospital(db: Db, id: number): Promise<Hospital> {
  const current = await getHospital(db, id);
  await db.delete(hospitals).where(eq(hospitals.id, id));
  return current;
}

export async function createContact(
  db: Db,
  hospitalId: number,
  input: z.output<typeof contactInputSchema>,
): Promise<HospitalContact> {
  await getHospital(db, hospitalId);
  const [row] = await db
    .insert(hospitalContacts)
    .values({ ...input, hospitalId, confirmedAt: new Date() })
    .returning();
  if (!row) throw new Error("contact insert returned nothing");
  return presentContact(row);
}

export async function updateContact(
  db: Db,
  id: number,
  patch: z.output<typeof contactPatchSchema>,
): Promise<HospitalContact> {
  const [row] = await db.update(hospitalContacts).set(patch).where(eq(hospitalContacts.id, id)).returning();
  if (!row) throw notFound("No phone book number with this id");
  return presentContact(row);
}

export async function deleteContact(db: Db, id: number): Promise<HospitalContact> {
  const [row] = await db.delete(hospitalContacts).where(eq(hospitalContacts.id, id)).returning();
  if (!row) throw notFound("No phone book number with this id");
  return presentContact(row);
}

const confirmable = { hospital: hospitals, contact: hospitalContacts, speedDial: speedDials } as const;

/** Records that someone checked the entry against the real number; returns when. */
export async function confirmEntry(db: Db, kind: UnconfirmedEntry["kind"], id: number): Promise<Date> {
  const table = confirmable[kind];
  const at = new Date();
  const [row] = await db
    .update(table)
    .set({ confirmedAt: at })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!row) throw notFound(`No ${kind === "speedDial" ? "speed dial" : kind} with this id`);
  return at;
}

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
