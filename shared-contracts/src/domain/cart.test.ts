import {
  CART_ADJUSTMENT_REASONS,
  MAX_CART_LINES,
  MAX_QUANTITY_PER_LINE,
  addToCart,
  cartTotals,
  maxQuantity,
  mergeCarts,
  setLineQuantity,
  type CartLine,
} from 'shared-contracts/domain/cart';
import { DEFAULT_SHIPPING_TABLE } from 'shared-contracts/domain/delivery';

/** The default table's one zone (₹49 below ₹499), for a parcel of 400 g. */
const parcel = { rate: DEFAULT_SHIPPING_TABLE.zones[0]!, weightGrams: 400 };

const line = (productId: string, quantity: number, unitPrice = 10000, gstRate: CartLine['gstRate'] = 18): CartLine => ({
  productId,
  quantity,
  unitPrice,
  gstRate,
});

describe('cart limits', () => {
  it('are the documented values', () => {
    expect(MAX_QUANTITY_PER_LINE).toBe(10);
    expect(MAX_CART_LINES).toBe(50);
    expect(CART_ADJUSTMENT_REASONS).toEqual(['cart.quantity_limit', 'cart.stock_limit', 'cart.sold_out', 'cart.line_limit']);
  });
});

describe('mergeCarts (guest cart into account cart at sign-in)', () => {
  it('adds quantities line by line: account lines first, then new guest lines', () => {
    const account = [line('a', 1), line('b', 2)];
    const guest = [line('c', 1), line('b', 3)];
    expect(mergeCarts(guest, account)).toEqual({
      lines: [line('a', 1), line('b', 5), line('c', 1)],
      adjustments: [],
    });
  });

  it('keeps the guest price snapshot for a product in both carts', () => {
    const { lines } = mergeCarts([line('a', 1, 8900)], [line('a', 1, 9900)]);
    expect(lines).toEqual([line('a', 2, 8900)]);
  });

  it('caps a line at the quantity limit and reports it', () => {
    expect(mergeCarts([line('a', 6)], [line('a', 7)])).toEqual({
      lines: [line('a', 10)],
      adjustments: [{ productId: 'a', requested: 13, kept: 10, reason: 'cart.quantity_limit' }],
    });
  });

  it('caps at the stock when known, and leaves out sold-out products, reporting both', () => {
    const result = mergeCarts([line('a', 3), line('b', 1), line('c', 2)], [line('a', 3)], { a: 4, b: 0, c: 50 });
    expect(result).toEqual({
      lines: [line('a', 4), line('c', 2)],
      adjustments: [
        { productId: 'a', requested: 6, kept: 4, reason: 'cart.stock_limit' },
        { productId: 'b', requested: 1, kept: 0, reason: 'cart.sold_out' },
      ],
    });
  });

  it('reports the quantity limit, not the stock, when the stock is above the limit', () => {
    expect(mergeCarts([line('a', 8)], [line('a', 8)], { a: 12 }).adjustments).toEqual([
      { productId: 'a', requested: 16, kept: 10, reason: 'cart.quantity_limit' },
    ]);
  });

  it('combines duplicate lines within one cart', () => {
    expect(mergeCarts([line('a', 1), line('a', 2)], []).lines).toEqual([line('a', 3)]);
  });

  it('leaves the last guest lines out when the cart would exceed the line limit, reporting them', () => {
    const account = Array.from({ length: 49 }, (_, i) => line(`p${i}`, 1));
    const guest = [line('p0', 1), line('x', 2), line('y', 1), line('z', 3)];
    const { lines, adjustments } = mergeCarts(guest, account);
    expect(lines).toHaveLength(50);
    expect(lines[0]).toEqual(line('p0', 2));
    expect(lines[49]).toEqual(line('x', 2));
    expect(adjustments).toEqual([
      { productId: 'y', requested: 1, kept: 0, reason: 'cart.line_limit' },
      { productId: 'z', requested: 3, kept: 0, reason: 'cart.line_limit' },
    ]);
  });

  it('handles empty carts and does not change its inputs', () => {
    const guest = [line('a', 1)];
    const account = [line('a', 2)];
    expect(mergeCarts([], []).lines).toEqual([]);
    expect(mergeCarts(guest, []).lines).toEqual([line('a', 1)]);
    expect(mergeCarts([], account).lines).toEqual([line('a', 2)]);
    mergeCarts(guest, account);
    expect(guest).toEqual([line('a', 1)]);
    expect(account).toEqual([line('a', 2)]);
  });

  it('refuses malformed lines', () => {
    expect(() => mergeCarts([line('a', 0)], [])).toThrow(RangeError);
    expect(() => mergeCarts([line('a', 1.5)], [])).toThrow(RangeError);
    expect(() => mergeCarts([line('', 1)], [])).toThrow(RangeError);
    expect(() => mergeCarts([line('a', 1, 99.5)], [])).toThrow(RangeError);
    expect(() => mergeCarts([line('a', 1, 100, 7 as CartLine['gstRate'])], [])).toThrow(RangeError);
  });
});

describe('addToCart', () => {
  const item = { productId: 'a', unitPrice: 10000, gstRate: 18 as const };

  it('appends a new line', () => {
    expect(addToCart([line('b', 1)], item, 2)).toEqual({ lines: [line('b', 1), line('a', 2)], adjustments: [] });
  });

  it('adds to an existing line in place, with the fresh price', () => {
    expect(addToCart([line('a', 1, 12000), line('b', 1)], item)).toEqual({
      lines: [line('a', 2, 10000), line('b', 1)],
      adjustments: [],
    });
  });

  it('caps at the limit and at the stock', () => {
    expect(addToCart([line('a', 9)], item, 3)).toEqual({
      lines: [line('a', 10)],
      adjustments: [{ productId: 'a', requested: 12, kept: 10, reason: 'cart.quantity_limit' }],
    });
    expect(addToCart([line('a', 2)], item, 2, 3)).toEqual({
      lines: [line('a', 3)],
      adjustments: [{ productId: 'a', requested: 4, kept: 3, reason: 'cart.stock_limit' }],
    });
  });

  it('takes a sold-out product out of the cart', () => {
    expect(addToCart([line('a', 2), line('b', 1)], item, 1, 0)).toEqual({
      lines: [line('b', 1)],
      adjustments: [{ productId: 'a', requested: 3, kept: 0, reason: 'cart.sold_out' }],
    });
    expect(addToCart([], item, 1, 0).lines).toEqual([]);
  });

  it('refuses a new product when the cart is full, but still adds to existing lines', () => {
    const full = Array.from({ length: 50 }, (_, i) => line(`p${i}`, 1));
    expect(addToCart(full, item)).toEqual({
      lines: full,
      adjustments: [{ productId: 'a', requested: 1, kept: 0, reason: 'cart.line_limit' }],
    });
    expect(addToCart(full, { ...item, productId: 'p3' }).lines[3]).toEqual(line('p3', 2));
  });

  it('refuses a quantity below 1', () => {
    expect(() => addToCart([], item, 0)).toThrow(RangeError);
  });
});

describe('setLineQuantity', () => {
  it('sets, caps, and removes at 0', () => {
    const lines = [line('a', 1), line('b', 1)];
    expect(setLineQuantity(lines, 'a', 4)).toEqual({ lines: [line('a', 4), line('b', 1)], adjustments: [] });
    expect(setLineQuantity(lines, 'a', 20).adjustments).toEqual([
      { productId: 'a', requested: 20, kept: 10, reason: 'cart.quantity_limit' },
    ]);
    expect(setLineQuantity(lines, 'a', 5, 2).lines).toEqual([line('a', 2), line('b', 1)]);
    expect(setLineQuantity(lines, 'a', 0)).toEqual({ lines: [line('b', 1)], adjustments: [] });
    expect(setLineQuantity(lines, 'zz', 3)).toEqual({ lines, adjustments: [] });
    expect(() => setLineQuantity(lines, 'a', -1)).toThrow(RangeError);
  });
});

describe('maxQuantity', () => {
  it('is the stock up to the per-line limit, 0 when sold out, the limit when the stock is unknown', () => {
    expect([maxQuantity(3), maxQuantity(MAX_QUANTITY_PER_LINE + 5), maxQuantity(0), maxQuantity(-2), maxQuantity(undefined)]).toEqual([
      3,
      MAX_QUANTITY_PER_LINE,
      0,
      0,
      MAX_QUANTITY_PER_LINE,
    ]);
  });

  it('caps a line exactly as the stock it stands for does', () => {
    for (const stock of [0, 1, 3, MAX_QUANTITY_PER_LINE, 50]) {
      for (const requested of [1, 4, 12]) {
        expect(setLineQuantity([line('p', 1)], 'p', requested, maxQuantity(stock))).toEqual(setLineQuantity([line('p', 1)], 'p', requested, stock));
      }
    }
  });
});

describe('cartTotals', () => {
  const maharashtra = '27' as const;
  const karnataka = '29' as const;

  it('computes GST per line and splits CGST+SGST inside the seller state', () => {
    const totals = cartTotals([line('phone-case', 2, 129900, 18), line('tea', 1, 49900, 5)], {
      sellerState: maharashtra,
      deliveryState: maharashtra,
      parcel,
    });
    expect(totals.supply).toBe('intra_state');
    expect(totals.itemCount).toBe(3);
    expect(totals.subtotal).toBe(309700);
    expect(totals.lines).toEqual([
      // 259800 × 18/118 = 39630.51 -> 39631 (odd: CGST gets the extra paisa)
      { inclusive: 259800, rate: 18, taxable: 220169, gst: 39631, cgst: 19816, sgst: 19815, igst: 0 },
      { inclusive: 49900, rate: 5, taxable: 47524, gst: 2376, cgst: 1188, sgst: 1188, igst: 0 },
    ]);
    expect(totals.shipping).toEqual({ inclusive: 0, rate: 18, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(totals.tax).toEqual({ inclusive: 309700, taxable: 267693, gst: 42007, cgst: 21004, sgst: 21003, igst: 0 });
    expect(totals.total).toBe(309700);
  });

  it('charges GST-inclusive shipping below the threshold, at the goods\' rate (composite supply), and uses IGST across states', () => {
    const totals = cartTotals([line('mug', 1, 19900, 12)], { sellerState: maharashtra, deliveryState: karnataka, parcel });
    expect(totals.supply).toBe('inter_state');
    expect(totals.lines).toEqual([{ inclusive: 19900, rate: 12, taxable: 17768, gst: 2132, cgst: 0, sgst: 0, igst: 2132 }]);
    // 4900 × 12/112 = 525
    expect(totals.shipping).toEqual({ inclusive: 4900, rate: 12, taxable: 4375, gst: 525, cgst: 0, sgst: 0, igst: 525 });
    expect(totals.tax).toEqual({ inclusive: 24800, taxable: 22143, gst: 2657, cgst: 0, sgst: 0, igst: 2657 });
    expect(totals.subtotal).toBe(19900);
    expect(totals.total).toBe(24800);
  });

  it('handles 0% and 28% lines', () => {
    const totals = cartTotals([line('tv', 1, 100000, 28), line('book', 2, 25000, 0)], {
      sellerState: maharashtra,
      deliveryState: maharashtra,
    });
    expect(totals.lines).toEqual([
      { inclusive: 100000, rate: 28, taxable: 78125, gst: 21875, cgst: 10938, sgst: 10937, igst: 0 },
      { inclusive: 50000, rate: 0, taxable: 50000, gst: 0, cgst: 0, sgst: 0, igst: 0 },
    ]);
    expect(totals.tax).toEqual({ inclusive: 150000, taxable: 128125, gst: 21875, cgst: 10938, sgst: 10937, igst: 0 });
  });

  it('does not change the total or the GST with the delivery state, only the split', () => {
    const lines = [line('a', 3, 33333, 18), line('b', 1, 777, 3)];
    const intra = cartTotals(lines, { sellerState: maharashtra, deliveryState: maharashtra });
    const inter = cartTotals(lines, { sellerState: maharashtra, deliveryState: karnataka });
    expect(inter.total).toBe(intra.total);
    expect(inter.tax.gst).toBe(intra.tax.gst);
    expect(inter.tax.taxable).toBe(intra.tax.taxable);
    expect(inter.tax.igst).toBe(intra.tax.cgst + intra.tax.sgst);
    for (const t of [intra, inter]) {
      expect(t.tax.taxable + t.tax.gst).toBe(t.total);
      expect(t.tax.cgst + t.tax.sgst + t.tax.igst).toBe(t.tax.gst);
      expect(t.total).toBe(t.subtotal + t.shipping.inclusive);
    }
  });

  it('ships at the highest of the goods\' rates, and charges nothing while the parcel is not known', () => {
    const lines = [line('tv', 1, 10000, 28), line('book', 1, 10000, 0)];
    expect(cartTotals(lines, { sellerState: maharashtra, deliveryState: maharashtra, parcel }).shipping).toMatchObject({ inclusive: 4900, rate: 28 });
    expect(cartTotals(lines, { sellerState: maharashtra, deliveryState: maharashtra }).shipping.inclusive).toBe(0);
  });

  it('is all zeros for an empty cart (no shipping)', () => {
    const totals = cartTotals([], { sellerState: maharashtra, deliveryState: karnataka, parcel });
    expect(totals.itemCount).toBe(0);
    expect(totals.lines).toEqual([]);
    expect(totals.total).toBe(0);
    expect(totals.tax).toEqual({ inclusive: 0, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 });
  });
});
