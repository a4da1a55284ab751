import { z } from 'zod';
import { email, max, min, required } from 'shared-contracts/validation/rules';
import { optionalPhoneSchema } from './address';
import { dateTimeSchema, idSchema, multilineText, requiredText, text } from './common';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const emailSchema = text(required, email, max(254));

export const contactRequestSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  phone: optionalPhoneSchema,
  subject: requiredText(150),
  message: multilineText(required, min(CONTACT_MESSAGE_MIN_LENGTH), max(CONTACT_MESSAGE_MAX_LENGTH)),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: idSchema, createdAt: dateTimeSchema });

/** A stored message, as admins read it. */
export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  /** The sender's account when they were signed in. */
  userId: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
