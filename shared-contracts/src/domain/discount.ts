/**
 * Discount codes: what a code takes off, which lines it takes it from, and the GST that is left.
 *
 * - Prices include GST, so a discount is taken off the GST-inclusive price (what the shopper saw),
 *   and GST is then worked out of each line's discounted value, as an Indian tax invoice shows it:
 *   gross, discount, taxable value, tax (a discount given on the invoice itself lowers the
 *   taxable value, CGST Act s.15(3)(a)).
 * - A code applies to every line, or only to lines of chosen categories ("eligible" lines). Its
 *   amount is worked out once on the eligible lines' sum, then shared among them in proportion to
 *   their value, largest remainder first, so the lines' shares add up to the amount exactly and no
 *   line gets more than its own value.
 * - Shipping is never discounted; whether it is free is judged on the items after the discount
 *   (what the shopper pays for them), the minimum order on the items before it.
 */
import { cartTotals, type CartLine, type CartTotals, type Destination } from './cart';
import { shippingCharge, shippingGstRate } from 'shared-contracts/domain/delivery-light';
import { lineTax, sumTaxes, supplyType } from './gst';
import { assertPaise, multiplyMoney, sumMoney, type Paise } from './money';
import type { DiscountKind } from './discount-code';

export { DISCOUNT_CODE_PATTERN, DISCOUNT_KINDS, MAX_DISCOUNT_CODE_LENGTH, normalizeDiscountCode, type DiscountKind } from './discount-code';

/** What a code takes off and from which lines. */
export type DiscountRule = {
  kind: DiscountKind;
  /** Percent (whole, 1 to 100) or paise. */
  value: number;
  /** The items' subtotal (GST included, before the discount) an order needs for the code; 0: none. */
  minOrder: Paise;
  /** The categories whose products it applies to; empty: every product. */
  categoryIds: readonly string[];
};

/** A code as an order keeps it (`order.discount`): what it was and what it took off. */
export type AppliedDiscount = {
  code: string;
  kind: DiscountKind;
  value: number;
  /** Taken off the items, GST included; the lines' `discount` add up to it. */
  amount: Paise;
};

/**
 * Why a code is refused; each is a message key (the API's `discounts` messages) and the reason a
 * 422 `discount_rejected` names, on the field `discountCode`.
 */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'expired',
  'not_yet_valid',
  'below_minimum',
  'exhausted',
  'customer_exhausted',
  'not_applicable',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** The checks that need no count of uses: active, dates, eligible lines, minimum order. */
export function checkDiscount(
  code: { active: boolean; validFrom: string | null; validUntil: string | null } & DiscountRule,
  order: { subtotal: Paise; eligibleSubtotal: Paise; now: Date },
): DiscountRefusal | undefined {
  if (!code.active) return 'unknown';
  if (code.validFrom && order.now < new Date(code.validFrom)) return 'not_yet_valid';
  if (code.validUntil && order.now >= new Date(code.validUntil)) return 'expired';
  if (order.eligibleSubtotal <= 0) return 'not_applicable';
  if (order.subtotal < code.minOrder) return 'below_minimum';
  return undefined;
}

/**
 * What a code takes off lines worth `eligibleSubtotal` (GST included): a percentage rounded to the
 * nearest paisa (halves up), a fixed amount at most the lines' value.
 * Example: 10% of ₹1,299.95 -> 12999.5 -> ₹130.00 (13000 paise).
 */
export function discountAmount(rule: Pick<DiscountRule, 'kind' | 'value'>, eligibleSubtotal: Paise): Paise {
  assertPaise(eligibleSubtotal, 'eligible subtotal');
  if (eligibleSubtotal <= 0) return 0;
  if (rule.kind === 'fixed') return Math.min(assertPaise(rule.value, 'fixed discount'), eligibleSubtotal);
  if (!Number.isInteger(rule.value) || rule.value < 1 || rule.value > 100) throw new RangeError(`percentage must be 1 to 100, got ${rule.value}`);
  // round half up: floor((2·a·p + 100) / 200), in BigInt so large carts stay exact
  return Number((2n * BigInt(eligibleSubtotal) * BigInt(rule.value) + 100n) / 200n);
}

/**
 * Shares `amount` among lines worth `weights` in proportion to them (largest remainder method):
 * each gets the floor of its exact share, and the paise left over go one each to the largest
 * remainders (the earlier line on a tie). The shares add up to `amount` exactly, and none exceeds
 * its weight when `amount` is at most the weights' sum. A line of weight 0 gets nothing.
 */
export function allocateDiscount(amount: Paise, weights: readonly Paise[]): Paise[] {
  assertPaise(amount, 'discount');
  const total = sumMoney(weights);
  if (amount < 0 || weights.some((weight) => weight < 0)) throw new RangeError('discount and weights must not be negative');
  if (amount > total) throw new RangeError(`discount ${amount} exceeds the lines' value ${total}`);
  if (amount === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const sum = BigInt(total);
  const shares = weights.map((weight, index) => {
    const exact = big * BigInt(weight);
    return { index, floor: Number(exact / sum), remainder: exact % sum };
  });
  let left = amount - shares.reduce((given, share) => given + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left === 0) break;
    if (share.remainder === 0n) continue;
    share.floor += 1;
    left -= 1;
  }
  return shares.map((share) => share.floor);
}

/** Cart totals with a code applied: `lines[i].inclusive` is line i's value after its discount. */
export type DiscountedTotals = CartTotals & {
  /** Taken off the items, GST included (0 without a code). */
  discount: Paise;
  /** Each line's share of `discount`, in the order of the lines. */
  lineDiscounts: Paise[];
};

/**
 * Totals of a cart with a code (or none): the code's amount on the eligible lines (`eligible[i]`
 * says whether line i's product is in the code's categories), shared among them, GST per line on
 * the discounted value, shipping on the discounted items. Without a code it is `cartTotals`.
 * `subtotal` stays the items before the discount, so the totals read: items, discount, shipping,
 * total; `tax.inclusive === total` as always.
 */
export function discountedCartTotals(
  lines: readonly CartLine[],
  states: Destination,
  discount?: { rule: Pick<DiscountRule, 'kind' | 'value'>; eligible: readonly boolean[] },
): DiscountedTotals {
  const plain = cartTotals(lines, states);
  if (!discount) return { ...plain, discount: 0, lineDiscounts: lines.map(() => 0) };
  const supply = supplyType(states.sellerState, states.deliveryState);
  const gross = lines.map((line) => multiplyMoney(line.unitPrice, line.quantity));
  const weights = gross.map((value, index) => (discount.eligible[index] ? value : 0));
  const amount = discountAmount(discount.rule, sumMoney(weights));
  const lineDiscounts = allocateDiscount(amount, weights);
  const lineTaxes = lines.map((line, index) => lineTax(gross[index]! - lineDiscounts[index]!, line.gstRate, supply));
  // goods a code makes wholly free ship free (shippingCharge of 0 is 0): nothing is left to pay, and the
  // order is a free one, confirmed without a payment (api checkout); goods left to pay for pay shipping
  const fee = states.parcel ? shippingCharge(states.parcel, plain.subtotal - amount) : 0;
  const shipping = lineTax(fee, shippingGstRate(lines), supply);
  const tax = sumTaxes([...lineTaxes, shipping]);
  return { ...plain, lines: lineTaxes, shipping, tax, total: tax.inclusive, discount: amount, lineDiscounts };
}
