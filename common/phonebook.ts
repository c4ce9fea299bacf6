import { z } from "zod";

/** A phone-book entry nobody has confirmed yet (seeded examples included). */
export const unconfirmedEntrySchema = z.object({
  kind: z.enum(["hospital", "contact", "speedDial"]),
  id: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
  isExample: z.boolean(),
});
export type UnconfirmedEntry = z.infer<typeof unconfirmedEntrySchema>;
export const unconfirmedResponseSchema = z.object({ entries: z.array(unconfirmedEntrySchema) });
