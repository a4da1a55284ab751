/**
 * Queues the customer's e-mail about an order event, inside the transaction that makes the change
 * (entering a state, orders/on-enter.ts, or a refund's workflow): the mail exists exactly when the change does.
 * One mail per event: the dedupe key names it (the confirmation of order X, its shipping, one
 * refund), so a repeated webhook or a retried request queues nothing more.
 */
import { orderConfirmationPath, PATHS } from 'shared-contracts/routes/paths';
import { isLocale, localizePath, DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { orderNumber } from '../orders/dto';
import type { OrderRow } from '../orders/repository';
import { readSettingsIn } from '../settings/store';
import { codConfirmUrl } from '../cod/link';
import { returnLinkUrl } from '../returns/link';
import { enqueueMail } from './outbox';
import { renderOrderMail, type OrderMailKind } from './templates';

/** Where the customer sees one order with its invoice (My orders, the order open). */
export function orderPageUrl(config: Pick<Config, 'publicUrl'>, order: Pick<OrderRow, 'id'>, language: Locale): string {
  return `${config.publicUrl}${localizePath(PATHS.orders, language)}?order=${encodeURIComponent(order.id)}`;
}

/** The order's confirmation page (lines, totals with GST, address, what happens next, the invoice). */
export function confirmationPageUrl(config: Pick<Config, 'publicUrl'>, order: Pick<OrderRow, 'id'>, language: Locale): string {
  return `${config.publicUrl}${orderConfirmationPath(order.id, language)}`;
}

/** What makes one mail one event: a refund is told once per refunded total, the others once per order. */
function dedupeKey(kind: OrderMailKind, order: OrderRow): string {
  return kind === 'order_refunded' ? `${kind}:${order.id}:${order.amountRefunded}` : `${kind}:${order.id}`;
}

export async function queueOrderMail(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'seller'>,
  kind: OrderMailKind,
  order: OrderRow,
  extra: { refunded?: number } = {},
): Promise<boolean> {
  if (!order.email) return false; // an anonymized order (account deleted) has nobody to write to
  const language = isLocale(order.language) ? order.language : DEFAULT_LOCALE;
  const mail = renderOrderMail({
    kind,
    order,
    number: orderNumber(order.number),
    language,
    // the confirmation links to the order's confirmation page (a COD order's request to confirm, with
    // its token: cod/link.ts); later mails to the order in My orders
    orderUrl:
      kind === 'cod_confirm'
        ? codConfirmUrl(config, order, language)
        : kind === 'order_confirmation'
          ? confirmationPageUrl(config, order, language)
          : orderPageUrl(config, order, language),
    seller: (await readSettingsIn(db, config, 'store')).legalName,
    // a guest has no My orders to come back to: the shipped and delivered mails link to the return form with its token
    ...((kind === 'order_shipped' || kind === 'order_delivered') && order.guest ? { returnUrl: returnLinkUrl(config, order, language) } : {}),
    ...extra,
  });
  return enqueueMail(db, { kind, orderId: order.id, dedupeKey: dedupeKey(kind, order), to: order.email, language, ...mail });
}
