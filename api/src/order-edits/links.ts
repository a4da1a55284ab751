/**
 * Payment links (issue 35 items 3 and 4): one amount of one order, paid on the shop's payment page
 * `/pay/<link id>?token=<HMAC of "pay-link:<link id>" under the order's idempotency key>` (the
 * guest return link's scheme, returns/link.ts): the token stands in for a session. Storage of
 * payment_links, the link as staff and the page see it, and its e-mail.
 */
import { and, eq, lt } from 'drizzle-orm';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import type { PaymentLink } from 'shared-contracts/domain/order-edit';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { payLinkPath } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { paymentLinks } from '../db/schema';
import { isoTime } from '../db/timestamps';
import { linkToken, sameToken } from '../security/signed-links';
import { enqueueMail } from '../mail/outbox';
import { renderBlocks, type Block } from '../mail/templates';
import { orderNumber } from '../orders/dto';
import type { OrderRow } from '../orders/repository';
import { readSettingsIn } from '../settings/store';
import { tr } from './order-edits.messages';
import '../mail/mail.messages';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLinkRow = typeof paymentLinks.$inferInsert;

export function paymentLinkToken(order: Pick<OrderRow, 'idempotencyKey'>, linkId: string): string {
  return linkToken(order.idempotencyKey, 'pay-link', linkId);
}

export function isPaymentLinkToken(order: Pick<OrderRow, 'idempotencyKey'>, linkId: string, token: string): boolean {
  return sameToken(paymentLinkToken(order, linkId), token);
}

const orderLanguage = (order: Pick<OrderRow, 'language'>): Locale => (isLocale(order.language) ? order.language : DEFAULT_LOCALE);

export function paymentLinkUrl(config: Pick<Config, 'publicUrl'>, order: Pick<OrderRow, 'idempotencyKey' | 'language'>, linkId: string): string {
  return `${config.publicUrl}${payLinkPath(linkId, orderLanguage(order))}?token=${paymentLinkToken(order, linkId)}`;
}

/** The link as staff see it: its page's address, and a wa.me link with the text to send (any phone of the order's address). */
export function toPaymentLink(config: Pick<Config, 'publicUrl'>, order: OrderRow, row: PaymentLinkRow): PaymentLink {
  const url = paymentLinkUrl(config, order, row.id);
  const lng = orderLanguage(order);
  const digits = order.shippingAddress.phone.replace(/\D/g, '');
  const text = tr('whatsapp', lng, { number: orderNumber(order.number), amount: formatMoney(row.amount, lng), url });
  return {
    id: row.id,
    orderId: row.orderId,
    purpose: row.purpose,
    amount: row.amount,
    status: row.status,
    expiresAt: isoTime(row.expiresAt),
    url,
    whatsappUrl: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null,
  };
}

export async function insertPaymentLink(db: Db, row: NewPaymentLinkRow): Promise<PaymentLinkRow> {
  const [inserted] = await db.insert(paymentLinks).values(row).returning();
  return inserted!;
}

export async function getPaymentLink(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<PaymentLinkRow | undefined> {
  const query = db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findPaymentLinkByProviderOrder(db: Db, providerOrderId: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.providerOrderId, providerOrderId));
  return row;
}

/** The link that collects the order's own total (a draft's). */
export async function orderLinkOf(db: Db, orderId: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.orderId, orderId), eq(paymentLinks.purpose, 'order')));
  return row;
}

export async function openLinksOf(db: Db, orderId: string): Promise<PaymentLinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.orderId, orderId), eq(paymentLinks.status, 'open')));
}

/** Open links whose time ended before `now`, oldest first. */
export async function expiredOpenLinks(db: Db, now: Date, limit = 100): Promise<PaymentLinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.status, 'open'), lt(paymentLinks.expiresAt, now.toISOString())))
    .orderBy(paymentLinks.expiresAt)
    .limit(limit);
}

export async function updatePaymentLink(db: Db, id: string, values: Partial<NewPaymentLinkRow>): Promise<PaymentLinkRow> {
  const [row] = await db
    .update(paymentLinks)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(paymentLinks.id, id))
    .returning();
  return row!;
}

/** The link's e-mail to the order's address, in the order's language; false when the order has none. */
export async function queuePaymentLinkMail(db: Db, config: Pick<Config, 'publicUrl' | 'seller'>, order: OrderRow, link: PaymentLinkRow): Promise<boolean> {
  if (!order.email) return false;
  const lng = orderLanguage(order);
  const number = orderNumber(order.number);
  const amount = formatMoney(link.amount, lng);
  const date = formatDate(link.expiresAt, lng, 'dateTime');
  const seller = (await readSettingsIn(db, config, 'store')).legalName;
  const blocks: Block[] = [
    { text: i18n.t('mail:greeting', { lng, name: order.shippingAddress.name, interpolation: { escapeValue: false } }) },
    { text: tr(`mail.${link.purpose}`, lng, { number, amount, date }), strong: true },
    ...order.lines.map((line) => ({ text: tr('mail.line', lng, { quantity: line.quantity, title: line.variant ? `${line.title} (${line.variant})` : line.title }) })),
    { text: tr('mail.pay', lng, { amount }), href: paymentLinkUrl(config, order, link.id) },
    { text: seller },
  ];
  return enqueueMail(db, {
    kind: `payment_link_${link.purpose}`,
    orderId: order.id,
    dedupeKey: `payment_link:${link.id}`,
    to: order.email,
    language: lng,
    subject: tr(`mail.subject.${link.purpose}`, lng, { number }),
    ...renderBlocks(blocks, lng),
  });
}
