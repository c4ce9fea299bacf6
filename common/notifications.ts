import { z } from "zod";

/** GET /api/devices/{fingerprint}/notifications: unread counts behind the tab badges (spec §3). */
export const notificationCountsSchema = z.object({
  messenger: z.number().int().min(0),
  phone: z.number().int().min(0),
  ptt: z.number().int().min(0),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
