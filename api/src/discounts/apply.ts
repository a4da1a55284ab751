/**
 * A discount code applied to a checkout's lines, as the payment page previews it and as checkout
 * (checkout/workflow.ts) prices and reserves it:
 *
 *   1. find     the code whatever its case; none, or deactivated: 'unknown'
 *   2. judge    dates, the lines it applies to (its categories), the minimum order
 *               (shared-contracts/domain/discount.ts checkDiscount), on the server's prices
 *   3. price    its amount shared among those lines, GST on each line's discounted value
 *               (discountedCartTotals)
 *   4. hold     (checkout only, inside the order's transaction, under the account's checkout
 *               lock and its mailbox's) the customer's own uses (by account or by e-mail mailbox:
 *               identity/mailbox.ts) counted against the per-customer limit, then one
 *               use taken with a conditional UPDATE against the total limit, and the redemption
 *               written with the order; a cancelled order gives it back (orders/lifecycle.ts)
 *
 * Each refusal is a 422 `discount_rejected` with the reason's words on the field `discountCode`,
 * in the caller's language, and its reason in `error.details.reason`.
 */
import './discounts.messages';
import type { CartLine, Destination } from 'shared-contracts/domain/cart';
import { checkDiscount, discountedCartTotals, type AppliedDiscount, type DiscountedTotals, type DiscountKind, type DiscountRefusal } from 'shared-contracts/domain/discount';
import { formatMoney, sumMoney, multiplyMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import * as repository from './repository';
import type { Customer, DiscountRow } from './repository';

/** A code found, with what it needs to judge lines: whether it applies to a product. */
export type LoadedCode = { row: DiscountRow; applies: (productId: string) => boolean };

export function refusal(reason: DiscountRefusal, lng: Locale, row?: Pick<DiscountRow, 'minOrder' | 'validFrom'>): HttpError {
  const values = {
    lng,
    amount: formatMoney(row?.minOrder ?? 0, lng),
    date: row?.validFrom ? formatDate(row.validFrom, lng) : '',
    interpolation: { escapeValue: false },
  };
  return new HttpError('discount_rejected', { discountCode: [i18n.t(`discounts:refusal.${reason}`, values)] }, undefined, { reason });
}

/** Step 1: the code, and which of `productIds` it applies to. */
export async function loadCode(db: Db, code: string, productIds: readonly string[], lng: Locale): Promise<LoadedCode> {
  const row = await repository.findByCode(db, code);
  if (!row || !row.active) throw refusal('unknown', lng);
  if (!row.categoryIds.length) return { row, applies: () => true };
  const categories = await repository.productCategories(db, productIds);
  const chosen = new Set(row.categoryIds);
  return { row, applies: (productId) => chosen.has(categories.get(productId) ?? '') };
}

/** Steps 2 and 3: the totals of `lines` (server prices) with the code, or its refusal. */
export function applyCode(
  code: LoadedCode,
  lines: readonly CartLine[],
  states: Destination,
  lng: Locale,
  now = new Date(),
): { totals: DiscountedTotals; applied: AppliedDiscount } {
  const { row } = code;
  const eligible = lines.map((line) => code.applies(line.productId));
  const gross = lines.map((line) => multiplyMoney(line.unitPrice, line.quantity));
  const rule = { kind: row.kind as DiscountKind, value: row.value, minOrder: row.minOrder, categoryIds: row.categoryIds };
  const reason = checkDiscount(
    { ...rule, active: row.active, validFrom: row.validFrom, validUntil: row.validUntil },
    { subtotal: sumMoney(gross), eligibleSubtotal: sumMoney(gross.filter((_, index) => eligible[index])), now },
  );
  if (reason) throw refusal(reason, lng, row);
  const totals = discountedCartTotals(lines, states, { rule, eligible });
  return { totals, applied: { code: row.code, kind: rule.kind, value: row.value, amount: totals.discount } };
}

/**
 * A preview's use counts: the code's uses and the customer's, leaving out those their own orders
 * awaiting payment hold (paying one again keeps its code; a new checkout replaces it and gives
 * the use back). Checkout counts again under its lock (holdUse).
 */
export async function checkUsesForPreview(db: Db, row: DiscountRow, customer: Customer, lng: Locale): Promise<void> {
  const own = await repository.usesAwaitingPayment(db, row.id, customer.uid);
  if (row.usageLimit !== null && row.usedCount - own >= row.usageLimit) throw refusal('exhausted', lng);
  if (row.perCustomerLimit !== null && (await repository.customerUses(db, row.id, customer, { exceptAwaitingPayment: true })) >= row.perCustomerLimit) {
    throw refusal('customer_exhausted', lng);
  }
}

/**
 * Step 4, inside the order's transaction: the per-customer limit (the account's checkouts run one
 * at a time under its lock, and the mailbox's under lockCustomerUses, so its count cannot move
 * meanwhile), then one use of the total limit.
 * A refusal rolls the whole checkout back: the stock taken is put back with it.
 */
export async function holdUse(tx: Db, row: DiscountRow, customer: Customer, lng: Locale): Promise<void> {
  // another account of the same mailbox (a new guest) checks out one at a time with this one
  if (row.perCustomerLimit !== null && customer.email) await repository.lockCustomerUses(tx, customer.email);
  if (row.perCustomerLimit !== null && (await repository.customerUses(tx, row.id, customer)) >= row.perCustomerLimit) throw refusal('customer_exhausted', lng);
  if (!(await repository.takeUse(tx, row.id))) {
    // deactivated meanwhile reads as unknown, like a code that was never there
    const now = await repository.findById(tx, row.id);
    throw refusal(now?.active ? 'exhausted' : 'unknown', lng);
  }
}

/** The order's redemption, written with it once the use is held. */
export async function recordRedemption(tx: Db, orderId: string, row: DiscountRow, customer: Customer, amount: number): Promise<void> {
  await repository.insertRedemption(tx, { orderId, discountId: row.id, userId: customer.uid, email: customer.email, amount });
}
