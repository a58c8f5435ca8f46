import { z } from 'zod';

// GET /api — the hello the /test page shows
export const apiHello = z.object({
  service: z.string(),
  message: z.string(),
  /** The server's current time, ISO-8601. */
  time: z.string(),
});
export type ApiHello = z.infer<typeof apiHello>;
