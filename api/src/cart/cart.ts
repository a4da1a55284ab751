/**
 * The signed-in user's cart. Lines are stored as the shared `CartLine` and always priced again
 * from the catalogue before they are shown; the shared cart rules (shared-contracts/domain/cart)
 * cap quantities by the per-line limit and the stock, and every cap or dropped line is reported
 * as an adjustment, so nothing leaves the cart silently.
 */
import { stockLevel } from 'shared-contracts/domain/catalogue';
import { maxQuantity, mergeCarts, type CartAdjustment, type CartLine, type StockLookup } from 'shared-contracts/domain/cart';
import type { GstRate } from 'shared-contracts/domain/gst';
import type { Cart, CartInput } from 'shared-contracts/api/cart';
import type { Db } from '../db/database';
import { isoTime } from '../db/timestamps';
import { sanitizeProductText } from '../catalogue/sanitize';
import type { Services } from '../services';
import * as repository from './repository';
import type { PricedProduct } from './repository';

type RequestedLine = { productId: string; quantity: number };

/** The lines with today's catalogue price; unknown and unpublished products are left out and reported. */
function priceLines(lines: readonly RequestedLine[], catalogue: Map<string, PricedProduct>): { lines: CartLine[]; dropped: CartAdjustment[] } {
  const priced: CartLine[] = [];
  const dropped: CartAdjustment[] = [];
  for (const line of lines) {
    const product = catalogue.get(line.productId);
    if (!product) dropped.push({ productId: line.productId, requested: line.quantity, kept: 0, reason: 'cart.sold_out' });
    else priced.push({ productId: line.productId, quantity: line.quantity, unitPrice: product.price, gstRate: product.gstRate as GstRate });
  }
  return { lines: priced, dropped };
}

const stockOf = (catalogue: Map<string, PricedProduct>): StockLookup => Object.fromEntries([...catalogue].map(([id, product]) => [id, product.stock]));

function toView(lines: readonly CartLine[], adjustments: CartAdjustment[], catalogue: Map<string, PricedProduct>, updatedAt: string | null): Cart {
  return {
    lines: lines.map((line) => {
      const product = catalogue.get(line.productId)!;
      const image = product.images[0];
      return {
        ...line,
        slug: product.slug,
        title: sanitizeProductText(product.title),
        image: image ? { url: image.url, alt: sanitizeProductText(image.alt) } : null,
        stockLevel: stockLevel(product.stock),
        maxQuantity: maxQuantity(product.stock),
      };
    }),
    adjustments,
    updatedAt: updatedAt ? isoTime(updatedAt) : null,
  };
}

/** The cart as it can be bought now: today's prices, capped by today's stock. Reading changes nothing. */
export async function getCart(services: Services, uid: string): Promise<Cart> {
  const stored = await repository.loadCart(services.db, uid);
  const lines = stored?.lines ?? [];
  const catalogue = await repository.publishedProducts(services.db, lines.map((line) => line.productId));
  const priced = priceLines(lines, catalogue);
  const settled = mergeCarts(priced.lines, [], stockOf(catalogue));
  return toView(settled.lines, [...priced.dropped, ...settled.adjustments], catalogue, stored?.updatedAt ?? null);
}

/** Replaces the cart with `input`, capped and priced. */
export function replaceCart(services: Services, uid: string, input: CartInput): Promise<Cart> {
  return changeCart(services.db, uid, input.lines, 'replace');
}

/** Adds a guest cart to the account's, line by line (shared `mergeCarts`): nothing is lost silently. */
export function mergeCart(services: Services, uid: string, guest: CartInput): Promise<Cart> {
  return changeCart(services.db, uid, guest.lines, 'merge');
}

/**
 * Locks the cart row, prices the requested lines (and, for a merge, the stored ones), applies the
 * shared rule, saves. A replace is a merge into an empty cart: duplicates added up, caps applied.
 */
async function changeCart(db: Db, uid: string, requested: readonly RequestedLine[], mode: 'replace' | 'merge'): Promise<Cart> {
  return db.transaction(async (tx) => {
    await repository.ensureCart(tx, uid);
    const locked = await repository.loadCart(tx, uid, { forUpdate: true });
    const stored = mode === 'merge' ? (locked?.lines ?? []) : [];
    const catalogue = await repository.publishedProducts(tx, [...requested, ...stored].map((line) => line.productId));
    const pricedRequest = priceLines(requested, catalogue);
    const pricedStored = priceLines(stored, catalogue);
    const change = mergeCarts(pricedRequest.lines, pricedStored.lines, stockOf(catalogue));
    const saved = await repository.saveCart(tx, uid, change.lines);
    return toView(saved.lines, [...pricedStored.dropped, ...pricedRequest.dropped, ...change.adjustments], catalogue, saved.updatedAt);
  });
}

/** After a paid order: the cart has been bought. */
export async function emptyCart(db: Db, uid: string): Promise<void> {
  await repository.saveCart(db, uid, []);
}
