import { z } from "zod";

/** Every error the API answers has this shape; `message` is written for a person. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** Response schemas for the error statuses a route may answer (every error has the same shape). */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<C, typeof apiErrorSchema>;
}
