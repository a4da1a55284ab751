/**
 * The catalogue's storage: what shoppers may see of products and categories, and the writes the
 * seed needs. A product list is one query whatever its size (no query per product).
 */
import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from 'shared-contracts/api/catalogue';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import type { Db } from '../db/database';
import { offsetOf, type PageQuery } from '../db/paging';
import { isoTime } from '../db/timestamps';
import { categories, products } from '../db/schema';
import type { CategoryRow, ProductRow } from './mapping';
import { productMatchesSql } from './search';

export interface ProductFilter {
  /** Words in the title (typos forgiven) or the description, in `locale`'s text (catalogue/search.ts). */
  q?: string;
  /** The language `q` is matched in; English when absent. */
  locale?: Locale;
  /** Category slug. */
  category?: string;
  /** Paise, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** true: only products with stock; false or absent: all. */
  inStock?: boolean;
  /** Only products whose published reviews average at least this many stars. */
  minRating?: number;
}

export interface PageRequest extends PageQuery {
  sort: ProductSort;
}

/** `text` matched literally inside ILIKE: its own %, _ and \ are not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Newest first, or by price; ties broken by age and then id so pages never overlap or skip. */
const ORDER_BY: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.price), desc(products.createdAt), asc(products.id)],
  price_desc: [desc(products.price), desc(products.createdAt), asc(products.id)],
  // the reviews' average (products keep its count and sum, reviews/), unrated last, then the most reviewed
  rating: [
    sql`case when ${products.ratingCount} = 0 then null else ${products.ratingSum}::float / ${products.ratingCount} end desc nulls last`,
    desc(products.ratingCount),
    desc(products.createdAt),
    asc(products.id),
  ],
};

/**
 * One page of published products matching `filter`, and how many match in all. One query: the
 * total rides along on every row (`count(*) over ()`); only a page past the end, which has no
 * rows to carry it, costs a second query for the count.
 */
export async function listPublishedProducts(db: Db, filter: ProductFilter, page: PageRequest): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(products.published, true)];
  if (filter.q) conditions.push(productMatchesSql(filter.q, filter.locale ?? DEFAULT_LOCALE));
  if (filter.category !== undefined) {
    conditions.push(inArray(products.categoryId, db.select({ id: categories.id }).from(categories).where(eq(categories.slug, filter.category))));
  }
  if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice));
  if (filter.inStock) conditions.push(gt(products.stock, 0));
  if (filter.minRating !== undefined) conditions.push(and(gt(products.ratingCount, 0), gte(products.ratingSum, sql`${filter.minRating} * ${products.ratingCount}`)));
  const where = and(...conditions);

  const found = await db
    .select({ ...getTableColumns(products), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...ORDER_BY[page.sort])
    .limit(page.pageSize)
    .offset(offsetOf(page));
  if (found.length === 0 && page.page > 1) {
    const [counted] = await db.select({ total: count() }).from(products).where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
}

/** A published product by slug with its category, or undefined. */
export async function findPublishedProduct(db: Db, slug: string): Promise<{ product: ProductRow; category: CategoryRow } | undefined> {
  const [found] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, slug), eq(products.published, true)))
    .limit(1);
  return found;
}

/** Every published product's slug and last change (ISO), for the sitemap (one query, newest first). */
export async function listPublishedSlugs(db: Db): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(desc(products.updatedAt), asc(products.slug));
  return rows.map(({ slug, updatedAt }) => ({ slug, updatedAt: isoTime(updatedAt) }));
}

/** Every category, in the shop's order. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

// ---------------------------------------------------------------------------------------------
// Writes for the seed

/** Holds the seed's lock until the end of the transaction, so two instances starting together seed once. */
export async function lockCatalogueSeed(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('haat:catalogue-seed'))`);
}

export async function countProducts(db: Db): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products);
  return counted?.total ?? 0;
}

export async function insertCategories(db: Db, rows: (typeof categories.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(categories).values(rows).onConflictDoNothing();
}

export async function insertProducts(db: Db, rows: (typeof products.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(products).values(rows).onConflictDoNothing();
}
