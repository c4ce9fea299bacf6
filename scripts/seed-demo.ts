// `npm run seed:demo`: demo responders, staff links and devices for trying the product.
// Never on a live service. Uses the same database choice as `npm start` (DATABASE_URL or DATA_DIR).
import { eq } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase, runMigrations } from "../server/db/database";
import { devices, responders, staff } from "../server/db/schema";
import { seedFirstStart } from "../server/db/seed";
import { generatePassword } from "../server/modules/auth/password";
import { bootstrapAdmin, createStaff } from "../server/modules/auth/staff.service";

const demoResponders = [
  { name: "Command Desk", idNumber: "007", role: "admin", department: "Command", shiftName: "Day shift" },
  {
    name: "Moshe Dispatcher",
    idNumber: "100",
    role: "dispatcher",
    department: "Dispatch",
    shiftName: "Day shift",
  },
  { name: "Dana Levi", idNumber: "042", role: "paramedic", department: "North", shiftName: "Day shift" },
  { name: "Avi Cohen", idNumber: "043", role: "emt", department: "South", shiftName: "Night shift" },
  { name: "Rivka Katz", idNumber: "044", role: "doctor", department: "Central", shiftName: null },
];

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await seedFirstStart(database.db);
    const db = database.db;
    const admin = await bootstrapAdmin(db, config.adminPassword);
    if (admin.created && admin.generatedPassword)
      console.log(`Created admin with one-time password ${admin.generatedPassword}`);

    const ids = new Map<string, number>();
    for (const r of demoResponders) {
      const [row] = await db
        .insert(responders)
        .values(r)
        .onConflictDoUpdate({
          target: responders.idNumber,
          set: { name: r.name, role: r.role, shiftName: r.shiftName },
        })
        .returning({ id: responders.id });
      ids.set(r.idNumber, row!.id);
    }
    // Extensions 007 and 100 belong to staff: the rule is the staff link, not the number.
    await db
      .update(staff)
      .set({ responderId: ids.get("007")! })
      .where(eq(staff.username, "admin"));
    const [existing] = await db.select().from(staff).where(eq(staff.username, "dispatcher"));
    if (!existing) {
      const password = generatePassword();
      await createStaff(db, {
        username: "dispatcher",
        password,
        role: "dispatcher",
        responderId: ids.get("100"),
        mustChangePassword: true,
      });
      console.log(`Created staff user "dispatcher" with one-time password ${password}`);
    }

    const demoDevices = [
      { fingerprint: "HTZDEMO0000000042", responder: "042", status: "active", nickname: "Dana's phone" },
      { fingerprint: "HTZDEMO0000000043", responder: "043", status: "active", nickname: null },
      { fingerprint: "HTZDEMO0000000044", responder: "044", status: "pending", nickname: "Rivka tablet" },
    ] as const;
    for (const d of demoDevices) {
      await db
        .insert(devices)
        .values({
          fingerprint: d.fingerprint,
          responderId: ids.get(d.responder)!,
          status: d.status,
          nickname: d.nickname,
        })
        .onConflictDoNothing();
    }
    console.log(
      `Demo data ready: ${demoResponders.length} responders, ${demoDevices.length} devices (demo devices hold no secret and cannot sign in).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
