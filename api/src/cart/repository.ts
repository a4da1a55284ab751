/**
 * Storage of carts, and the catalogue facts a cart or a checkout needs (price, GST rate, stock):
 * the only place the cart code queries the database.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CartLine } from 'shared-contracts/domain/cart';
import type { Db } from '../db/database';
import { carts, products } from '../db/schema';
import { publishedVariants, type PricedVariant } from '../catalogue/variants';

export type CartRow = typeof carts.$inferSelect;
export type PricedProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'slug' | 'title' | 'translations' | 'price' | 'gstRate' | 'hsn' | 'stock' | 'images' | 'options' | 'weightGrams'
>;

/** The published products and variants some lines name. */
export type Catalogue = { products: Map<string, PricedProduct>; variants: Map<string, PricedVariant> };

/** Products and variants the lines name, in two queries whatever their number. */
export async function catalogueFor(db: Db, lines: readonly { productId: string; variantId?: string | undefined }[]): Promise<Catalogue> {
  const [found, variants] = await Promise.all([
    publishedProducts(db, lines.map((line) => line.productId)),
    publishedVariants(db, lines.flatMap((line) => (line.variantId ? [line.variantId] : []))),
  ]);
  return { products: found, variants };
}

/**
 * What a line buys: its product, its variant (when it names one of that product's), the unit price
 * and the stock that caps it. undefined when it cannot be bought: an unknown or unpublished product,
 * a variant not of this product, or a product sold by variant named without one.
 */
export function priceLine(
  catalogue: Catalogue,
  line: { productId: string; variantId?: string | undefined },
): { product: PricedProduct; variant?: PricedVariant; price: number; stock: number } | undefined {
  const product = catalogue.products.get(line.productId);
  if (!product) return undefined;
  if (!line.variantId) return product.options.length ? undefined : { product, price: product.price, stock: product.stock };
  const variant = catalogue.variants.get(line.variantId);
  if (!variant || variant.productId !== product.id) return undefined;
  return { product, variant, price: variant.price, stock: variant.stock };
}

/** Published products among `ids`, by id; unknown and unpublished ones are missing. */
export async function publishedProducts(db: Db, ids: readonly string[]): Promise<Map<string, PricedProduct>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      translations: products.translations,
      price: products.price,
      gstRate: products.gstRate,
      hsn: products.hsn,
      stock: products.stock,
      images: products.images,
      options: products.options,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.published, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function loadCart(db: Db, uid: string, options: { forUpdate?: boolean } = {}): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(eq(carts.uid, uid));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Makes sure the user's cart row exists, so it can be locked while it is changed. */
export async function ensureCart(db: Db, uid: string): Promise<void> {
  await db.insert(carts).values({ uid, lines: [] }).onConflictDoNothing();
}

/**
 * Where a reminder of the cart may go (cart-reminders/): a signed-in customer's account e-mail and
 * the shopper's language, written with each change; what is absent is kept as it was (a guest's
 * address comes from the payment step: `saveCartContact`).
 */
export type CartContact = { contactEmail?: string | null; language?: string };

export async function saveCart(db: Db, uid: string, lines: CartLine[], contact: CartContact = {}): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values({ uid, lines, ...contact })
    .onConflictDoUpdate({ target: carts.uid, set: { lines, ...contact, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Keeps a guest's address (and language) for reminders of their cart; the cart's lines and time stay as they are. */
export async function saveCartContact(db: Db, uid: string, contact: Required<CartContact>): Promise<void> {
  await db.insert(carts).values({ uid, lines: [], ...contact }).onConflictDoUpdate({ target: carts.uid, set: contact });
}
