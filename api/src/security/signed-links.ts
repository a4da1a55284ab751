/**
 * The links the shop e-mails that work without a session: a COD order's confirmation, a guest's
 * return request, a payment link, a cart reminder's restore and unsubscribe, the review request's
 * unsubscribe, a data download. Each carries an HMAC-SHA256 of `<purpose>:<id>` under a random
 * secret only the database knows (an order's idempotency key, a reminder's or a download's own
 * secret) and no answer ever carries; the purpose keeps one link's token from opening another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function linkToken(secret: string, purpose: string, id: string | number): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('hex');
}

/** Whether `given` is the expected token, compared in constant time. */
export function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
