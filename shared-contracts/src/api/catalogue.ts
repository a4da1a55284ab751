import { z } from 'zod';
import { notBelowPrice } from 'shared-contracts/validation/price';
import { MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import {
  MAX_PRICE_FILTER,
  PRODUCT_SORTS,
  STOCK_LEVELS,
  type Category,
  type Product,
  type ProductAttribute,
  type ProductImage,
} from 'shared-contracts/domain/catalogue';
import type { ProductOption, ProductVariant, VariantOptionValue } from 'shared-contracts/domain/variants';
import { dateTimeSchema, gstRateSchema, idSchema, nonNegativePaiseSchema, optionalText, pageOf, pageQueryShape, queryBoolSchema, queryInt, slugSchema } from './common';
import { optionTranslationsSchema, productTranslationsSchema } from './translations';
export { PRODUCT_SORTS, type ProductSort } from 'shared-contracts/domain/catalogue';

export { MAX_PRICE_FILTER } from 'shared-contracts/domain/catalogue';

export const categorySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  parentId: idSchema.nullable(),
  position: z.number().int(),
  /** Shoppers: the fields shown in English, the request's language having none (domain/translations;
   *  named here rather than imported, which would bring that module's functions into every page). */
  untranslated: z.array(z.enum(['name', 'description'])).optional(),
}) satisfies z.ZodType<Category>;

export const productImageSchema = z.object({
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  widths: z.array(z.number().int().positive()).optional(),
  color: z.string().regex(/^#[0-9a-f]{6}$/).optional(),
}) satisfies z.ZodType<ProductImage>;

export const productAttributeSchema = z.object({
  key: z.string(),
  value: z.string(),
}) satisfies z.ZodType<ProductAttribute>;

/** An option; its `translations` are the admin's (shoppers get the names and values in their language). */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()), translations: optionTranslationsSchema.optional() }) satisfies z.ZodType<ProductOption>;
export const variantOptionValueSchema = z.object({ name: z.string(), value: z.string() }) satisfies z.ZodType<VariantOptionValue>;

/** A variant as admins see it (domain/variants), with its exact stock. */
export const productVariantSchema = z.object({
  id: idSchema,
  sku: z.string().nullable(),
  options: z.array(variantOptionValueSchema),
  price: nonNegativePaiseSchema,
  mrp: nonNegativePaiseSchema.nullable(),
  stock: z.number().int().min(0),
  images: z.array(z.string()),
  position: z.number().int(),
}) satisfies z.ZodType<ProductVariant>;

/** A variant as shoppers see it: a stock badge and the quantity choices instead of the count. */
export const publicVariantSchema = productVariantSchema.omit({ stock: true }).extend({
  stockLevel: z.enum(STOCK_LEVELS),
  maxQuantity: z.number().int().min(0).max(MAX_QUANTITY_PER_LINE),
});
export type PublicVariant = z.infer<typeof publicVariantSchema>;

/** A product as admins see it: everything, including the exact stock and unpublished products. */
export const productSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  description: z.string(),
  categoryId: idSchema,
  price: nonNegativePaiseSchema,
  mrp: nonNegativePaiseSchema.nullable(),
  gstRate: gstRateSchema,
  hsn: z.string().nullable(),
  stock: z.number().int().min(0),
  images: z.array(productImageSchema),
  published: z.boolean(),
  version: z.number().int().positive(),
  // defaults: answers made before these fields existed still parse
  sku: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
  attributes: z.array(productAttributeSchema).default([]),
  /** The title and description in Spanish and French (admins only). */
  translations: productTranslationsSchema.optional(),
  /** Packed weight in grams (shipping weighs it); 0: not given. */
  weightGrams: z.number().int().min(0).default(0),
  /** Empty for a product sold without variants (and in answers made before variants existed). */
  options: z.array(productOptionSchema).optional(),
  variants: z.array(productVariantSchema).optional(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
}) satisfies z.ZodType<Product>;

const imageVariantsSchema = z.array(z.object({ width: z.number().int().positive(), url: z.string().min(1) }));

/**
 * An image as shoppers get it: with the copies the shop made of an uploaded photo at the
 * IMAGE_VARIANT_WIDTHS it has (a browser picks the one its screen needs: `srcset`), webp in
 * `variants` and AVIF in `avif` (offered first to a browser that takes it), and `color`, its
 * placeholder; none for a drawing (the seed's SVGs) or an image stored elsewhere.
 */
export const publicProductImageSchema = productImageSchema.pick({ url: true, alt: true, color: true }).extend({
  variants: imageVariantsSchema.optional(),
  avif: imageVariantsSchema.optional(),
});
export type PublicProductImage = z.infer<typeof publicProductImageSchema>;

/**
 * A product as shoppers see it: published only, and a stock badge instead of the count. The
 * quantity choices offer `maxQuantity` (domain/cart): the stock up to the per-line limit, which the
 * cart's "Only 3 in stock" message tells a shopper anyway. Optional for answers made before it.
 */
export const publicProductSchema = productSchema
  .omit({ stock: true, published: true, version: true, translations: true })
  .extend({
    stockLevel: z.enum(STOCK_LEVELS),
    maxQuantity: z.number().int().min(0).max(MAX_QUANTITY_PER_LINE).optional(),
    images: z.array(publicProductImageSchema),
    // optional for shoppers' answers made before them (a cached page's data)
    sku: z.string().nullable().optional(),
    tags: z.array(z.string()).optional(),
    attributes: z.array(productAttributeSchema).optional(),
    /** The fields shown in English, the request's language having none (domain/translations). */
    untranslated: z.array(z.enum(['title', 'description'])).optional(),
    /** A product sold by variant: `price` is then the lowest variant price, `stockLevel` all variants' together. */
    options: z.array(productOptionSchema).optional(),
    variants: z.array(publicVariantSchema).optional(),
    /** Its published reviews' average stars (one decimal) and how many; absent without any (issue 36). */
    rating: z.object({ average: z.number(), count: z.number().int().positive() }).optional(),
  });
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const productListQuerySchema = z
  .object({
    q: optionalText(100),
    category: slugSchema.optional(),
    /** Paise, GST included, as the prices are. */
    minPrice: queryInt(0, MAX_PRICE_FILTER).optional(),
    maxPrice: queryInt(0, MAX_PRICE_FILTER).optional(),
    inStock: queryBoolSchema.optional(),
    /** Only products whose published reviews average at least this many stars (issue 36). */
    minRating: queryInt(1, 5).optional(),
    sort: z.enum(PRODUCT_SORTS).default('newest'),
    ...pageQueryShape,
  })
  .superRefine((query, ctx) => {
    if (query.minPrice === undefined || query.maxPrice === undefined) return;
    const verdict = notBelowPrice(query.minPrice)(query.maxPrice);
    if (verdict !== true) ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: verdict, input: query.maxPrice });
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListSchema = pageOf(publicProductSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const productSlugParamsSchema = z.object({ slug: slugSchema });

export const productDetailSchema = z.object({
  product: publicProductSchema,
  category: categorySchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categoryListSchema = z.object({ items: z.array(categorySchema) });
