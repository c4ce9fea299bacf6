import { z } from "zod";

/** GET /api/system/config: which of the responder's tabs the service has switched on. */
export const systemConfigSchema = z.object({
  messengerEnabled: z.boolean(),
  phoneEnabled: z.boolean(),
  pttEnabled: z.boolean(),
});
export type SystemConfig = z.infer<typeof systemConfigSchema>;

export const SYSTEM_CONFIG_KEYS = ["messengerEnabled", "phoneEnabled", "pttEnabled"] as const;
