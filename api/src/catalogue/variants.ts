/**
 * Product variants in storage (domain/variants): reading a product's variants (one query for a
 * whole list), their shared API shapes, and keeping the product row in step with them.
 *
 * The product row of a product sold by variant carries the lowest variant price and the sum of the
 * variants' stock, written in the same transaction as each variant change (`syncProductFromVariants`,
 * `takeVariantStock`, `returnVariantStock`). So listings, filters and sorts read the product row
 * only, and every variant change also changes a products row, which is what tells the catalogue
 * caches of every instance to drop their answers (realtime/catalogue.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicVariant } from 'shared-contracts/api/catalogue';
import { stockLevel, type Product } from 'shared-contracts/domain/catalogue';
import { maxQuantity } from 'shared-contracts/domain/cart';
import type { ProductVariant } from 'shared-contracts/domain/variants';
import type { Db } from '../db/database';
import { products, productVariants } from '../db/schema';
import { sanitizeProductText } from './sanitize';

export type VariantRow = typeof productVariants.$inferSelect;

export function toVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: row.optionValues,
    price: row.price,
    mrp: row.mrp,
    stock: row.stock,
    images: row.images,
    position: row.position,
  };
}

export function toPublicVariant(row: VariantRow): PublicVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: row.optionValues.map((option) => ({ name: sanitizeProductText(option.name), value: sanitizeProductText(option.value) })),
    price: row.price,
    mrp: row.mrp,
    images: row.images,
    position: row.position,
    stockLevel: stockLevel(row.stock),
    maxQuantity: maxQuantity(row.stock),
  };
}

/** The variants of each of `productIds`, in the admin's order; a product without variants is missing. */
export async function variantsOf(db: Db, productIds: readonly string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(productIds)]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** Admin answers: the product with its variants, read fresh. */
export async function withVariants(db: Db, product: Product): Promise<Product> {
  const rows = (await variantsOf(db, [product.id])).get(product.id) ?? [];
  return { ...product, variants: rows.map(toVariant) };
}

/** A list of admin products with their variants, in one query. */
export async function listWithVariants(db: Db, list: Product[]): Promise<Product[]> {
  const byProduct = await variantsOf(db, list.map((product) => product.id));
  return list.map((product) => ({ ...product, variants: (byProduct.get(product.id) ?? []).map(toVariant) }));
}

/** Variant facts a cart or a checkout needs, with the product they belong to. */
export type PricedVariant = Pick<VariantRow, 'id' | 'productId' | 'sku' | 'optionValues' | 'price' | 'stock' | 'images' | 'weightGrams'>;

/** Variants among `ids` of published products, by id; unknown ones are missing. */
export async function publishedVariants(db: Db, ids: readonly string[]): Promise<Map<string, PricedVariant>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      optionValues: productVariants.optionValues,
      price: productVariants.price,
      stock: productVariants.stock,
      images: productVariants.images,
      weightGrams: productVariants.weightGrams,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, [...new Set(ids)]), eq(products.published, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Takes `quantity` items of a variant of a published product, only if that many are there, and the
 * same off the product's total: two conditional UPDATEs in the caller's transaction (which rolls
 * back when this answers false), so concurrent buyers never take a variant below zero. The product
 * row first, then the variant, as `returnVariantStock` does: two transactions touching variants of
 * one product always lock in the same order and cannot deadlock.
 */
export async function takeVariantStock(db: Db, productId: string, variantId: string, quantity: number): Promise<boolean> {
  const product = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.published, true), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id });
  if (product.length !== 1) return false;
  const taken = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), sql`${productVariants.stock} >= ${quantity}`))
    .returning({ id: productVariants.id });
  return taken.length === 1;
}

/** Puts items back on a variant's shelf and the product's total; a variant deleted since is skipped. */
export async function returnVariantStock(db: Db, productId: string, variantId: string, quantity: number): Promise<void> {
  const product = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        sql`exists (select 1 from ${productVariants} where ${productVariants.id} = ${variantId} and ${productVariants.productId} = ${productId})`,
      ),
    )
    .returning({ id: products.id });
  if (product.length !== 1) return;
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
}

/**
 * Sets the product row's price (lowest variant price, with that variant's MRP: the pair a card
 * shows as "from") and stock (the variants' sum) from its variants; a product without variants is
 * left as it is.
 */
export async function syncProductFromVariants(db: Db, productId: string): Promise<void> {
  await db.execute(sql`
    update ${products} set
      price = v.min_price,
      stock = v.total_stock,
      mrp = (select ${productVariants.mrp} from ${productVariants} where ${productVariants.productId} = ${productId}
             order by ${productVariants.price}, ${productVariants.position} limit 1)
    from (
      select min(${productVariants.price}) as min_price, coalesce(sum(${productVariants.stock}), 0)::int as total_stock
      from ${productVariants} where ${productVariants.productId} = ${productId}
      having count(*) > 0
    ) v
    where ${products.id} = ${productId}`);
}
