import { z } from "zod";

export const pushSubscriptionSchema = z.object({
  endpoint: z.url("must be the push service's URL").max(2000),
  keys: z.object({
    p256dh: z.string().min(20, "must be the subscription's p256dh key").max(200),
    auth: z.string().min(8, "must be the subscription's auth secret").max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const vapidKeySchema = z.object({ publicKey: z.string() });

/** What a push carries: an id and a short text; the app fetches the rest. */
export type PushPayload = { kind: "broadcast"; id: number; title: string; body: string; priority: string };
