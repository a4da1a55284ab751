/**
 * What the shop sells. Dates are ISO 8601 strings because these objects cross the API as JSON.
 */
import type { GstRate } from './gst';
import type { Paise } from './money';
import type { ProductOption, ProductVariant } from './variants';
import type { CategoryTranslatedField, ProductTranslations } from './translations';

export type Category = {
  id: string;
  /** URL segment, unique among categories. */
  slug: string;
  name: string;
  description: string;
  /** null for a top-level category. */
  parentId: string | null;
  /** Sort order among siblings, ascending. */
  position: number;
  /** The fields a shopper gets in English for want of a translation (domain/translations). */
  untranslated?: CategoryTranslatedField[];
};

export type ProductImage = {
  url: string;
  /** Text for screen readers; also shown when the image fails to load. */
  alt: string;
  /** An uploaded photo's size in pixels, as the storage measured it (absent for drawings and older uploads). */
  width?: number;
  height?: number;
  /** The widths of its variants (webp and AVIF each), made when it was stored. */
  widths?: number[];
  /** Its dominant colour ('#a0522d'): the placeholder drawn until the file arrives. */
  color?: string;
};

/** One row of a product's specifications table ('material': 'Brass'). */
export type ProductAttribute = {
  key: string;
  value: string;
};

export type Product = {
  id: string;
  /** URL segment of /shop/{slug}, unique among products. */
  slug: string;
  title: string;
  description: string;
  categoryId: string;
  /** Selling price of one item in paise, GST included (what the customer pays). */
  price: Paise;
  /**
   * Maximum retail price printed on the pack, in paise, inclusive of all taxes. Packaged goods
   * sold online must show it (Legal Metrology rules); null when it does not apply. Never below `price`.
   */
  mrp: Paise | null;
  gstRate: GstRate;
  /** HSN code printed on tax invoices; null when not yet classified. */
  hsn: string | null;
  /** Items on hand, a non-negative integer. */
  stock: number;
  /** The first image is the product's main image. */
  images: ProductImage[];
  /** Unpublished products are visible to admins only. */
  published: boolean;
  /**
   * Raised by every change an admin makes to the product's own fields (not by buyers' reservations
   * nor stock adjustments): a form saved from an older version is refused.
   */
  version: number;
  /** The merchant's stock-keeping code, unique among products; null when none. */
  sku: string | null;
  /** Free words a merchant files the product under, all different. */
  tags: string[];
  /** The specifications table of the product page, keys all different. */
  attributes: ProductAttribute[];
  /** The options a shopper chooses and the variants sold (domain/variants); absent or empty: none. */
  options?: ProductOption[];
  variants?: ProductVariant[];
  /** The title and description in Spanish and French; absent: none. */
  translations?: ProductTranslations;
  /** Packed weight in grams (shipping weighs it); 0 or absent: not given. */
  weightGrams?: number;
  createdAt: string;
  updatedAt: string;
};

export const STOCK_LEVELS = ['in_stock', 'few_left', 'sold_out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** "Only a few left" from this many items down to 1. */
export const FEW_LEFT_THRESHOLD = 5;

/** The stock badge a shopper sees; the exact count is not shown to them. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'sold_out';
  return stock <= FEW_LEFT_THRESHOLD ? 'few_left' : 'in_stock';
}

/** Whether a shopper can put the product in a cart now. */
export function isPurchasable(product: Pick<Product, 'published' | 'stock'>): boolean {
  return product.published && product.stock > 0;
}

/** Highest price a filter may name: ₹1 crore in paise. */
export const MAX_PRICE_FILTER = 1_000_000_000;

/** How a product list can be ordered. */
/** rating: the published reviews' average stars, unrated products last (issue 36). */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
