/**
 * Store credit (issue 33, shared-contracts/domain/store-credit.ts): the only place that reads and
 * writes `store_credit_entries`. Every write takes a `Db`, which may be a transaction (the
 * checkout's, a cancellation's, a return's refund), so an entry is written with what it records or
 * not at all. Each entry has a dedupe key: a repeated event (a second cancel, a refund retried)
 * writes nothing more.
 *
 * Never below zero: a spend reads the balance and writes its entry under the account's checkout
 * lock (checkout/repository.ts lockAccountCheckouts, which the checkout's transaction holds), so two
 * checkouts of one account at once spend a balance once. Grants only add and need no lock.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { creditToApply, type StoreCreditEntry, type StoreCreditSource } from 'shared-contracts/domain/store-credit';
import type { StoreCredit } from 'shared-contracts/api/store-credit';
import type { Paise } from 'shared-contracts/domain/money';
import type { Db } from '../db/database';
import { storeCreditEntries } from '../db/schema';
import { isoTime } from '../db/timestamps';
import { lockAccountCheckouts } from '../checkout/repository';

export type StoreCreditGrant = {
  userId: string;
  /** Paise, above zero. */
  amount: Paise;
  source: StoreCreditSource;
  orderId?: string | null;
  returnId?: string | null;
  /** An admin's uid, or 'system'. */
  actor: string;
  note?: string | null;
  /** Makes the grant once: `return:<return id>`, `restore:<order id>`, an admin's request key. */
  dedupeKey: string;
};

/** The account's balance: the sum of its entries, in paise. */
export async function storeCreditBalance(db: Db, userId: string): Promise<Paise> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${storeCreditEntries.amount}), 0)::int` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

/** What My account shows: the balance and every entry, newest first. */
export async function storeCreditOf(db: Db, userId: string): Promise<StoreCredit> {
  const rows = await db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, userId)).orderBy(desc(storeCreditEntries.id));
  const entries: StoreCreditEntry[] = rows.map((row) => ({ amount: row.amount, source: row.source, orderId: row.orderId, returnId: row.returnId, createdAt: isoTime(row.createdAt) }));
  return { balance: entries.reduce((sum, entry) => sum + entry.amount, 0), entries };
}

/** Adds credit to a customer's account, once per dedupe key; true when this call wrote it. */
export async function grantStoreCredit(tx: Db, grant: StoreCreditGrant): Promise<boolean> {
  if (!(grant.amount > 0)) throw new Error(`a store credit grant is above zero (got ${grant.amount})`);
  const written = await tx
    .insert(storeCreditEntries)
    .values({
      userId: grant.userId,
      amount: grant.amount,
      source: grant.source,
      orderId: grant.orderId ?? null,
      returnId: grant.returnId ?? null,
      actor: grant.actor,
      note: grant.note ?? null,
      dedupeKey: grant.dedupeKey,
    })
    .onConflictDoNothing({ target: storeCreditEntries.dedupeKey })
    .returning({ id: storeCreditEntries.id });
  return written.length > 0;
}

/**
 * The credit a checkout applies to a new order of `total`: all the balance, at most the total.
 * Called inside the checkout's transaction, which holds the account's lock (taken again here, a
 * no-op then, so no caller can forget it). The spend itself is written by `spendStoreCredit` once
 * the order exists.
 */
export async function creditForCheckout(tx: Db, userId: string, total: Paise): Promise<Paise> {
  await lockAccountCheckouts(tx, userId);
  return creditToApply(await storeCreditBalance(tx, userId), total);
}

/** The order's spend, in the checkout's transaction (under the account lock, after creditForCheckout). */
export async function spendStoreCredit(tx: Db, userId: string, orderId: string, amount: Paise): Promise<void> {
  if (amount <= 0) return;
  await tx
    .insert(storeCreditEntries)
    .values({ userId, amount: -amount, source: 'order', orderId, actor: 'system', dedupeKey: `spend:${orderId}` })
    .onConflictDoNothing({ target: storeCreditEntries.dedupeKey });
}

/** A cancelled order's credit goes back to its customer, once (orders/on-enter.ts). */
export async function restoreStoreCredit(tx: Db, order: { id: string; userId: string | null; storeCredit: number }): Promise<void> {
  if (!order.userId || order.storeCredit <= 0) return;
  await grantStoreCredit(tx, {
    userId: order.userId,
    amount: order.storeCredit,
    source: 'order',
    orderId: order.id,
    actor: 'system',
    note: 'order cancelled',
    dedupeKey: `restore:${order.id}`,
  });
}

/** An order nobody saw (its provider order could not be made) is deleted: its spend never happened. */
export async function dropSpend(tx: Db, orderId: string): Promise<void> {
  await tx.delete(storeCreditEntries).where(eq(storeCreditEntries.dedupeKey, `spend:${orderId}`));
}

/**
 * Account deletion (account/erasure.ts): the entries stay, amounts and orders, for the books, but
 * no longer name the account: one pseudonym per erasure, so the balance is nobody's and unspent
 * credit lapses with the account.
 */
export async function forgetStoreCreditHolder(tx: Db, userId: string): Promise<number> {
  const rows = await tx
    .update(storeCreditEntries)
    .set({ userId: `erased:${randomUUID()}` })
    .where(eq(storeCreditEntries.userId, userId))
    .returning({ id: storeCreditEntries.id });
  return rows.length;
}
