/**
 * Storage for the checkout and payment workflows: orders by idempotency key, the atomic stock
 * reservation, the provider order id, webhook events already handled, the address book.
 */
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES } from 'shared-contracts/api/account';
import { AWAITING_PAYMENT, type Address } from 'shared-contracts/domain/order';
import type { Db } from '../db/database';
import { orderHistory, orders, paymentEvents, products, profiles } from '../db/schema';
import type { NewOrderRow, OrderRow } from '../orders/repository';
import { deleteRedemption } from '../discounts/repository';

export async function findOrderByIdempotencyKey(db: Db, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function findOrderByProviderOrderId(db: Db, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row;
}

/**
 * Serializes one account's checkouts until the transaction ends (a transaction-level advisory lock
 * on the uid's hash; on PGlite, one connection, transactions run one at a time anyway), so two
 * parallel checkouts cannot both pass the unpaid-order cap.
 */
export async function lockAccountCheckouts(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}`}, 0))`);
}

/** The user's orders waiting for payment that still hold their stock (AWAITING_PAYMENT, hold not ended), newest first. */
export async function listOrdersAwaitingPayment(db: Db, userId: string, now: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, AWAITING_PAYMENT.status),
        inArray(orders.paymentStatus, [...AWAITING_PAYMENT.paymentStatuses]),
        gt(orders.reservedUntil, now.toISOString()),
      ),
    )
    .orderBy(desc(orders.createdAt));
}

/** Holds an order's stock until `until`, while it still awaits payment; undefined when it no longer does. */
export async function renewHold(db: Db, orderId: string, until: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ reservedUntil: until })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, AWAITING_PAYMENT.status),
        inArray(orders.paymentStatus, [...AWAITING_PAYMENT.paymentStatuses]),
        isNotNull(orders.reservedUntil),
      ),
    )
    .returning();
  return row;
}

/** Inserts the order unless this user already has one with its idempotency key (then undefined). */
export async function insertOrderOnce(db: Db, values: NewOrderRow): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  return row;
}

/**
 * Takes `quantity` items of a published product off the shelf, only if that many are there.
 * One conditional UPDATE, so concurrent buyers can never take the stock below zero.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.published, true), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function setProviderOrderId(db: Db, orderId: string, providerOrderId: string): Promise<OrderRow> {
  const [row] = await db.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId)).returning();
  return row!;
}

/** Removes an order nobody has seen yet (its provider order could not be made). */
export async function deleteOrder(db: Db, orderId: string): Promise<void> {
  await deleteRedemption(db, orderId);
  await db.delete(orderHistory).where(eq(orderHistory.orderId, orderId));
  await db.delete(orders).where(eq(orders.id, orderId));
}

export async function isPaymentEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const rows = await db.select({ eventId: paymentEvents.eventId }).from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return rows.length > 0;
}

/** Records a webhook event id; false when it was recorded before (a repeat). */
export async function recordPaymentEvent(db: Db, event: { eventId: string; type: string; orderId: string | null }): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

/** The same address, field by field (an empty second line is no second line). */
export const sameAddress = (a: Address, b: Address) =>
  a.name === b.name &&
  a.line1 === b.line1 &&
  (a.line2 ?? '') === (b.line2 ?? '') &&
  a.city === b.city &&
  a.stateCode === b.stateCode &&
  a.pincode === b.pincode &&
  a.phone === b.phone;

/** Puts the address first in the user's address book (first = default), without duplicates, within the limit. */
export async function rememberAddress(db: Db, uid: string, email: string | null, address: Address): Promise<void> {
  await db.insert(profiles).values({ uid, email }).onConflictDoNothing();
  const [profile] = await db.select({ addresses: profiles.addresses }).from(profiles).where(eq(profiles.uid, uid)).for('update');
  const others = (profile?.addresses ?? []).filter((saved) => !sameAddress(saved, address));
  const addresses = [address, ...others].slice(0, MAX_SAVED_ADDRESSES);
  await db.update(profiles).set({ addresses, updatedAt: sql`now()` }).where(eq(profiles.uid, uid));
}
