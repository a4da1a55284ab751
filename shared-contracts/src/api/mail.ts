import { z } from 'zod';
import { dateTimeSchema } from './common';

/**
 * The development mailbox (/___mail): the e-mails the shop wrote, newest first, kept in the
 * database when no SMTP server is configured. Exists only then, and never in production.
 */
export const keptMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  orderId: z.string().nullable(),
  to: z.string(),
  language: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** pending (not sent yet), sent, failed. */
  status: z.string(),
  attempts: z.number().int(),
  createdAt: dateTimeSchema,
  sentAt: dateTimeSchema.nullable(),
});
export type KeptMail = z.infer<typeof keptMailSchema>;

export const devMailboxSchema = z.object({ items: z.array(keptMailSchema) });
export type DevMailbox = z.infer<typeof devMailboxSchema>;
