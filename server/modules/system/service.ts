import { inArray } from "drizzle-orm";
import { SYSTEM_CONFIG_KEYS, type SystemConfig } from "../../../common/system";
import type { Db } from "../../db/database";
import { settings } from "../../db/schema";

/** Reads the tab switches; each is enabled unless explicitly set to false (spec §2). */
export async function getSystemConfig(db: Db): Promise<SystemConfig> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...SYSTEM_CONFIG_KEYS]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const flag = (key: (typeof SYSTEM_CONFIG_KEYS)[number]) => stored.get(key) !== false;
  return {
    messengerEnabled: flag("messengerEnabled"),
    phoneEnabled: flag("phoneEnabled"),
    pttEnabled: flag("pttEnabled"),
  };
}

export async function setSystemConfig(db: Db, patch: Partial<SystemConfig>): Promise<SystemConfig> {
  const entries = Object.entries(patch).filter(([, v]) => typeof v === "boolean");
  for (const [key, value] of entries) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
  return getSystemConfig(db);
}
