/**
 * What a draft or an edited order costs and which units it takes: priced by the checkout's own
 * `price` (checkout/workflow.ts: catalogue prices, GST by seller and delivery state, the shipping
 * zone's rate, a discount code), and the stock moved by the checkout's conditional updates, so a
 * product never goes below zero however many staff and shoppers take it at once.
 */
import { lineKey } from 'shared-contracts/domain/cart';
import type { Address, OrderLine } from 'shared-contracts/domain/order';
import type { GstRate, GstStateCode } from 'shared-contracts/domain/gst';
import { isCustomLine, type CustomLine, type OrderRevision, type StockLine } from 'shared-contracts/domain/order-edit';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import type { FieldErrors } from 'shared-contracts/api/error-codes';
import { catalogueFor } from '../cart/repository';
import { takeVariantStock } from '../catalogue/variants';
import { price, type Priced, type Wanted } from '../checkout/workflow';
import { takeStock } from '../checkout/repository';
import type { Db } from '../db/database';
import { shippingTable } from '../delivery/rates';
import { loadCode } from '../discounts/apply';
import { HttpError } from '../http/errors';
import { returnStock, type OrderRow } from '../orders/repository';
import type { Services } from '../services';

type LineInput = { productId: string; variantId?: string | undefined; quantity: number };

/** One line per product or variant, a repeated one added up; `index` names the first request line for refusals. */
export function combine(lines: readonly LineInput[]): Wanted[] {
  const byKey = new Map<string, Wanted>();
  lines.forEach((line, index) => {
    const key = lineKey(line);
    const seen = byKey.get(key);
    const ref = line.variantId ? { productId: line.productId, variantId: line.variantId } : { productId: line.productId };
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...ref, quantity: line.quantity, index });
  });
  return [...byKey.values()];
}

/** The checkout's pricing of these lines to this address (a discount code applied when named). */
export async function priceLines(
  db: Db,
  services: Services,
  wanted: Wanted[],
  address: Address,
  sellerState: GstStateCode,
  lng: Locale,
  discountCode?: string | null,
  custom: readonly CustomLine[] = [],
): Promise<Priced> {
  const catalogue = await catalogueFor(db, wanted);
  const code = discountCode ? await loadCode(db, discountCode, wanted.map((line) => line.productId), lng) : undefined;
  return price({ shippingAddress: address }, wanted, catalogue, lng, sellerState, await shippingTable(services), code, custom);
}

/** An order's custom lines, to price again as they were (an edit keeps them). */
export const customLinesOf = (lines: readonly OrderLine[]): CustomLine[] =>
  lines.filter(isCustomLine).map((line) => ({ title: line.title, hsn: line.hsn, quantity: line.quantity, unitPrice: line.unitPrice, gstRate: line.rate as GstRate }));

/** A priced order as a revision (its invoice: none yet). */
export function revisionOf(priced: Priced, address: Address): OrderRevision {
  return {
    lines: priced.lines,
    shipping: priced.totals.shipping,
    totals: priced.totals.tax,
    supply: priced.totals.supply,
    shippingAddress: address,
    delivery: priced.delivery,
    invoice: null,
  };
}

/** The order as it stands. */
export function currentRevision(row: OrderRow): OrderRevision {
  return {
    lines: row.lines,
    shipping: row.shipping,
    totals: row.totals,
    supply: row.supply,
    shippingAddress: row.shippingAddress,
    delivery: row.delivery ?? null,
    invoice: row.invoiceNumber && row.invoicedAt ? { number: row.invoiceNumber, date: row.invoicedAt } : null,
  };
}

/** Units per product or variant between two sets of lines: what to take (more) and what to give back (fewer). */
export function stockChange(allBefore: readonly LineInput[], allAfter: readonly (LineInput & { index?: number })[]): { take: (StockLine & { index: number })[]; give: StockLine[] } {
  // custom lines are sold outside the catalogue: no stock
  const before = allBefore.filter((line) => !isCustomLine(line));
  const after = allAfter.filter((line) => !isCustomLine(line));
  const had = new Map<string, number>();
  for (const line of before) had.set(lineKey(line), (had.get(lineKey(line)) ?? 0) + line.quantity);
  const take: (StockLine & { index: number })[] = [];
  const give: StockLine[] = [];
  const ref = (line: LineInput): StockLine => ({ productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}), quantity: 0 });
  after.forEach((line, position) => {
    const key = lineKey(line);
    const delta = line.quantity - (had.get(key) ?? 0);
    had.delete(key);
    if (delta > 0) take.push({ ...ref(line), quantity: delta, index: line.index ?? position });
    if (delta < 0) give.push({ ...ref(line), quantity: -delta });
  });
  // lines the edit left out: all their units back
  for (const line of before) {
    const left = had.get(lineKey(line));
    if (left === undefined) continue;
    give.push({ ...ref(line), quantity: left });
    had.delete(lineKey(line));
  }
  return { take, give };
}

/**
 * Takes these units off the shelf with the checkout's conditional updates, in the checkout's order
 * (by product, then variant: no crosswise locks); any line short: 409 out_of_stock on
 * `lines.<index>.quantity`, and the caller's transaction rolls back what was taken.
 */
export async function takeUnits(tx: Db, lines: readonly (StockLine & { index: number })[], lng: Locale): Promise<void> {
  const short: number[] = [];
  for (const line of [...lines].sort((a, b) => (lineKey(a) < lineKey(b) ? -1 : 1))) {
    const taken = line.variantId ? await takeVariantStock(tx, line.productId, line.variantId, line.quantity) : await takeStock(tx, line.productId, line.quantity);
    if (!taken) short.push(line.index);
  }
  if (short.length) {
    const message = i18n.t('errors:api.out_of_stock', { lng });
    const fields: FieldErrors = Object.fromEntries(short.map((index) => [`lines.${index}.quantity`, [message]]));
    throw new HttpError('out_of_stock', fields);
  }
}

/** Puts units back on the shelf (orders/repository.ts returnStock). */
export const giveUnits = (tx: Db, lines: readonly StockLine[]) => returnStock(tx, lines);
