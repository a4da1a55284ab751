/**
 * The cart: its lines, its limits, merging a guest cart into an account's, and its totals.
 * Every change returns new lines plus the adjustments it had to make (a quantity capped, a line
 * that did not fit), so the interface can tell the shopper instead of losing items silently.
 */
import {
  isGstRate,
  lineTax,
  sumTaxes,
  supplyType,
  type GstRate,
  type GstStateCode,
  type LineTax,
  type SupplyType,
  type TaxTotals,
} from './gst';
import { isPaise, multiplyMoney, sumMoney, type Paise } from './money';
import { shippingCharge, shippingGstRate, type Parcel } from 'shared-contracts/domain/delivery-light';

export type CartLine = {
  productId: string;
  /** Which of the product's variants (domain/variants), for a product sold by variant; absent otherwise. */
  variantId?: string;
  /** A whole number from 1 to MAX_QUANTITY_PER_LINE. */
  quantity: number;
  /** Price of one item, GST included, when it was put in the cart. The server re-prices at checkout. */
  unitPrice: Paise;
  /** The product's GST rate when it was put in the cart, needed to show the tax. */
  gstRate: GstRate;
};

/** Most items of one product per order: enough for any household, stops typos like 100. */
export const MAX_QUANTITY_PER_LINE = 10;
/** Most different products in one cart. */
export const MAX_CART_LINES = 50;

export const CART_ADJUSTMENT_REASONS = ['cart.quantity_limit', 'cart.stock_limit', 'cart.sold_out', 'cart.line_limit'] as const;
export type CartAdjustmentReason = (typeof CART_ADJUSTMENT_REASONS)[number];
/** The shopper asked for `requested` items and the cart kept `kept` (0: the line is not in the cart). */
export type CartAdjustment = {
  productId: string;
  variantId?: string;
  requested: number;
  kept: number;
  reason: CartAdjustmentReason;
  /** The product's title (and the variant's values) as shown, so a line no longer in the cart can be named; absent when the catalogue no longer has it. */
  title?: string;
  variant?: string;
};
export type CartChange = { lines: CartLine[]; adjustments: CartAdjustment[] };

/** Items on hand per line key (`lineKey`); a line missing here has unknown stock and is not limited by it. */
export type StockLookup = Readonly<Record<string, number>>;

/** What tells two cart lines apart: the product, and its variant when it is sold by variant. */
export type LineRef = { productId: string; variantId?: string | undefined };

/** One key per product, or per variant of a product sold by variant ('<productId>/<variantId>'). */
export function lineKey(line: LineRef): string {
  return line.variantId ? `${line.productId}/${line.variantId}` : line.productId;
}

/** The line's product and variant, for an adjustment that names it. */
function refOf(line: LineRef): LineRef {
  return line.variantId ? { productId: line.productId, variantId: line.variantId } : { productId: line.productId };
}

/** Throws a RangeError for a line no cart may hold (the API validates input before this). */
export function assertCartLine(line: CartLine): CartLine {
  if (typeof line.productId !== 'string' || line.productId === '') throw new RangeError('cart line needs a productId');
  if (line.variantId !== undefined && (typeof line.variantId !== 'string' || line.variantId === '')) throw new RangeError('cart line variantId must be a non-empty string');
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`cart line quantity must be a whole number of at least 1, got ${line.quantity}`);
  }
  if (!isPaise(line.unitPrice) || line.unitPrice < 0) throw new RangeError(`cart line unitPrice must be paise >= 0, got ${line.unitPrice}`);
  if (!isGstRate(line.gstRate)) throw new RangeError(`cart line gstRate is not a GST rate: ${line.gstRate}`);
  return line;
}

/**
 * Most items of a product a cart line may hold now: its stock (when known), at most
 * MAX_QUANTITY_PER_LINE; 0 when sold out. The quantity choices offer this many, and passed back
 * as the stock it caps a line exactly as the stock itself would (same quantity, same reason).
 */
export function maxQuantity(stock: number | undefined): number {
  return Math.min(MAX_QUANTITY_PER_LINE, stock === undefined ? Infinity : Math.max(0, stock));
}

/** The quantity a line may hold: at most MAX_QUANTITY_PER_LINE, and at most the stock when known. */
function capQuantity(line: LineRef, requested: number, stock: number | undefined): { kept: number; adjustment?: CartAdjustment } {
  const available = stock === undefined ? Infinity : Math.max(0, stock);
  const kept = Math.min(requested, maxQuantity(stock));
  if (kept === requested) return { kept };
  const reason: CartAdjustmentReason =
    available === 0 ? 'cart.sold_out' : available < MAX_QUANTITY_PER_LINE ? 'cart.stock_limit' : 'cart.quantity_limit';
  return { kept, adjustment: { ...refOf(line), requested, kept, reason } };
}

/** Lines of one product (or variant) added together, first position kept (a stored cart may hold duplicates). */
function combineDuplicates(lines: readonly CartLine[]): CartLine[] {
  const byProduct = new Map<string, CartLine>();
  for (const line of lines) {
    assertCartLine(line);
    const seen = byProduct.get(lineKey(line));
    byProduct.set(lineKey(line), seen ? { ...line, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byProduct.values()];
}

/** Caps every line; drops the sold-out ones and those past MAX_CART_LINES, reporting each. */
function settle(lines: readonly CartLine[], stock: StockLookup): CartChange {
  const kept: CartLine[] = [];
  const adjustments: CartAdjustment[] = [];
  for (const line of lines) {
    const capped = capQuantity(line, line.quantity, stock[lineKey(line)]);
    if (capped.kept > 0 && kept.length >= MAX_CART_LINES) {
      adjustments.push({ ...refOf(line), requested: line.quantity, kept: 0, reason: 'cart.line_limit' });
      continue;
    }
    if (capped.adjustment) adjustments.push(capped.adjustment);
    if (capped.kept > 0) kept.push({ ...line, quantity: capped.kept });
  }
  return { lines: kept, adjustments };
}

/**
 * Merges the cart a shopper filled as a guest into their account's cart when they sign in.
 * - Line by line: a product in both carts gets the sum of both quantities.
 * - Order: the account's lines first, as they were, then the guest's new products in guest order.
 * - Price snapshot: the guest line's, because the shopper saw it most recently.
 * - Quantities are capped at MAX_QUANTITY_PER_LINE and at the stock when `stock` knows it;
 *   a sold-out product and lines beyond MAX_CART_LINES (the last guest lines) are left out.
 *   Nothing is lost silently: every cap and every line left out is in `adjustments`.
 */
export function mergeCarts(guest: readonly CartLine[], account: readonly CartLine[], stock: StockLookup = {}): CartChange {
  const merged = new Map<string, CartLine>(combineDuplicates(account).map((line) => [lineKey(line), line]));
  for (const line of combineDuplicates(guest)) {
    const existing = merged.get(lineKey(line));
    merged.set(lineKey(line), existing ? { ...line, quantity: existing.quantity + line.quantity } : line);
  }
  return settle([...merged.values()], stock);
}

/**
 * Puts `quantity` more of a product in the cart (a new line at the end, or more on its line), with
 * the item's fresh price snapshot. Capped like a merge; a sold-out product (stock 0) leaves the cart.
 */
export function addToCart(
  lines: readonly CartLine[],
  item: Omit<CartLine, 'quantity'>,
  quantity = 1,
  stock?: number,
): CartChange {
  assertCartLine({ ...item, quantity });
  const existing = lines.find((line) => lineKey(line) === lineKey(item));
  if (!existing && lines.length >= MAX_CART_LINES) {
    return { lines: [...lines], adjustments: [{ ...refOf(item), requested: quantity, kept: 0, reason: 'cart.line_limit' }] };
  }
  const requested = (existing?.quantity ?? 0) + quantity;
  const { kept, adjustment } = capQuantity(item, requested, stock);
  const line: CartLine = { ...item, quantity: kept };
  const next = existing
    ? lines.flatMap((l) => (l === existing ? (kept > 0 ? [line] : []) : [l]))
    : kept > 0 ? [...lines, line] : [...lines];
  return { lines: next, adjustments: adjustment ? [adjustment] : [] };
}

/**
 * Sets a line's quantity; 0 removes the line. The line is named by its product id, or by its
 * product and variant (a `LineRef`). An unknown line leaves the cart as it is.
 */
export function setLineQuantity(lines: readonly CartLine[], line: string | LineRef, quantity: number, stock?: number): CartChange {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a whole number >= 0, got ${quantity}`);
  const ref: LineRef = typeof line === 'string' ? { productId: line } : line;
  const { kept, adjustment } = capQuantity(ref, quantity, stock);
  const next = lines.flatMap((l) => (lineKey(l) !== lineKey(ref) ? [l] : kept > 0 ? [{ ...l, quantity: kept }] : []));
  return { lines: next, adjustments: adjustment ? [adjustment] : [] };
}

export type CartTotals = {
  supply: SupplyType;
  /** Number of items (sum of quantities). */
  itemCount: number;
  /** Sum of the lines, GST included. */
  subtotal: Paise;
  /** Tax of each line, in the order of the lines. */
  lines: LineTax[];
  /** Shipping, GST included, and its tax. */
  shipping: LineTax;
  /** Items and shipping together; `tax.inclusive === total`. */
  tax: TaxTotals;
  /** What the customer pays. */
  total: Paise;
};

/** Where the cart goes: the seller's and the delivery state (the GST split), and its parcel's zone rate and weight. */
export type Destination = {
  sellerState: GstStateCode;
  deliveryState: GstStateCode;
  /** The zone's rate and the parcel's weight (the API's delivery estimate); absent: shipping not known yet, 0. */
  parcel?: Parcel | null | undefined;
};

/**
 * Totals of a cart delivered to `deliveryState` by a seller in `sellerState`, shipped as `parcel`.
 * GST is computed per line on unit price × quantity (see gst.ts for the rounding), then summed;
 * shipping by the zone's rate (domain/delivery.ts), its GST at the goods' highest rate (a
 * composite supply, shippingGstRate). Prices include GST, so the total never depends on the
 * states; only the tax split does. Before the shopper gives an address, pass the seller's state as
 * the delivery state for an estimate.
 */
export function cartTotals(lines: readonly CartLine[], { sellerState, deliveryState, parcel }: Destination): CartTotals {
  const supply = supplyType(sellerState, deliveryState);
  const lineTaxes = lines.map((line) => lineTax(multiplyMoney(assertCartLine(line).unitPrice, line.quantity), line.gstRate, supply));
  const subtotal = sumMoney(lineTaxes.map((line) => line.inclusive));
  const shipping = lineTax(parcel ? shippingCharge(parcel, subtotal) : 0, shippingGstRate(lines), supply);
  const tax = sumTaxes([...lineTaxes, shipping]);
  return {
    supply,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    subtotal,
    lines: lineTaxes,
    shipping,
    tax,
    total: tax.inclusive,
  };
}
