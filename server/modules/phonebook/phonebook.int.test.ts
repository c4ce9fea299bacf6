import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hospital, PhonebookEntry } from "../../../common/phonebook";
import { auditLog } from "../../db/schema";
import { seedFirstStart } from "../../db/seed";
import { makeDevice, makeStaff, ORIGIN } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";

describe(`phone book on ${process.env.TEST_DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFirstStart(t.app.db);
    admin = (await makeStaff(t.app, "admin")).cookie;
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { ...ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  const read = async (cookie: string) =>
    (await t.app.inject({ url: "/api/phonebook", headers: { cookie } })).json<{ hospitals: Hospital[] }>()
      .hospitals;

  it("lists every seeded example as unconfirmed for the admin", async () => {
    const res = await t.app.inject({ url: "/api/admin/phonebook/unconfirmed", headers: { cookie: admin } });
    const entries = res.json<{ entries: { kind: string; isExample: boolean }[] }>().entries;
    expect(entries.filter((e) => e.kind === "hospital")).toHaveLength(4);
    expect(entries.filter((e) => e.kind === "speedDial")).toHaveLength(3);
    expect(entries.every((e) => e.isExample)).toBe(true);
  });

  it("gives an active device the four seeded hospitals in order, bilingual, with their numbers", async () => {
    const d = await makeDevice(t.app, "active");
    const hospitals = await read(d.cookie);
    expect(hospitals.map((h) => h.nameEn)).toEqual([
      "Shaare Zedek Medical Center",
      "Hadassah Ein Kerem",
      "Hadassah Mount Scopus",
      "Herzog Medical Center",
    ]);
    const first = hospitals[0]!;
    expect(first).toMatchObject({ nameHe: "המרכז הרפואי שערי צדק", isExample: true, confirmed: false });
    expect(first.contacts[0]).toMatchObject({ name: "Emergency Room", type: "emergency", confirmed: false });
    expect(hospitals.every((h) => h.contacts.length >= 3 && h.contacts.length <= 5)).toBe(true);
    const dispatcher = await makeStaff(t.app, "dispatcher");
    expect(await read(dispatcher.cookie)).toHaveLength(4);
  });

  it("refuses the phone book to strangers and to devices that are not active", async () => {
    expect((await t.app.inject({ url: "/api/phonebook" })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: "/api/phonebook", headers: { cookie: "device=forged" } });
    expect(forged.statusCode).toBe(401);
    const pending = await makeDevice(t.app, "pending");
    const res = await t.app.inject({ url: "/api/phonebook", headers: { cookie: pending.cookie } });
    expect(res.statusCode).toBe(403);
  });

  it("lets an admin add, edit and delete hospitals and numbers, each audited", async () => {
    const created = await send("POST", "/api/admin/phonebook/hospitals", {
      nameEn: "Bikur Cholim",
      nameHe: "ביקור חולים",
      sortOrder: 9,
    });
    const hospital = created.json<{ hospital: Hospital }>().hospital;
    expect(hospital).toMatchObject({
      nameEn: "Bikur Cholim",
      isExample: false,
      confirmed: true,
      contacts: [],
    });

    const contact = await send("POST", `/api/admin/phonebook/hospitals/${hospital.id}/contacts`, {
      name: "Emergency Room",
      number: "02-646-4111",
      type: "emergency",
    });
    const contactId = contact.json<{ contact: { id: number } }>().contact.id;
    expect(contact.json()).toMatchObject({ contact: { description: "", confirmed: true } });

    const renamed = await send("PATCH", `/api/admin/phonebook/hospitals/${hospital.id}`, {
      nameEn: "Bikur Holim",
    });
    expect(renamed.json()).toMatchObject({ hospital: { nameEn: "Bikur Holim", nameHe: "ביקור חולים" } });
    const renumbered = await send("PATCH", `/api/admin/phonebook/contacts/${contactId}`, {
      number: "02-646-4112",
    });
    expect(renumbered.json()).toMatchObject({ contact: { number: "02-646-4112" } });

    const d = await makeDevice(t.app, "active");
    const seen = (await read(d.cookie)).find((h) => h.id === hospital.id);
    expect(seen?.contacts.map((c) => c.number)).toEqual(["02-646-4112"]);

    expect((await send("DELETE", `/api/admin/phonebook/contacts/${contactId}`)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/admin/phonebook/contacts/${contactId}`)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/admin/phonebook/hospitals/${hospital.id}`)).statusCode).toBe(200);
    expect((await read(d.cookie)).some((h) => h.id === hospital.id)).toBe(false);

    const actions = (await t.app.db.select().from(auditLog)).map((a) => a.action);
    for (const action of [
      "phonebook.hospital_create",
      "phonebook.contact_create",
      "phonebook.hospital_update",
      "phonebook.contact_update",
      "phonebook.contact_delete",
      "phonebook.hospital_delete",
    ]) {
      expect(actions).toContain(action);
    }
  });

  it("answers bad input and missing entries with clear messages", async () => {
    const missingHe = await send("POST", "/api/admin/phonebook/hospitals", { nameEn: "X" });
    expect(missingHe.statusCode).toBe(400);
    expect(missingHe.json<{ message: string }>().message).toMatch(/nameHe/);
    const badNumber = await send("POST", "/api/admin/phonebook/hospitals/1/contacts", {
      name: "ER",
      number: "call me",
      type: "emergency",
    });
    expect(badNumber.json<{ message: string }>().message).toMatch(/number: must be a phone number/);
    const badType = await send("POST", "/api/admin/phonebook/hospitals/1/contacts", {
      name: "ER",
      number: "101",
      type: "urgent",
    });
    expect(badType.json<{ message: string }>().message).toMatch(
      /type: must be emergency, specialized or general/,
    );
    const nothing = await send("PATCH", "/api/admin/phonebook/hospitals/1", {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ message: string }>().message).toMatch(/Nothing to change/);
    const ghost = await send("POST", "/api/admin/phonebook/hospitals/99999/contacts", {
      name: "ER",
      number: "101",
      type: "emergency",
    });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json<{ message: string }>().message).toBe("No hospital with this id");
  });

  it("confirms an entry, which then leaves the unconfirmed list", async () => {
    const d = await makeDevice(t.app, "active");
    const target = (await read(d.cookie))[0]!;
    const res = await send("POST", "/api/admin/phonebook/confirm", { kind: "hospital", id: target.id });
    const confirmed = res.json<{ kind: string; id: number; confirmedAt: string }>();
    expect(confirmed).toMatchObject({ kind: "hospital", id: target.id });
    expect(Date.parse(confirmed.confirmedAt)).not.toBeNaN();
    expect((await read(d.cookie))[0]).toMatchObject({ confirmed: true, isExample: true });
    const list = await t.app.inject({ url: "/api/admin/phonebook/unconfirmed", headers: { cookie: admin } });
    const ids = list.json<{ entries: { kind: string; id: number }[] }>().entries;
    expect(ids.some((e) => e.kind === "hospital" && e.id === target.id)).toBe(false);
    const missing = await send("POST", "/api/admin/phonebook/confirm", { kind: "speedDial", id: 99999 });
    expect(missing.json<{ message: string }>().message).toBe("No speed dial with this id");
  });

  it("keeps speed dials as the console's phone book entries; devices get them in their config", async () => {
    const list = await t.app.inject({ url: "/api/admin/phonebook", headers: { cookie: admin } });
    const entries = list.json<{ entries: PhonebookEntry[] }>().entries;
    expect(entries.map((e) => e.role)).toEqual(["dispatch", "paramedic", "management"]);
    expect(entries[0]).toMatchObject({
      extension: "02-555-0001",
      isEmergency: true,
      priority: 1,
      isExample: true,
    });

    const created = await send("POST", "/api/speed-dial-contacts", {
      name: "Police",
      extension: "100",
      role: "police",
    });
    const entry = created.json<{ entry: PhonebookEntry }>().entry;
    expect(entry).toMatchObject({ extension: "100", isEmergency: false, priority: 1, confirmed: true });
    const edited = await send("PATCH", `/api/speed-dial-contacts/${entry.id}`, {
      priority: 5,
      isEmergency: true,
    });
    expect(edited.json()).toMatchObject({ entry: { priority: 5, isEmergency: true, extension: "100" } });

    const d = await makeDevice(t.app, "active");
    const config = await t.app.inject({
      url: `/api/devices/${d.fingerprint}/config`,
      headers: { cookie: d.cookie },
    });
    const dials = config.json<{ speedDials: { role: string; phoneNumber: string }[] }>().speedDials;
    expect(dials.find((x) => x.role === "police")).toMatchObject({ phoneNumber: "100" });

    const badRole = await send("POST", "/api/speed-dial-contacts", {
      name: "X",
      extension: "100",
      role: "chef",
    });
    expect(badRole.json<{ message: string }>().message).toMatch(/role: must be one of dispatch/);
    const noName = await send("POST", "/api/speed-dial-contacts", { extension: "100", role: "police" });
    expect(noName.statusCode).toBe(400);

    expect((await send("DELETE", `/api/speed-dial-contacts/${entry.id}`)).statusCode).toBe(200);
    expect((await send("PATCH", `/api/speed-dial-contacts/${entry.id}`, { priority: 2 })).statusCode).toBe(
      404,
    );
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(entry.id)));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(["speed_dial.create", "speed_dial.update", "speed_dial.delete"]),
    );
  });
});
