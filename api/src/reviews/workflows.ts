/**
 * Reviews (issue 36 item 1): who may write one, the product page's list and figures, votes,
 * reports and the merchant's moderation. The rules:
 *
 * - only a customer with a delivered order holding the product reviews it (403 forbidden on
 *   `product`), once per product: the unique index (product, user) decides under concurrency, so
 *   two posts at once write one row and the other is 409 conflict;
 * - a review is published at once or waits for approval (Settings › Reviews); the product's
 *   rating_count and rating_sum follow every move into or out of `published` in the same
 *   transaction (the review row locked), so the listings' stars and the rating sort need no join,
 *   and the change notifies the catalogue cache like any product change;
 * - a helpful vote is one row per voter (primary key), counted only when it was written;
 * - a report lands in the moderation queue; publishing, hiding or dismissing resolves its reports.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReview, adminReviewsQuerySchema, moderateReviewSchema, MyReview, ProductReviews, productReviewsQuerySchema, PublicReview, ReviewEligibility, reviewInputSchema } from 'shared-contracts/api/reviews';
import { parseDownloadUrl } from 'shared-contracts/api/storage';
import { ratingAverage, type ReviewStatus } from 'shared-contracts/domain/reviews';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { orders, products, profiles, reviewReports, reviewRequestOptOuts, reviews, reviewVotes } from '../db/schema';
import { offsetOf, type Page } from '../db/paging';
import { isoTime } from '../db/timestamps';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { readSettings } from '../settings/store';
import { imageFacts, publicImage } from '../images/local';
import type { Services } from '../services';
import { getOrderRow } from '../orders/repository';
import { isUnsubscribeToken, optedOut, optOut } from './mails';
import './reviews.messages';

export type ReviewRow = typeof reviews.$inferSelect;

export const tr = (key: string, lng: Locale, values: Record<string, unknown> = {}) => i18n.t(`reviews:${key}`, { lng, ...values, interpolation: { escapeValue: false } });

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  stars: row.stars,
  title: row.title,
  text: row.text,
  photos: row.photos.map((photo) => publicImage(photo, row.title)),
  authorName: row.authorName,
  verifiedBuyer: true,
  helpfulCount: row.helpfulCount,
  reply: row.reply,
  repliedAt: row.repliedAt ? isoTime(row.repliedAt) : null,
  createdAt: isoTime(row.createdAt),
});
const toMine = (row: ReviewRow): MyReview => ({ ...toPublic(row), status: row.status, hiddenReason: row.hiddenReason });

/** "Priya Sharma" -> "Priya S.": enough to be a person, not enough to find one. */
export function shownName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  if (!first) return '—';
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

// ---------------------------------------------------------------------------------------------
// The product page

export async function productReviews(services: Services, productId: string, query: z.output<typeof productReviewsQuerySchema>): Promise<ProductReviews> {
  const db = services.db;
  const where = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  const order = query.sort === 'helpful' ? [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)] : [desc(reviews.publishedAt), desc(reviews.id)];
  const [rows, stars] = await Promise.all([
    db.select().from(reviews).where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ stars: reviews.stars, n: count() }).from(reviews).where(where).groupBy(reviews.stars),
  ]);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const row of stars) {
    const n = Number(row.n);
    distribution[String(row.stars) as keyof typeof distribution] = n;
    total += n;
    sum += n * row.stars;
  }
  return { items: rows.map(toPublic), total, page: query.page, pageSize: query.pageSize, summary: { average: ratingAverage(sum, total), count: total, distribution } };
}

// ---------------------------------------------------------------------------------------------
// The customer

/** The caller's latest delivered order holding the product, if any. */
async function deliveredOrderOf(db: Db, userId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.fulfilmentStatus, 'delivered'), sql`${orders.lines} @> ${JSON.stringify([{ productId }])}::jsonb`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

async function ownReview(db: Db, userId: string, productId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row;
}

export async function reviewEligibility(services: Services, caller: Caller, productId: string): Promise<ReviewEligibility> {
  const existing = await ownReview(services.db, caller.uid, productId);
  if (existing) return { eligible: false, refusal: 'already_reviewed', review: toMine(existing) };
  const order = await deliveredOrderOf(services.db, caller.uid, productId);
  return { eligible: order !== null, refusal: order ? null : 'not_buyer', review: null };
}

/** Moves the product's rating figures by one review entering (+1) or leaving (-1) `published`. */
async function moveRating(tx: Db, row: Pick<ReviewRow, 'productId' | 'stars'>, sign: 1 | -1): Promise<void> {
  await tx
    .update(products)
    .set({ ratingCount: sql`${products.ratingCount} + ${sign}`, ratingSum: sql`${products.ratingSum} + ${sign * row.stars}` })
    .where(eq(products.id, row.productId));
}

export async function createReview(services: Services, caller: Caller, productId: string, input: z.output<typeof reviewInputSchema>, lng: Locale): Promise<MyReview> {
  const orderId = await deliveredOrderOf(services.db, caller.uid, productId);
  if (!orderId) throw new HttpError('forbidden', { product: [tr('refusal.not_buyer', lng)] });
  const fields: Record<string, string[]> = {};
  input.photos.forEach((url, index) => {
    const parsed = parseDownloadUrl(url);
    if (!parsed?.token || !parsed.name.startsWith(`reviews/${caller.uid}/`)) fields[`photos.${index}`] = [tr('refusal.photo', lng)];
  });
  if (Object.keys(fields).length) throw new HttpError('validation_failed', fields);
  // each photo with the widths its variants were made at, for srcset at the size shown
  const photos = await Promise.all(
    input.photos.map(async (url) => {
      const object = await services.images.get(parseDownloadUrl(url)!.name);
      return { url, alt: '', ...(object ? imageFacts(object) : {}) };
    }),
  );
  const settings = await readSettings(services, 'reviews');
  const order = (await getOrderRow(services.db, orderId))!;
  const [profile] = await services.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.uid, caller.uid));
  const status: ReviewStatus = settings.autoPublish ? 'published' : 'pending';
  const row = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        id: `rv_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        productId,
        userId: caller.uid,
        orderId,
        stars: input.stars,
        title: input.title,
        text: input.text,
        photos,
        authorName: shownName(profile?.name || order.shippingAddress.name),
        language: lng,
        status,
        publishedAt: status === 'published' ? sql`now()` : null,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!row) return null;
    if (status === 'published') await moveRating(tx, row, 1);
    return row;
  });
  if (!row) throw new HttpError('conflict', { product: [tr('refusal.already_reviewed', lng)] });
  return toMine(row);
}

export async function voteHelpful(services: Services, caller: Caller, reviewId: string, lng: Locale): Promise<{ helpfulCount: number; counted: boolean }> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId));
    if (!row) throw new HttpError('not_found');
    if (row.status !== 'published') throw new HttpError('conflict', { review: [tr('refusal.not_published', lng)] });
    if (row.userId === caller.uid) throw new HttpError('forbidden', { review: [tr('refusal.own_review', lng)] });
    const written = await tx.insert(reviewVotes).values({ reviewId, voterId: caller.uid }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
    if (!written.length) return { helpfulCount: row.helpfulCount, counted: false };
    const [after] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { helpfulCount: after!.helpfulCount, counted: true };
  });
}

export async function reportReview(services: Services, caller: Caller, reviewId: string, reason: string): Promise<{ reported: true }> {
  const [row] = await services.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
  if (!row) throw new HttpError('not_found');
  // a second report by the same person changes nothing
  await services.db.insert(reviewReports).values({ reviewId, reporterId: caller.uid, reason }).onConflictDoNothing();
  return { reported: true };
}

// ---------------------------------------------------------------------------------------------
// The review request e-mails' opt-out

export async function reviewRequestPreference(services: Services, caller: Caller): Promise<{ enabled: boolean }> {
  return { enabled: !(await optedOut(services.db, caller.uid)) };
}

async function ordersOf(db: Db, userId: string): Promise<string[]> {
  return (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map((row) => row.id);
}

export async function setReviewRequestPreference(services: Services, userId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  await services.db.transaction(async (tx) => {
    if (enabled) {
      await tx.delete(reviewRequestOptOuts).where(eq(reviewRequestOptOuts.userId, userId));
    } else {
      await optOut(tx, userId, await ordersOf(tx, userId));
    }
  });
  return { enabled };
}

/** The e-mail's one-click link: the order's token names the account. */
export async function unsubscribeByLink(services: Services, orderId: string, token: string, lng: Locale): Promise<{ enabled: boolean }> {
  const order = await getOrderRow(services.db, orderId);
  if (!order || !order.userId || !isUnsubscribeToken(order, token)) throw new HttpError('forbidden', { token: [tr('refusal.unsubscribe', lng)] });
  return setReviewRequestPreference(services, order.userId, false);
}

// ---------------------------------------------------------------------------------------------
// The admin

async function toAdmin(db: Db, rows: readonly ReviewRow[]): Promise<AdminReview[]> {
  if (!rows.length) return [];
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const ids = rows.map((row) => row.id);
  const [productRows, reportRows] = await Promise.all([
    db.select({ id: products.id, slug: products.slug, title: products.title }).from(products).where(inArray(products.id, productIds)),
    db
      .select()
      .from(reviewReports)
      .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.resolvedAt)))
      .orderBy(desc(reviewReports.createdAt)),
  ]);
  const productOf = new Map(productRows.map((row) => [row.id, row]));
  return rows.map((row) => ({
    ...toMine(row),
    product: productOf.get(row.productId) ?? { id: row.productId, slug: '', title: '' },
    orderId: row.orderId,
    reports: reportRows.filter((report) => report.reviewId === row.id).map((report) => ({ reason: report.reason, createdAt: isoTime(report.createdAt) })),
  }));
}

export async function listAdminReviews(services: Services, query: z.output<typeof adminReviewsQuerySchema>): Promise<Page<AdminReview>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(reviews.status, query.status));
  if (query.reported) conditions.push(sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    services.db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(query.pageSize).offset(offsetOf(query)),
    services.db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { items: await toAdmin(services.db, rows), total: Number(total?.total ?? 0), page: query.page, pageSize: query.pageSize };
}

const actorOf = (caller: Caller) => ({ uid: caller.uid, email: caller.email });

export async function moderateReview(services: Services, caller: Caller, id: string, input: z.output<typeof moderateReviewSchema>): Promise<AdminReview> {
  const row = await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new HttpError('not_found');
    let after = before;
    if (input.action !== 'dismiss_reports') {
      const to: ReviewStatus = input.action === 'publish' ? 'published' : 'hidden';
      const [updated] = await tx
        .update(reviews)
        .set({
          status: to,
          hiddenReason: input.action === 'hide' ? input.reason : null,
          ...(to === 'published' && !before.publishedAt ? { publishedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(reviews.id, id))
        .returning();
      after = updated!;
      if (before.status !== 'published' && to === 'published') await moveRating(tx, after, 1);
      if (before.status === 'published' && to !== 'published') await moveRating(tx, after, -1);
      await recordAudit(tx, {
        actor: actorOf(caller),
        action: `review.${input.action}`,
        target: { type: 'review', id },
        changes: { status: { from: before.status, to } },
        note: input.action === 'hide' ? input.reason : null,
      });
    }
    await tx
      .update(reviewReports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(reviewReports.reviewId, id), isNull(reviewReports.resolvedAt)));
    return after;
  });
  return (await toAdmin(services.db, [row]))[0]!;
}

export async function replyToReview(services: Services, caller: Caller, id: string, reply: string): Promise<AdminReview> {
  const row = await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new HttpError('not_found');
    const [after] = await tx.update(reviews).set({ reply, repliedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(reviews.id, id)).returning();
    await recordAudit(tx, { actor: actorOf(caller), action: 'review.reply', target: { type: 'review', id }, changes: { reply: { from: before.reply, to: reply } } });
    return after!;
  });
  return (await toAdmin(services.db, [row]))[0]!;
}
