/**
 * A guest order's return link (issue 33 item 1): its shipped and delivered e-mails link to the
 * order's confirmation page with `?return=<token>`, where the return form opens without a session.
 * No lifecycle here, so the mails may import it (as cod/link.ts).
 */
import { RETURN_LINK_PARAM } from 'shared-contracts/api/returns';
import type { Locale } from 'shared-contracts/i18n/locales';
import { orderConfirmationPath } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import { linkToken, sameToken } from '../security/signed-links';
import type { OrderRow } from '../orders/repository';

/** An HMAC of `return:<id>` under the order's idempotency key (a random secret never in any answer). */
export function returnLinkToken(order: Pick<OrderRow, 'id' | 'idempotencyKey'>): string {
  return linkToken(order.idempotencyKey, 'return', order.id);
}

/** Whether `token` is this order's return link token (compared in constant time). */
export function isReturnLinkToken(order: Pick<OrderRow, 'id' | 'idempotencyKey'>, token: string): boolean {
  return sameToken(returnLinkToken(order), token);
}

export function returnLinkUrl(config: Pick<Config, 'publicUrl'>, order: Pick<OrderRow, 'id' | 'idempotencyKey'>, language: Locale): string {
  return `${config.publicUrl}${orderConfirmationPath(order.id, language)}?${RETURN_LINK_PARAM}=${returnLinkToken(order)}`;
}
