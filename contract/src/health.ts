import { z } from 'zod';

/** GET /api/v1/health: liveness of the server and its database. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});
/** Health response body. */
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
