/**
 * The customer's e-mails about a return, in the order's language, queued in the transaction of the
 * step they tell about (mail/outbox.ts): asked for, approved (pickup or drop-off, tracking number),
 * rejected (the admin's reason), received, refunded (how, and how much). One mail per step: the
 * dedupe key names the return, the step and, for a refund, the return's refunded total.
 */
import '../mail/mail.messages';
import { formatMoney } from 'shared-contracts/domain/money';
import { i18n } from 'shared-contracts/platform/i18n';
import { DEFAULT_LOCALE, isLocale } from 'shared-contracts/i18n/locales';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { returnLines, returns } from '../db/schema';
import { orderPageUrl } from '../mail/order-mails';
import { enqueueMail } from '../mail/outbox';
import { renderBlocks, type Block } from '../mail/templates';
import { orderNumber } from '../orders/dto';
import type { OrderRow } from '../orders/repository';
import { readSettingsIn } from '../settings/store';
import { tr } from './rules';

export type ReturnMailStep = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

export async function queueReturnMail(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'seller'>,
  step: ReturnMailStep,
  order: OrderRow,
  row: typeof returns.$inferSelect,
  lines: readonly (typeof returnLines.$inferSelect)[],
  refunded = 0,
): Promise<boolean> {
  if (!order.email) return false; // an anonymized order has nobody to write to
  const lng = isLocale(order.language) ? order.language : DEFAULT_LOCALE;
  const number = orderNumber(order.number);
  const money = (paise: number) => formatMoney(paise, lng);
  const items: Block[] = lines.map((line) => {
    const orderLine = order.lines[line.lineIndex];
    const title = orderLine ? (orderLine.variant ? `${orderLine.title} (${orderLine.variant})` : orderLine.title) : '';
    return { text: tr('mail.line', lng, { quantity: line.quantity, title }) };
  });
  let body: Block[];
  switch (step) {
    case 'requested':
      body = [{ text: tr('mail.requested', lng, { kind: tr(`mail.kind.${row.kind}`, lng), number }) }, ...items];
      break;
    case 'approved':
      body = [
        { text: tr(`mail.approved.${row.instruction ?? 'drop_off'}`, lng), strong: true },
        ...(row.trackingNumber ? [{ text: tr('mail.tracking', lng, { trackingNumber: row.trackingNumber }) }] : []),
        ...items,
      ];
      break;
    case 'rejected':
      body = [{ text: tr('mail.rejected', lng, { reason: row.rejectionReason ?? '' }), strong: true }, ...items];
      break;
    case 'received':
      body = [{ text: tr('mail.received', lng) }, ...items];
      break;
    case 'refunded':
      body = [{ text: tr(`mail.refunded.${row.refundMethod ?? 'provider'}`, lng, { amount: money(refunded), last4: row.bankDetails?.accountNumber.slice(-4) ?? '' }), strong: true }, ...items];
      break;
  }
  const seller = (await readSettingsIn(db, config, 'store')).legalName;
  const blocks: Block[] = [
    { text: i18nGreeting(lng, order.shippingAddress.name) },
    ...body,
    { text: tr('mail.link', lng), href: orderPageUrl(config, order, lng) },
    { text: seller },
  ];
  const kind = `return_${step}`;
  return enqueueMail(db, {
    kind,
    orderId: order.id,
    dedupeKey: `${kind}:${row.id}${step === 'refunded' ? `:${row.amountRefunded}` : ''}`,
    to: order.email,
    language: lng,
    subject: tr(`mail.subject.${step}`, lng, { number }),
    ...renderBlocks(blocks, lng),
  });
}

function i18nGreeting(lng: string, name: string): string {
  return i18n.t('mail:greeting', { lng, name, interpolation: { escapeValue: false } });
}
