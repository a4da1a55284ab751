/**
 * Storage of orders and their history: the only place that queries the orders tables. Every write
 * takes a `Db`, which may be a transaction, so callers group writes atomically.
 */
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { lineKey } from 'shared-contracts/domain/cart';
import type { OrderLine } from 'shared-contracts/domain/order';
import { returnVariantStock } from '../catalogue/variants';
import type { Db } from '../db/database';
import { creditNoteSeries, invoiceSeries, orderHistory, orders, paymentAttempts, products } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export async function getOrderRow(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The order only when it belongs to `userId`: a customer never reads another's order. */
export async function getUserOrderRow(db: Db, userId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

export async function listUserOrders(db: Db, userId: string, page: { offset: number; limit: number }): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The next serial of a financial year's document series: the tax invoices' (`invoiceSeries`) or
 * the credit notes' (`creditNoteSeries`). The counter row is created or bumped in one statement,
 * which holds its lock until the caller's transaction ends: no two documents share a number, and a
 * rolled-back payment or refund leaves no gap.
 */
export async function nextSerial(db: Db, series: typeof invoiceSeries | typeof creditNoteSeries, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(series)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: series.financialYear, set: { lastNumber: sql`${series.lastNumber} + 1` } })
    .returning({ lastNumber: series.lastNumber });
  return row!.lastNumber;
}

export function nextInvoiceSerial(db: Db, financialYear: string): Promise<number> {
  return nextSerial(db, invoiceSeries, financialYear);
}

export async function updateOrderRow(db: Db, id: string, values: Partial<NewOrderRow>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} vanished while it was locked`);
  return row;
}

export async function insertHistory(db: Db, entries: (typeof orderHistory.$inferInsert)[]): Promise<void> {
  if (entries.length) await db.insert(orderHistory).values(entries);
}

export async function listHistory(db: Db, orderId: string): Promise<OrderHistoryRow[]> {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.at, orderHistory.id);
}

/** Puts the order's items back on the shelf: a variant's on its own and its product's total (catalogue/variants.ts). */
export async function returnStock(db: Db, lines: readonly Pick<OrderLine, 'productId' | 'variantId' | 'quantity'>[]): Promise<void> {
  // in the order checkout takes them (catalogue/variants.ts): two transactions never lock crosswise
  for (const line of [...lines].sort((a, b) => (lineKey(a) < lineKey(b) ? -1 : 1))) {
    if (line.variantId) {
      await returnVariantStock(db, line.productId, line.variantId, line.quantity);
      continue;
    }
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** Unpaid orders still holding stock whose hold ended before `now`. */
export async function findExpiredReservations(db: Db, now: Date, limit = 100): Promise<Pick<OrderRow, 'id'>[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.reservedUntil),
        lt(orders.reservedUntil, now.toISOString()),
        eq(orders.status, 'pending'),
        // due: a cash-on-delivery order its shopper did not confirm in time
        inArray(orders.paymentStatus, ['unpaid', 'failed', 'due']),
      ),
    )
    .orderBy(orders.reservedUntil)
    .limit(limit);
}

/** Records a card payment the provider reported for an order; the same payment again changes nothing. */
export async function recordPaymentAttempt(
  db: Db,
  attempt: { paymentId: string; orderId: string; providerOrderId: string; status: 'failed' | 'paid'; reason?: string | null },
): Promise<void> {
  await db
    .insert(paymentAttempts)
    .values({ ...attempt, reason: attempt.reason ?? null })
    .onConflictDoNothing();
}

/** An order's payment attempts, oldest first. */
export async function listPaymentAttempts(db: Db, orderId: string): Promise<PaymentAttemptRow[]> {
  return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.at, paymentAttempts.paymentId);
}
