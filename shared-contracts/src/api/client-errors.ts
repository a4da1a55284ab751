/**
 * The browser's report of an unhandled error (host/src/errors): the API writes it to its log under
 * the id the error page shows, so a user quoting the id leads to the stack. Bounded: a report is a
 * few KB at most, and the API answers 204 with nothing of it sent back.
 */
import { z } from 'zod';
// through common (validation/zod): in a browser, zod is set jitless before this schema exists
import { token } from './common';
import { defineRoute } from './define';

export const CLIENT_ERROR_KINDS = ['render', 'error', 'rejection', 'startup'] as const;

/** The longest message and stack a report carries (the browser cuts them; the API refuses longer). */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 8000, path: 500 } as const;

export const clientErrorReportSchema = z.object({
  id: token().regex(/^[0-9a-f]{12}$/),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  path: token().max(CLIENT_ERROR_LIMITS.path),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const reportClientErrorRoute = defineRoute({
  method: 'POST',
  path: '/client-errors',
  access: 'public',
  body: clientErrorReportSchema,
  response: z.null(),
  summary: "Log a browser's unhandled error under its error id (rate limited; 204, nothing echoed)",
});
