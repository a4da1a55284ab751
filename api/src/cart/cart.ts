/**
 * The signed-in user's cart. Lines are stored as the shared `CartLine` and always priced again
 * from the catalogue before they are shown; the shared cart rules (shared-contracts/domain/cart)
 * cap quantities by the per-line limit and the stock, and every cap or dropped line is reported
 * as an adjustment, so nothing leaves the cart silently.
 */
import { stockLevel } from 'shared-contracts/domain/catalogue';
import { lineKey, maxQuantity, mergeCarts, type CartAdjustment, type CartLine, type StockLookup } from 'shared-contracts/domain/cart';
import { variantImages } from 'shared-contracts/domain/variants';
import type { GstRate } from 'shared-contracts/domain/gst';
import type { Cart, CartInput } from 'shared-contracts/api/cart';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import type { Db } from '../db/database';
import { isoTime } from '../db/timestamps';
import { sanitizeProductText } from '../catalogue/sanitize';
import { lineNames } from '../catalogue/localize';
import { publicImage } from '../images/local';
import type { Services } from '../services';
import * as repository from './repository';
import { priceLine, type Catalogue } from './repository';

type RequestedLine = { productId: string; variantId?: string | undefined; quantity: number };

/**
 * The lines with today's catalogue price (a variant's own price); unknown and unpublished products,
 * unknown variants, and a product sold by variant named without one are left out and reported.
 */
function priceLines(lines: readonly RequestedLine[], catalogue: Catalogue): { lines: CartLine[]; dropped: CartAdjustment[] } {
  const priced: CartLine[] = [];
  const dropped: CartAdjustment[] = [];
  for (const line of lines) {
    const found = priceLine(catalogue, line);
    const ref = line.variantId ? { productId: line.productId, variantId: line.variantId } : { productId: line.productId };
    if (!found) dropped.push({ ...ref, requested: line.quantity, kept: 0, reason: 'cart.sold_out' });
    else priced.push({ ...ref, quantity: line.quantity, unitPrice: found.price, gstRate: found.product.gstRate as GstRate });
  }
  return { lines: priced, dropped };
}

/** Stock per line key: a variant's own, else the product's. */
const stockOf = (catalogue: Catalogue): StockLookup =>
  Object.fromEntries([
    ...[...catalogue.products].map(([id, product]) => [id, product.stock] as const),
    ...[...catalogue.variants].map(([id, variant]) => [lineKey({ productId: variant.productId, variantId: id }), variant.stock] as const),
  ]);

/** The cart as shown, product titles in `locale` (English where a title has no translation). */
function toView(lines: readonly CartLine[], adjustments: CartAdjustment[], catalogue: Catalogue, updatedAt: string | null, locale: Locale): Cart {
  return {
    lines: lines.map((line) => {
      const { product, variant, stock } = priceLine(catalogue, line)!;
      const image = variantImages(product.images, variant)[0];
      return {
        ...line,
        slug: product.slug,
        ...lineNames(product, variant, locale),
        image: image ? publicImage(image, sanitizeProductText(image.alt)) : null,
        stockLevel: stockLevel(stock),
        maxQuantity: maxQuantity(stock),
      };
    }),
    adjustments: adjustments.map((adjustment) => named(adjustment, catalogue, locale)),
    updatedAt: updatedAt ? isoTime(updatedAt) : null,
  };
}

/** An adjustment with the title (and variant) the shopper knows it by, when the catalogue still has the product: a sold-out line is named, not "a product". */
function named(adjustment: CartAdjustment, catalogue: Catalogue, locale: Locale): CartAdjustment {
  const product = catalogue.products.get(adjustment.productId);
  if (!product) return adjustment;
  const variant = adjustment.variantId ? catalogue.variants.get(adjustment.variantId) : undefined;
  return {
    ...adjustment,
    ...lineNames(product, variant, locale),
  };
}

/** The cart as it can be bought now: today's prices, capped by today's stock. Reading changes nothing. */
export async function getCart(services: Services, uid: string, locale: Locale = DEFAULT_LOCALE): Promise<Cart> {
  const stored = await repository.loadCart(services.db, uid);
  return priceCartLines(services.db, stored?.lines ?? [], locale, stored?.updatedAt ?? null);
}

/** Stored lines (a cart's, a cart reminder's) as they can be bought now: today's prices, capped by today's stock, every drop or cap reported. */
export async function priceCartLines(db: Db, lines: readonly CartLine[], locale: Locale, updatedAt: string | null = null): Promise<Cart> {
  const catalogue = await repository.catalogueFor(db, lines);
  const priced = priceLines(lines, catalogue);
  const settled = mergeCarts(priced.lines, [], stockOf(catalogue));
  return toView(settled.lines, [...priced.dropped, ...settled.adjustments], catalogue, updatedAt, locale);
}

/** Replaces the cart with `input`, capped and priced. `contact`: where a reminder of it may go (repository.CartContact). */
export function replaceCart(services: Services, uid: string, input: CartInput, locale: Locale = DEFAULT_LOCALE, contact: repository.CartContact = {}): Promise<Cart> {
  return changeCart(services.db, uid, input.lines, 'replace', locale, contact);
}

/** Adds a guest cart to the account's, line by line (shared `mergeCarts`): nothing is lost silently. */
export function mergeCart(services: Services, uid: string, guest: CartInput, locale: Locale = DEFAULT_LOCALE, contact: repository.CartContact = {}): Promise<Cart> {
  return changeCart(services.db, uid, guest.lines, 'merge', locale, contact);
}

/**
 * Locks the cart row, prices the requested lines (and, for a merge, the stored ones), applies the
 * shared rule, saves. A replace is a merge into an empty cart: duplicates added up, caps applied.
 */
async function changeCart(db: Db, uid: string, requested: readonly RequestedLine[], mode: 'replace' | 'merge', locale: Locale, contact: repository.CartContact): Promise<Cart> {
  return db.transaction(async (tx) => {
    await repository.ensureCart(tx, uid);
    const locked = await repository.loadCart(tx, uid, { forUpdate: true });
    const stored = mode === 'merge' ? (locked?.lines ?? []) : [];
    const catalogue = await repository.catalogueFor(tx, [...requested, ...stored]);
    const pricedRequest = priceLines(requested, catalogue);
    const pricedStored = priceLines(stored, catalogue);
    const change = mergeCarts(pricedRequest.lines, pricedStored.lines, stockOf(catalogue));
    const saved = await repository.saveCart(tx, uid, change.lines, contact);
    return toView(saved.lines, [...pricedStored.dropped, ...pricedRequest.dropped, ...change.adjustments], catalogue, saved.updatedAt, locale);
  });
}

/** After a paid order: the cart has been bought. */
export async function emptyCart(db: Db, uid: string): Promise<void> {
  await repository.saveCart(db, uid, []);
}
