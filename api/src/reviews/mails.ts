/**
 * The review request e-mail (issue 36 item 1): when an order is delivered (orders/on-enter.ts), one
 * e-mail is queued in the outbox, due Settings › Reviews' days later, in the order's language,
 * naming each product with a link to its page's review form, and a one-click unsubscribe link. No
 * e-mail for an account that turned them off; turning them off later cancels those not yet sent.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { REVIEW_UNSUBSCRIBE_PARAM } from 'shared-contracts/api/reviews';
import { DEFAULT_LOCALE, isLocale, localizePath } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { productPath } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { mailOutbox, products, reviewRequestOptOuts } from '../db/schema';
import { linkToken, sameToken } from '../security/signed-links';
import { enqueueMail } from '../mail/outbox';
import { renderBlocks, type Block } from '../mail/templates';
import { orderNumber } from '../orders/dto';
import type { OrderRow } from '../orders/repository';
import { readSettingsIn } from '../settings/store';
import '../mail/mail.messages';
import './reviews.messages';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_REQUEST_KIND = 'review_request';

const tr = (key: string, lng: string, values: Record<string, unknown> = {}) => i18n.t(`reviews:${key}`, { lng, ...values, interpolation: { escapeValue: false } });

/** An HMAC of `reviews-unsubscribe:<id>` under the order's idempotency key (a secret never in any answer). */
export function unsubscribeToken(order: Pick<OrderRow, 'id' | 'idempotencyKey'>): string {
  return linkToken(order.idempotencyKey, 'reviews-unsubscribe', order.id);
}

export function isUnsubscribeToken(order: Pick<OrderRow, 'id' | 'idempotencyKey'>, token: string): boolean {
  return sameToken(unsubscribeToken(order), token);
}

/** Whether the account turned review requests off. */
export async function optedOut(db: Db, userId: string): Promise<boolean> {
  return (await db.select({ userId: reviewRequestOptOuts.userId }).from(reviewRequestOptOuts).where(eq(reviewRequestOptOuts.userId, userId))).length > 0;
}

/** Turns them off (idempotent) and cancels the account's requests not sent yet. */
export async function optOut(db: Db, userId: string, orderIds: readonly string[]): Promise<void> {
  await db.insert(reviewRequestOptOuts).values({ userId }).onConflictDoNothing();
  if (orderIds.length) {
    await db
      .update(mailOutbox)
      .set({ status: 'cancelled', lastError: 'the customer turned review requests off' })
      .where(and(eq(mailOutbox.kind, REVIEW_REQUEST_KIND), eq(mailOutbox.status, 'pending'), inArray(mailOutbox.orderId, [...orderIds])));
  }
}

/** Queues the delivered order's review request, due the settings' days from `now`; false when none is sent. */
export async function queueReviewRequest(db: Db, config: Pick<Config, 'publicUrl' | 'seller'>, order: OrderRow, now = new Date()): Promise<boolean> {
  if (!order.email || !order.userId) return false;
  const settings = await readSettingsIn(db, config, 'reviews');
  if (!settings.requestEmails || (await optedOut(db, order.userId))) return false;
  const lng = isLocale(order.language) ? order.language : DEFAULT_LOCALE;
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  const rows = productIds.length ? await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.id, productIds)) : [];
  const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
  const number = orderNumber(order.number);
  const seen = new Set<string>();
  const items: Block[] = order.lines.flatMap((line) => {
    const slug = slugOf.get(line.productId);
    if (!slug || seen.has(line.productId)) return [];
    seen.add(line.productId);
    return [{ text: tr('mail.product', lng, { title: line.title }), href: `${config.publicUrl}${localizePath(productPath(slug), lng)}#reviews` }];
  });
  if (!items.length) return false;
  const first = [...seen][0]!;
  const unsubscribe = `${config.publicUrl}${localizePath(productPath(slugOf.get(first)!), lng)}?${REVIEW_UNSUBSCRIBE_PARAM}=${order.id}.${unsubscribeToken(order)}`;
  const seller = (await readSettingsIn(db, config, 'store')).legalName;
  const blocks: Block[] = [
    { text: i18n.t('mail:greeting', { lng, name: order.shippingAddress.name, interpolation: { escapeValue: false } }) },
    { text: tr('mail.ask', lng, { number }) },
    ...items,
    { text: seller },
    { text: tr('mail.unsubscribe', lng), href: unsubscribe },
  ];
  return enqueueMail(
    db,
    {
      kind: REVIEW_REQUEST_KIND,
      orderId: order.id,
      dedupeKey: `${REVIEW_REQUEST_KIND}:${order.id}`,
      to: order.email,
      language: lng,
      subject: tr('mail.subject', lng, { number }),
      ...renderBlocks(blocks, lng),
    },
    new Date(now.getTime() + settings.requestDelayDays * DAY_MS),
  );
}
