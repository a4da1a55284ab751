/** A COD order's confirmation link (its e-mail): no lifecycle here, so the mails may import it. */
import type { Locale } from 'shared-contracts/i18n/locales';
import { orderConfirmationPath } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import type { OrderRow } from '../orders/repository';
import { linkToken } from '../security/signed-links';

/**
 * The token of a COD order's confirmation link: an HMAC of its id under its idempotency key, a
 * random secret only the shopper's browser and the database know (never in any answer).
 */
export function codConfirmToken(order: Pick<OrderRow, 'id' | 'idempotencyKey'>): string {
  return linkToken(order.idempotencyKey, 'cod-confirm', order.id);
}

/** The e-mail's link: the order's confirmation page with the token, where a button confirms it (a link scanner's visit confirms nothing). */
export function codConfirmUrl(config: Pick<Config, 'publicUrl'>, order: Pick<OrderRow, 'id' | 'idempotencyKey'>, language: Locale): string {
  return `${config.publicUrl}${orderConfirmationPath(order.id, language)}?cod=${codConfirmToken(order)}`;
}
