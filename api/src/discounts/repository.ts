/**
 * Storage of discount codes and their redemptions: the only place that queries those tables. Every
 * write takes a `Db`, which may be a transaction (the order's, for a use taken or given back).
 */
import { and, desc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { AWAITING_PAYMENT } from 'shared-contracts/domain/order';
import type { Db } from '../db/database';
import { discountCodes, discountRedemptions, orders, products } from '../db/schema';
import { mailboxOf } from '../identity/mailbox';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type NewDiscountRow = typeof discountCodes.$inferInsert;

/** The code whatever the case it was typed in. */
export async function findByCode(db: Db, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code})`);
  return row;
}

export async function findById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<DiscountRow | undefined> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every code, newest first, with how many of its held uses are orders paid (or paid and refunded since). */
export async function listWithPaidCounts(db: Db): Promise<(DiscountRow & { paidCount: number })[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), discountCodes.code);
  if (!rows.length) return [];
  const paid = await db
    .select({ discountId: discountRedemptions.discountId, paid: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(and(isNull(discountRedemptions.releasedAt), notInArray(orders.paymentStatus, ['unpaid', 'failed', 'authorized', 'voided'])))
    .groupBy(discountRedemptions.discountId);
  const byId = new Map(paid.map((row) => [row.discountId, Number(row.paid)]));
  return rows.map((row) => ({ ...row, paidCount: byId.get(row.id) ?? 0 }));
}

export async function insertDiscount(db: Db, values: NewDiscountRow): Promise<DiscountRow> {
  const [row] = await db.insert(discountCodes).values(values).returning();
  return row!;
}

export async function updateDiscount(db: Db, id: string, values: Partial<NewDiscountRow>): Promise<DiscountRow> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, version: sql`${discountCodes.version} + 1`, updatedAt: sql`now()` })
    .where(eq(discountCodes.id, id))
    .returning();
  return row!;
}

/** The categories of some products, by product id. */
export async function productCategories(db: Db, productIds: readonly string[]): Promise<Map<string, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

/**
 * Who a use belongs to: the account, and the mailbox of its e-mail address (mailboxOf: every
 * spelling of it, `name+2@…`, `n.a.m.e@gmail.com`, is one), which a new guest account giving the
 * same address shares. A use counts for the customer when either matches.
 */
export type Customer = { uid: string; email: string | null };

function customerMatch(customer: Customer) {
  const byUser = eq(discountRedemptions.userId, customer.uid);
  return customer.email ? or(byUser, eq(discountRedemptions.email, mailboxOf(customer.email)))! : byUser;
}

/**
 * Serializes the checkouts of one mailbox until the transaction ends (an advisory lock on its
 * hash), as lockAccountCheckouts does per account: two guest accounts giving one address at once
 * cannot both pass the per-customer limit.
 */
export async function lockCustomerUses(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`discount-customer:${mailboxOf(email)}`}, 0))`);
}

/** Uses of a code that still count (not released), held by orders matching `conditions`. */
async function usesOf(db: Db, discountId: string, ...conditions: (SQL | undefined)[]): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(and(eq(discountRedemptions.discountId, discountId), isNull(discountRedemptions.releasedAt), ...conditions));
  return Number(row?.uses ?? 0);
}

/** The customer's own orders awaiting payment (AWAITING_PAYMENT's status and payment statuses). */
const awaitingPaymentOf = (uid: string) =>
  and(eq(orders.status, AWAITING_PAYMENT.status), inArray(orders.paymentStatus, [...AWAITING_PAYMENT.paymentStatuses]), eq(orders.userId, uid));

/**
 * The customer's uses of a code that still count (not released). `exceptAwaitingPayment` leaves
 * out the uses held by their own orders still awaiting payment: a preview before checkout, when
 * those orders will be paid again (keeping their code) or replaced (giving it back).
 */
export function customerUses(db: Db, discountId: string, customer: Customer, options: { exceptAwaitingPayment?: boolean } = {}): Promise<number> {
  return usesOf(db, discountId, customerMatch(customer), options.exceptAwaitingPayment ? sql`not (${awaitingPaymentOf(customer.uid)})` : undefined);
}

/** Uses held by the customer's own orders awaiting payment (see customerUses). */
export function usesAwaitingPayment(db: Db, discountId: string, uid: string): Promise<number> {
  return usesOf(db, discountId, awaitingPaymentOf(uid));
}

/**
 * Takes one use of an active code, only while its limit allows: one conditional UPDATE, so
 * concurrent checkouts (each in its own transaction) never take more uses than the limit; a
 * checkout waiting on another's row lock sees the count that one committed. False: used up.
 */
export async function takeUse(db: Db, discountId: string): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, discountId),
        eq(discountCodes.active, true),
        or(isNull(discountCodes.usageLimit), sql`${discountCodes.usedCount} < ${discountCodes.usageLimit}`),
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}

export async function insertRedemption(db: Db, values: typeof discountRedemptions.$inferInsert): Promise<void> {
  await db.insert(discountRedemptions).values({ ...values, email: values.email ? mailboxOf(values.email) : null });
}

/**
 * Gives an order's use of its code back (the order was cancelled), once: the redemption is marked
 * released and the code's count lowered in the same transaction. No code, or released before: nothing.
 */
export async function releaseRedemption(db: Db, orderId: string): Promise<void> {
  const [released] = await db
    .update(discountRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(discountRedemptions.orderId, orderId), isNull(discountRedemptions.releasedAt)))
    .returning({ discountId: discountRedemptions.discountId });
  if (!released) return;
  await db
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(eq(discountCodes.id, released.discountId));
}

/** Forgets an order's redemption altogether (the order itself is being deleted: its provider order failed). */
export async function deleteRedemption(db: Db, orderId: string): Promise<void> {
  await releaseRedemption(db, orderId);
  await db.delete(discountRedemptions).where(eq(discountRedemptions.orderId, orderId));
}

/** An erased account's redemptions keep their counts but no longer name the person. */
export async function anonymizeRedemptions(db: Db, uid: string): Promise<void> {
  await db.update(discountRedemptions).set({ userId: null, email: null }).where(and(eq(discountRedemptions.userId, uid), ne(discountRedemptions.orderId, '')));
}
