import { cartTotals, type CartLine } from 'shared-contracts/domain/cart';
import { DEFAULT_SHIPPING_TABLE } from 'shared-contracts/domain/delivery';

/** The default table's fee below ₹499. */
const SHIPPING_FEE = DEFAULT_SHIPPING_TABLE.zones[0]!.valueSlabs[0]!.fee;
import {
  allocateDiscount,
  checkDiscount,
  discountAmount,
  discountedCartTotals,
  normalizeDiscountCode,
} from 'shared-contracts/domain/discount';
import { gstFromInclusive } from 'shared-contracts/domain/gst';

// the default table's one zone (₹49 below ₹499) for a light parcel
const parcel = { rate: DEFAULT_SHIPPING_TABLE.zones[0]!, weightGrams: 500 };
const RAJASTHAN = { sellerState: '08', deliveryState: '08', parcel } as const;
const KARNATAKA = { sellerState: '08', deliveryState: '29', parcel } as const;

const line = (productId: string, unitPrice: number, quantity: number, gstRate: CartLine['gstRate'] = 18): CartLine => ({ productId, unitPrice, quantity, gstRate });

describe('discount codes', () => {
  it('compares codes in one spelling, whatever the case and spaces typed', () => {
    expect(normalizeDiscountCode('  diwali10 ')).toBe('DIWALI10');
  });

  it('takes a percentage to the nearest paisa, halves up, and a fixed amount at most the lines’ value', () => {
    expect(discountAmount({ kind: 'percentage', value: 10 }, 129_995)).toBe(13_000); // 12999.5 -> 13000
    expect(discountAmount({ kind: 'percentage', value: 10 }, 129_994)).toBe(12_999); // 12999.4 -> 12999
    expect(discountAmount({ kind: 'percentage', value: 100 }, 4_321)).toBe(4_321);
    expect(discountAmount({ kind: 'fixed', value: 20_000 }, 59_900)).toBe(20_000);
    expect(discountAmount({ kind: 'fixed', value: 80_000 }, 59_900)).toBe(59_900);
    expect(discountAmount({ kind: 'percentage', value: 10 }, 0)).toBe(0);
    expect(() => discountAmount({ kind: 'percentage', value: 101 }, 100)).toThrow(RangeError);
  });

  it('shares an amount among lines by their value so the shares add up exactly, the odd paise to the largest remainders', () => {
    // 100 paise over three equal lines: 33.33 each, the one paisa left to the first (a tie)
    expect(allocateDiscount(100, [300, 300, 300])).toEqual([34, 33, 33]);
    // 1000 over 1 : 2 : 3 (333.33, 666.67, 1000 of 6000 × 1000 …): exact shares 166.67, 333.33, 500
    expect(allocateDiscount(1_000, [1_000, 2_000, 3_000])).toEqual([167, 333, 500]);
    // a line outside the code's categories (weight 0) gets nothing
    expect(allocateDiscount(500, [0, 59_900, 0])).toEqual([0, 500, 0]);
    expect(allocateDiscount(0, [10, 20])).toEqual([0, 0]);
    expect(() => allocateDiscount(31, [10, 20])).toThrow(RangeError);
  });

  it('always sums exactly and never gives a line more than its value (many awkward carts)', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 500; round++) {
      const weights = Array.from({ length: 1 + random(8) }, () => random(5) === 0 ? 0 : 1 + random(250_000));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const amount = total === 0 ? 0 : random(total + 1);
      const shares = allocateDiscount(amount, weights);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
      shares.forEach((share, index) => {
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[index]!);
      });
    }
  });

  it('taxes each line on its discounted value, as the invoice prints it, and the totals are the sum of the lines', () => {
    // ₹1,299 at 18% and two ₹599 at 5%, 10% off everything
    const lines = [line('lamp', 129_900, 1, 18), line('cushion', 59_900, 2, 5)];
    const totals = discountedCartTotals(lines, RAJASTHAN, { rule: { kind: 'percentage', value: 10 }, eligible: [true, true] });
    expect(totals.subtotal).toBe(249_700);
    expect(totals.discount).toBe(24_970);
    expect(totals.lineDiscounts).toEqual([12_990, 11_980]);
    expect(totals.lines.map((l) => l.inclusive)).toEqual([116_910, 107_820]);
    // GST out of the discounted value: 116910 × 18/118 = 17833.7… -> 17834; 107820 × 5/105 = 5134.28… -> 5134
    expect(totals.lines[0]).toMatchObject({ taxable: 99_076, gst: 17_834, cgst: 8_917, sgst: 8_917, igst: 0 });
    expect(totals.lines[1]).toMatchObject({ taxable: 102_686, gst: 5_134 });
    expect(totals.shipping.inclusive).toBe(0);
    expect(totals.total).toBe(249_700 - 24_970);
    expect(totals.tax.inclusive).toBe(totals.total);
    expect(totals.tax.gst).toBe(17_834 + 5_134);
    expect(totals.tax.taxable + totals.tax.gst).toBe(totals.total);
  });

  it('takes a category code only off the lines of its categories, and IGST follows the delivery state', () => {
    const lines = [line('lamp', 129_900, 1, 18), line('cushion', 59_900, 1, 5)];
    const totals = discountedCartTotals(lines, KARNATAKA, { rule: { kind: 'fixed', value: 10_000 }, eligible: [false, true] });
    expect(totals.lineDiscounts).toEqual([0, 10_000]);
    expect(totals.lines[0]!.inclusive).toBe(129_900);
    expect(totals.lines[1]).toMatchObject({ inclusive: 49_900, ...gstFromInclusive(49_900, 5), cgst: 0, sgst: 0 });
    expect(totals.lines[1]!.igst).toBe(totals.lines[1]!.gst);
  });

  it('judges free shipping on the items after the discount; without a code it is the plain cart', () => {
    const lines = [line('cushion', 52_000, 1, 5)];
    const plain = discountedCartTotals(lines, RAJASTHAN);
    expect(plain).toEqual({ ...cartTotals(lines, RAJASTHAN), discount: 0, lineDiscounts: [0] });
    expect(plain.total).toBe(52_000);
    const discounted = discountedCartTotals(lines, RAJASTHAN, { rule: { kind: 'percentage', value: 10 }, eligible: [true] });
    expect(discounted.shipping.inclusive).toBe(SHIPPING_FEE); // ₹468 of items: under ₹499
    expect(discounted.total).toBe(46_800 + SHIPPING_FEE);
  });

  it('never takes off more than the goods it applies to: a fixed code worth more than the order clamps, and goods made free ship free', () => {
    const lines = [line('lamp', 29_900, 1, 18), line('cushion', 9_950, 2, 5)];
    const totals = discountedCartTotals(lines, RAJASTHAN, { rule: { kind: 'fixed', value: 500_000 }, eligible: [true, true] });
    expect(totals.discount).toBe(49_800);
    expect(totals.lineDiscounts).toEqual([29_900, 19_900]);
    expect(totals.lines.map((each) => each.inclusive)).toEqual([0, 0]);
    expect(totals.lines.every((each) => each.taxable === 0 && each.gst === 0)).toBe(true);
    expect([totals.shipping.inclusive, totals.total]).toEqual([0, 0]);
    expect(discountedCartTotals(lines, RAJASTHAN, { rule: { kind: 'percentage', value: 100 }, eligible: [true, true] }).total).toBe(0);
  });

  it('clamps a code to the lines of its categories: the others, and shipping on them, are still paid', () => {
    const lines = [line('lamp', 29_900, 1, 18), line('cushion', 20_000, 1, 5)];
    const totals = discountedCartTotals(lines, RAJASTHAN, { rule: { kind: 'fixed', value: 500_000 }, eligible: [true, false] });
    expect(totals.lineDiscounts).toEqual([29_900, 0]);
    expect(totals.shipping.inclusive).toBe(SHIPPING_FEE); // ₹200 of items left: under ₹499
    expect(totals.total).toBe(20_000 + SHIPPING_FEE);
  });

  it('refuses a code that is inactive, not yet valid, expired, applies to nothing, or below its minimum', () => {
    const code = { active: true, validFrom: '2026-11-01T00:00:00Z', validUntil: '2026-12-01T00:00:00Z', kind: 'percentage', value: 10, minOrder: 50_000, categoryIds: [] } as const;
    const order = { subtotal: 60_000, eligibleSubtotal: 60_000, now: new Date('2026-11-24T12:00:00Z') };
    expect(checkDiscount(code, order)).toBeUndefined();
    expect(checkDiscount({ ...code, active: false }, order)).toBe('unknown');
    expect(checkDiscount(code, { ...order, now: new Date('2026-10-31T23:59:59Z') })).toBe('not_yet_valid');
    expect(checkDiscount(code, { ...order, now: new Date('2026-12-01T00:00:00Z') })).toBe('expired');
    expect(checkDiscount(code, { ...order, eligibleSubtotal: 0 })).toBe('not_applicable');
    expect(checkDiscount(code, { ...order, subtotal: 49_999 })).toBe('below_minimum');
    expect(checkDiscount({ ...code, validFrom: null, validUntil: null, minOrder: 0 }, order)).toBeUndefined();
  });
});
