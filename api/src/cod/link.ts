/** A COD order's confirmation link (its e-mail): no lifecycle here, so the mails may import it. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from 'shared-contracts/i18n/locales';
import { orderConfirmationPath } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import type { OrderRow } from '../orders/repository';

/**
 * The token of a COD order's confirmation link: an HMAC of its id under its idempotency key, a
 * random secret only the shopper's browser and the database know (never in any answer).
 */
export function codConfirmToken(order: Pick<OrderRow, 'id' | 'idempotencyKey'>): string {
  return createHmac('sha256', order.idempotencyKey).update(`cod-confirm:${order.id}`).digest('hex');
}

export function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The e-mail's link: the order's confirmation page with the token, where a button confirms it (a link scanner's visit confirms nothing). */
export function codConfirmUrl(config: Pick<Config, 'publicUrl'>, order: Pick<OrderRow, 'id' | 'idempotencyKey'>, language: Locale): string {
  return `${config.publicUrl}${orderConfirmationPath(order.id, language)}?cod=${codConfirmToken(order)}`;
}
