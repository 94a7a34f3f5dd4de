/** `GET /api/health`: liveness of the API area functions (no dependencies touched). */
import * as z from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('seamline'),
  /** Server time, ISO-8601. */
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
