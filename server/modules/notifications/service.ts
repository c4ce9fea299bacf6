import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { NotificationCounts } from "../../../common/notifications";
import type { Db } from "../../db/database";
import { broadcastReceipts, broadcasts } from "../../db/schema";

/** The unread counts behind a device's tab badges. */
export async function notificationCounts(
  db: Db,
  deviceId: string,
  now = new Date(),
): Promise<NotificationCounts> {
  // PTT: voice broadcasts addressed to this device that it has not acknowledged and that still run.
  const [ptt] = await db
    .select({ n: count() })
    .from(broadcastReceipts)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastReceipts.broadcastId))
    .where(
      and(
        eq(broadcastReceipts.deviceId, deviceId),
        isNull(broadcastReceipts.acknowledgedAt),
        eq(broadcasts.isVoiceBroadcast, true),
        eq(broadcasts.isActive, true),
        gt(broadcasts.expiresAt, now),
      ),
    );
  // No chat or call tables exist yet: messenger and phone count nothing until they do.
  return { messenger: 0, phone: 0, ptt: ptt?.n ?? 0 };
}
