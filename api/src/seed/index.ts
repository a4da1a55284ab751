/**
 * Seed on first run: a fresh shop starts with the catalogue of ./catalogue.ts (the demo accounts
 * are the identity service's, see identity/demo-accounts.ts).
 *
 * Workflow `seedIfEmpty`, in one transaction:
 *   1. take the seed lock, so API instances starting together against one database seed once;
 *   2. stop if any product exists: the shop has its own catalogue, which is never touched;
 *   3. write the categories (existing ones are kept), in English, Spanish and French (translations.ts);
 *   4. write the products, dated over the last two months, each with its illustrations (images.ts)
 *      and packed weight, and the variants of those sold by variant (variants.ts);
 *   5. write the demo shop's shipping zones (shipping.ts), unless the shop has a table already.
 */
import type { products } from '../db/schema';
import type { Services } from '../services';
import { sanitizeProductText } from '../catalogue/sanitize';
import { countProducts, insertCategories, insertProducts, lockCatalogueSeed } from '../catalogue/repository';
import { SEED_CATEGORIES, SEED_PRODUCTS, type SeedProduct } from './catalogue';
import { seedImages } from './images';
import { SEED_CATEGORY_TRANSLATIONS, SEED_PRODUCT_TRANSLATIONS } from './translations';
import { insertSeedVariants, SEED_VARIANTS } from './variants';
import { SEED_SHIPPING_TABLE, seedWeight } from './shipping';
import { shopSettings } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export const seedCategoryId = (slug: string) => `cat-${slug}`;
export const seedProductId = (slug: string) => `prod-${slug}`;

export interface SeedResult {
  products: number;
  categories: number;
}

/** The product's row; `now` fixes "days ago" (a product is dated at a stable hour of its day). */
export function seedProductRow(product: SeedProduct, now: Date): typeof products.$inferInsert {
  const title = sanitizeProductText(product.title);
  const createdAt = new Date(now.getTime() - product.daysAgo * DAY_MS - (product.slug.length % 12) * 60 * 60 * 1000).toISOString();
  return {
    id: seedProductId(product.slug),
    slug: product.slug,
    title,
    description: sanitizeProductText(product.description),
    categoryId: seedCategoryId(product.category),
    price: product.price,
    mrp: product.mrp ?? null,
    gstRate: product.gstRate,
    hsn: product.hsn,
    stock: product.stock,
    images: seedImages(product.slug, title),
    published: product.published ?? true,
    translations: SEED_PRODUCT_TRANSLATIONS[product.slug] ?? {},
    options: SEED_VARIANTS[product.slug]?.options ?? [],
    weightGrams: seedWeight(product),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Seeds the catalogue when the shop has no products; answers what it wrote, or null when it did nothing. */
export async function seedIfEmpty(services: Pick<Services, 'db'>, now = new Date()): Promise<SeedResult | null> {
  return services.db.transaction(async (tx) => {
    await lockCatalogueSeed(tx);
    if ((await countProducts(tx)) > 0) return null;
    await insertCategories(
      tx,
      SEED_CATEGORIES.map((category, position) => ({
        id: seedCategoryId(category.slug),
        slug: category.slug,
        name: category.name,
        description: category.description,
        parentId: null,
        position,
        translations: SEED_CATEGORY_TRANSLATIONS[category.slug],
      })),
    );
    await insertProducts(
      tx,
      SEED_PRODUCTS.map((product) => seedProductRow(product, now)),
    );
    await insertSeedVariants(tx, seedProductId);
    // the demo shop's zone table, unless the shop already has one of its own
    await tx.insert(shopSettings).values({ key: 'shipping', value: SEED_SHIPPING_TABLE }).onConflictDoNothing();
    return { products: SEED_PRODUCTS.length, categories: SEED_CATEGORIES.length };
  });
}
