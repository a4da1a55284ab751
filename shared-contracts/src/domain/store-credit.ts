/**
 * Store credit (issue 33): money the shop owes a customer, kept on their account and spent at
 * checkout. One ledger of entries per account (api/src/store-credit): a grant (a return refunded as
 * store credit, an order's credit given back when it is cancelled, an admin's goodwill) adds, a
 * checkout spends; the balance is their sum and never goes below zero.
 *
 * Store credit is a means of payment, not a discount: the order's goods, their GST and the tax
 * invoice keep their full value, and the credit pays part or all of `totals.inclusive`.
 */
import type { Paise } from './money';

/** Where an entry comes from: a return refunded as credit, an order (spent, or given back on cancel), an admin. */
export const STORE_CREDIT_SOURCES = ['return', 'order', 'admin'] as const;
export type StoreCreditSource = (typeof STORE_CREDIT_SOURCES)[number];

export type StoreCreditEntry = {
  /** Paise: positive a grant, negative a spend. */
  amount: Paise;
  source: StoreCreditSource;
  orderId: string | null;
  returnId: string | null;
  createdAt: string;
};

/** The credit a checkout applies: all the balance, at most the order's total. */
export function creditToApply(balance: Paise, total: Paise): Paise {
  return Math.max(0, Math.min(balance, total));
}
