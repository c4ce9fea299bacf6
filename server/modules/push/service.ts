import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import webpush from "web-push";
import type { PushPayload, PushSubscriptionInput } from "../../../common/push";
import type { Db } from "../../db/database";
import { pushSubscriptions, settings } from "../../db/schema";
import { badRequest } from "../../lib/errors";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
const VAPID_SETTING = "push.vapid";

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once and kept in the
 * settings table (insert-if-absent, so several instances starting together agree on one pair).
 */
export async function loadVapidKeys(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT || "mailto:admin@localhost";
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  await db.insert(settings).values({ key: VAPID_SETTING, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, VAPID_SETTING));
  const stored = row?.value as { publicKey: string; privateKey: string };
  return { ...stored, subject };
}

export async function saveSubscription(
  db: Db,
  deviceId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  // Push services are https; anything else is refused.
  if (new URL(input.endpoint).protocol !== "https:") throw badRequest("endpoint: must be an https URL");
  const values = { deviceId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function deleteSubscription(db: Db, deviceId: string, endpoint: string): Promise<void> {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  if (rows[0]?.deviceId === deviceId)
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export type PushResult = { sent: number; removed: number; failed: number };

/**
 * Pushes to every subscription of the devices: Urgency high, a short TTL and a Topic, so a newer
 * alert replaces an undelivered older one. Subscriptions the push service calls gone (404/410)
 * are removed. Never throws: a push failure must not fail the broadcast.
 */
export async function pushToDevices(
  app: FastifyInstance,
  deviceIds: string[],
  payload: PushPayload,
  opts: { topic: string; ttlSeconds: number },
): Promise<PushResult> {
  const result: PushResult = { sent: 0, removed: 0, failed: 0 };
  if (deviceIds.length === 0) return result;
  const subs = await app.db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.deviceId, deviceIds));
  if (subs.length === 0) return result;
  const vapid = await app.vapid;
  const body = JSON.stringify(payload);
  await Promise.all(
    subs.map(async (sub) => {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          body,
          {
            vapidDetails: {
              subject: vapid.subject,
              publicKey: vapid.publicKey,
              privateKey: vapid.privateKey,
            },
            TTL: opts.ttlSeconds,
            urgency: "high",
            topic: opts.topic,
            timeout: 10_000,
            ...(app.pushAgent ? { agent: app.pushAgent } : {}),
          },
        );
        result.sent++;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
          result.removed++;
        } else {
          result.failed++;
          app.log.warn({ status, endpointHost: new URL(sub.endpoint).host }, "web push failed");
        }
      }
    }),
  );
  return result;
}
