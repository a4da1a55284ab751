/**
 * Products as admins manage them: every product, published or not, with its exact stock.
 * Writes take a transaction (`Db`) so the caller can record the audit row alongside.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_PRODUCT_IMAGES, type ADMIN_PRODUCT_SORTS, type adminProductListQuerySchema } from 'shared-contracts/api/admin';
import type { ProductImage } from 'shared-contracts/domain/catalogue';
import type { Db } from '../db/database';
import { categories, products } from '../db/schema';
import type { ProductRow } from '../catalogue/mapping';
import { likePattern } from '../catalogue/repository';
import { offsetOf } from '../db/paging';

export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Ties broken by id, so pages never overlap or skip. */
const ORDER_BY: Record<(typeof ADMIN_PRODUCT_SORTS)[number], SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), asc(products.id)],
  updated: [desc(products.updatedAt), asc(products.id)],
  title: [asc(products.title), asc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  // the shop's own sorts include the customers' rating (issue 36): unrated last
  rating: [sql`case when ${products.ratingCount} = 0 then null else ${products.ratingSum}::float / ${products.ratingCount} end desc nulls last`, desc(products.ratingCount), asc(products.id)],
};

export async function listAllProducts(db: Db, query: AdminProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(products.title, pattern), ilike(products.slug, pattern), ilike(products.description, pattern)));
  }
  if (query.category !== undefined) {
    conditions.push(inArray(products.categoryId, db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.category))));
  }
  if (query.published !== undefined) conditions.push(eq(products.published, query.published));
  if (query.maxStock !== undefined) conditions.push(lte(products.stock, query.maxStock));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findProductById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

/** Slugs equal to `base` or `base-<something>`, to pick a free one. */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * Other products' slugs equal to `slug`, and SKUs equal to `sku` whatever their case (the unique
 * index is on lower(sku)): what the `unique` rule judges the admin's values against.
 */
export async function takenBy(db: Db, values: { slug?: string; sku?: string | null }, exceptId?: string): Promise<{ slugs: string[]; skus: string[] }> {
  const [slugRows, skuRows] = await Promise.all([
    values.slug ? db.select({ id: products.id, value: products.slug }).from(products).where(eq(products.slug, values.slug)) : [],
    values.sku ? db.select({ id: products.id, value: products.sku }).from(products).where(sql`lower(${products.sku}) = lower(${values.sku})`) : [],
  ]);
  const others = (rows: { id: string; value: string | null }[]) => rows.filter((row) => row.id !== exceptId).map((row) => row.value ?? '');
  return { slugs: others(slugRows), skus: others(skuRows) };
}

export async function insertProduct(db: Db, values: ProductValues): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ id: randomUUID(), ...values })
    .returning();
  return row!;
}

/** Writes an admin's change to the product's fields, raising its version. */
export async function updateProduct(db: Db, id: string, values: Partial<Omit<ProductValues, 'version' | 'stock'>>): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning();
  return row;
}

/** Appends an image unless the product already has MAX_PRODUCT_IMAGES; undefined when it has (or is gone). */
export async function appendProductImage(db: Db, id: string, image: ProductImage): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ images: sql`${products.images} || ${JSON.stringify([image])}::jsonb`, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), sql`jsonb_array_length(${products.images}) < ${MAX_PRODUCT_IMAGES}`))
    .returning();
  return row;
}

/**
 * Adds `delta` to the stock as it is at this moment (one conditional UPDATE, like a checkout's
 * reservation), unless the result would leave 0..max; undefined then, or when there is no such product.
 * The version stays: stock is not a field a form writes.
 */
export async function addToStock(db: Db, id: string, delta: number, max: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), sql`${products.stock} + ${delta} between 0 and ${max}`))
    .returning();
  return row;
}
