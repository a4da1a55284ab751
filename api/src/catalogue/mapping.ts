/**
 * Database rows to the shared API shapes: `Product` (admins: everything), `PublicProduct` (shoppers:
 * a stock badge instead of the count, no publication flag) and `Category`. Fields are listed one by
 * one, so a column added to the table later is not sent to anyone until someone decides it should be.
 */
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { stockLevel } from 'shared-contracts/domain/catalogue';
import { ratingAverage } from 'shared-contracts/domain/reviews';
import { maxQuantity } from 'shared-contracts/domain/cart';
import type { GstRate } from 'shared-contracts/domain/gst';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import type { categories, products } from '../db/schema';
import { isoTime } from '../db/timestamps';
import { publicImage } from '../images/local';
import { sanitizeProductText } from './sanitize';
import { toPublicVariant, type VariantRow } from './variants';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** A product as admins see it (`productSchema`). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    price: row.price,
    mrp: row.mrp,
    // the column only ever receives rates that passed `gstRateSchema`
    gstRate: row.gstRate as GstRate,
    hsn: row.hsn,
    stock: row.stock,
    images: row.images,
    published: row.published,
    version: row.version,
    sku: row.sku,
    tags: row.tags,
    attributes: row.attributes,
    translations: row.translations,
    weightGrams: row.weightGrams,
    // its variants are read separately (catalogue/variants.ts withVariants)
    options: row.options,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** A product as shoppers see it (`publicProductSchema`); its text sanitised once more before it is shown. */
export function toPublicProduct(row: ProductRow, variants: readonly VariantRow[] = []): PublicProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: sanitizeProductText(row.title),
    description: sanitizeProductText(row.description),
    categoryId: row.categoryId,
    price: row.price,
    mrp: row.mrp,
    gstRate: row.gstRate as GstRate,
    hsn: row.hsn,
    images: row.images.map((image) => publicImage(image, sanitizeProductText(image.alt))),
    weightGrams: row.weightGrams,
    stockLevel: stockLevel(row.stock),
    maxQuantity: maxQuantity(row.stock),
    sku: row.sku,
    tags: row.tags.map(sanitizeProductText),
    attributes: row.attributes.map((attribute) => ({ key: attribute.key, value: sanitizeProductText(attribute.value) })),
    options: row.options.map((option) => ({ name: sanitizeProductText(option.name), values: option.values.map(sanitizeProductText) })),
    variants: variants.map(toPublicVariant),
    ...(row.ratingCount > 0 ? { rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount } } : {}),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    parentId: row.parentId,
    position: row.position,
  };
}
