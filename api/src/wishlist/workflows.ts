/**
 * A signed-in customer's wishlist (issue 36 item 4): saved published products, each with the price
 * it had when saved (what "price drop" is measured from) and what it costs and holds now. A guest's
 * list lives in the browser and is merged here on sign-in, as the cart is: products already saved
 * keep their own saved price and time; the list never holds more than MAX_WISHLIST_ITEMS (the
 * newest kept). Only the caller's own rows are ever read or written (every query names their uid).
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { stockLevel } from 'shared-contracts/domain/catalogue';
import type { GstRate } from 'shared-contracts/domain/gst';
import { MAX_WISHLIST_ITEMS } from 'shared-contracts/domain/wishlist';
import type { Wishlist } from 'shared-contracts/api/wishlist';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { Db } from '../db/database';
import { wishlistItems } from '../db/schema';
import { isoTime } from '../db/timestamps';
import { HttpError } from '../http/errors';
import { sanitizeProductText } from '../catalogue/sanitize';
import { lineNames } from '../catalogue/localize';
import { publicImage } from '../images/local';
import { publishedProducts } from '../cart/repository';
import type { Caller } from '../identity/identity';

/** My wishlist as shown: published products only (one unpublished since is left out, kept for later). */
export async function readWishlist(db: Db, uid: string, locale: Locale): Promise<Wishlist> {
  const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.uid, uid)).orderBy(desc(wishlistItems.createdAt), wishlistItems.productId);
  return viewOf(db, rows.map((row) => ({ productId: row.productId, savedPrice: row.savedPrice, savedAt: isoTime(row.createdAt) })), locale);
}

/** A guest's list (from the browser) as shown; a product without a saved price is saved at today's. */
export async function viewGuestWishlist(db: Db, items: readonly { productId: string; savedPrice?: number }[], locale: Locale): Promise<Wishlist> {
  const now = new Date().toISOString();
  return viewOf(db, items.map((item) => ({ ...item, savedAt: now })), locale);
}

async function viewOf(db: Db, rows: readonly { productId: string; savedPrice?: number; savedAt: string }[], locale: Locale): Promise<Wishlist> {
  const found = await publishedProducts(db, rows.map((row) => row.productId));
  return {
    items: rows.flatMap((row) => {
      const product = found.get(row.productId);
      if (!product) return [];
      const image = product.images[0];
      return [
        {
          productId: product.id,
          slug: product.slug,
          title: lineNames(product, undefined, locale).title,
          image: image ? publicImage(image, sanitizeProductText(image.alt)) : null,
          price: product.price,
          savedPrice: row.savedPrice ?? product.price,
          gstRate: product.gstRate as GstRate,
          stockLevel: stockLevel(product.stock),
          hasVariants: product.options.length > 0,
          savedAt: row.savedAt,
        },
      ];
    }),
  };
}

/** Keeps the newest MAX_WISHLIST_ITEMS of `uid`'s list. */
async function trim(db: Db, uid: string): Promise<void> {
  const keep = db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.uid, uid))
    .orderBy(desc(wishlistItems.createdAt), wishlistItems.productId)
    .limit(MAX_WISHLIST_ITEMS);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.uid, uid), notInArray(wishlistItems.productId, keep)));
}

/** Saves products (a guest's list on merge, or one product) for `caller`; unknown or unpublished products are skipped. */
async function save(db: Db, caller: Caller, items: readonly { productId: string; savedPrice?: number; savedAt?: string }[]): Promise<number> {
  const found = await publishedProducts(db, items.map((item) => item.productId));
  const rows = items
    .filter((item) => found.has(item.productId))
    .map((item) => ({ uid: caller.uid, productId: item.productId, savedPrice: item.savedPrice ?? found.get(item.productId)!.price }));
  if (rows.length === 0) return 0;
  const unique = [...new Map(rows.map((row) => [row.productId, row])).values()];
  const inserted = await db.insert(wishlistItems).values(unique).onConflictDoNothing().returning({ productId: wishlistItems.productId });
  await trim(db, caller.uid);
  return inserted.length;
}

/** An anonymous account (guest checkout) keeps its wishlist in the browser, like any guest. */
function accountOf(caller: Caller): Caller {
  if (caller.anonymous) throw new HttpError('forbidden');
  return caller;
}

export async function addToWishlist(db: Db, caller: Caller, productId: string, locale: Locale): Promise<Wishlist> {
  const saved = await save(db, accountOf(caller), [{ productId }]);
  if (saved === 0) {
    const [known] = await db.select({ id: wishlistItems.productId }).from(wishlistItems).where(and(eq(wishlistItems.uid, caller.uid), eq(wishlistItems.productId, productId)));
    if (!known) throw new HttpError('not_found');
  }
  return readWishlist(db, caller.uid, locale);
}

export async function removeFromWishlist(db: Db, caller: Caller, productId: string, locale: Locale): Promise<Wishlist> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.uid, accountOf(caller).uid), eq(wishlistItems.productId, productId)));
  return readWishlist(db, caller.uid, locale);
}

export async function mergeWishlist(db: Db, caller: Caller, items: readonly { productId: string; savedPrice?: number }[], locale: Locale): Promise<Wishlist> {
  await save(db, accountOf(caller), items);
  return readWishlist(db, caller.uid, locale);
}
