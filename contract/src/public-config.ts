import { z } from 'zod';

/** GET /api/config: what the web needs to know at run time, with no secret in it. */
export const PublicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  analytics: z
    .object({
      scriptUrl: z.url(),
      site: z.string().optional(),
    })
    .nullable(),
});
/** Public runtime configuration for the web app. */
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
