import { z } from 'zod';
import { dateTimeSchema } from './common';

export const healthSchema = z.object({
  /** 'degraded' when a dependency is down; the HTTP status is then 503. */
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  time: dateTimeSchema,
  checks: z.record(z.string(), z.enum(['ok', 'down'])),
});
export type Health = z.infer<typeof healthSchema>;
