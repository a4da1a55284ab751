/**
 * Product options and variants. A product may offer options (Size: S, M, L; Colour: Red, Blue) and
 * sell one variant per combination it stocks, each with its own SKU, price, MRP, stock and images.
 * A product without options has no variants and is sold as before, by its own price and stock.
 *
 * When a product has variants its own `price` is the lowest variant price (the "from" price of
 * cards and listings) and its `stock` the sum of the variants' stock: the API keeps both in step in
 * the same transaction as every variant write, so listing filters and sorts need not know variants.
 */
import type { Paise } from './money';

/** One option a shopper chooses, with its values in the merchant's order. */
export type ProductOption = {
  name: string;
  values: string[];
};

/** Which value of one option a variant is. */
export type VariantOptionValue = {
  name: string;
  value: string;
};

export type ProductVariant = {
  id: string;
  /** The merchant's stock-keeping code, unique among variants whatever its case; null when none. */
  sku: string | null;
  /** One value for each of the product's options, in the options' order. */
  options: VariantOptionValue[];
  /** Selling price of one item in paise, GST included. */
  price: Paise;
  /** Maximum retail price in paise, never below `price`; null when it does not apply. */
  mrp: Paise | null;
  /** Items on hand, a non-negative integer. */
  stock: number;
  /** URLs of the product's images this variant shows, first = main; empty: the product's images. */
  images: string[];
  /** Order in the admin's grid, ascending. */
  position: number;
};

/** Most options one product may have, and most values per option. */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
/** Most variants one product may have. */
export const MAX_PRODUCT_VARIANTS = 100;

/** "Size: M, Colour: Red": how a variant is named on carts, orders, invoices and e-mails. */
export function variantLabel(options: readonly VariantOptionValue[]): string {
  return options.map((option) => `${option.name}: ${option.value}`).join(', ');
}

/** The variant whose values are exactly `chosen` (option name -> value), or undefined. */
export function findVariant<V extends Pick<ProductVariant, 'options'>>(
  variants: readonly V[],
  chosen: Readonly<Record<string, string>>,
): V | undefined {
  return variants.find((variant) => variant.options.every((option) => chosen[option.name] === option.value));
}

/** The chosen values of a variant as option name -> value. */
export function variantChoice(variant: Pick<ProductVariant, 'options'>): Record<string, string> {
  return Object.fromEntries(variant.options.map((option) => [option.name, option.value]));
}

/** The lowest price among the variants ("from ₹…"); undefined without variants. */
export function lowestVariantPrice(variants: readonly Pick<ProductVariant, 'price'>[]): Paise | undefined {
  return variants.length ? Math.min(...variants.map((variant) => variant.price)) : undefined;
}

/** A variant's images in the product's order, or the product's own when it names none (or none still there). */
export function variantImages<I extends { url: string }>(productImages: readonly I[], variant: Pick<ProductVariant, 'images'> | undefined): I[] {
  if (!variant || variant.images.length === 0) return [...productImages];
  const byUrl = new Map(productImages.map((image) => [image.url, image]));
  const chosen = variant.images.flatMap((url) => {
    const image = byUrl.get(url);
    return image ? [image] : [];
  });
  return chosen.length ? chosen : [...productImages];
}

export type VariantProblem =
  | { field: 'options'; index?: number; problem: 'too_many' | 'duplicate_name' | 'no_values' | 'too_many_values' | 'duplicate_value' | 'blank' }
  | { field: 'variants'; index: number; problem: 'wrong_options' | 'duplicate_combination' | 'duplicate_sku' | 'mrp_below_price' }
  | { field: 'variants'; problem: 'too_many' | 'missing' | 'unexpected' };

/**
 * What is wrong with a product's options and variant grid, one problem per place: options with
 * distinct names and values, every variant naming exactly one value of each option in order, no two
 * variants the same combination or SKU. Options without variants (or the reverse) are a problem too:
 * a product either sells by variant or not at all by variant.
 */
export function variantProblems(
  options: readonly ProductOption[],
  variants: readonly Pick<ProductVariant, 'options' | 'sku' | 'price' | 'mrp'>[],
): VariantProblem[] {
  const problems: VariantProblem[] = [];
  if (options.length > MAX_PRODUCT_OPTIONS) problems.push({ field: 'options', problem: 'too_many' });
  const names = new Set<string>();
  options.forEach((option, index) => {
    const name = option.name.trim().toLowerCase();
    if (!name) problems.push({ field: 'options', index, problem: 'blank' });
    else if (names.has(name)) problems.push({ field: 'options', index, problem: 'duplicate_name' });
    names.add(name);
    if (option.values.length === 0) problems.push({ field: 'options', index, problem: 'no_values' });
    else if (option.values.length > MAX_OPTION_VALUES) problems.push({ field: 'options', index, problem: 'too_many_values' });
    else if (option.values.some((value) => !value.trim())) problems.push({ field: 'options', index, problem: 'blank' });
    else if (new Set(option.values.map((value) => value.trim().toLowerCase())).size !== option.values.length) {
      problems.push({ field: 'options', index, problem: 'duplicate_value' });
    }
  });
  if (variants.length > MAX_PRODUCT_VARIANTS) problems.push({ field: 'variants', problem: 'too_many' });
  if (options.length > 0 && variants.length === 0) problems.push({ field: 'variants', problem: 'missing' });
  if (options.length === 0 && variants.length > 0) problems.push({ field: 'variants', problem: 'unexpected' });
  const combinations = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((variant, index) => {
    const fits =
      variant.options.length === options.length &&
      variant.options.every((chosen, i) => chosen.name === options[i]!.name && options[i]!.values.includes(chosen.value));
    if (!fits) {
      problems.push({ field: 'variants', index, problem: 'wrong_options' });
      return;
    }
    const combination = JSON.stringify(variant.options.map((chosen) => chosen.value));
    if (combinations.has(combination)) problems.push({ field: 'variants', index, problem: 'duplicate_combination' });
    combinations.add(combination);
    const sku = variant.sku?.trim().toLowerCase();
    if (sku) {
      if (skus.has(sku)) problems.push({ field: 'variants', index, problem: 'duplicate_sku' });
      skus.add(sku);
    }
    if (variant.mrp !== null && variant.mrp < variant.price) problems.push({ field: 'variants', index, problem: 'mrp_below_price' });
  });
  return problems;
}
