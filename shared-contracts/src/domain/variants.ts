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
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import { TRANSLATED_LOCALES, type TranslatedLocale } from './translations';

/**
 * An option's name and values in Spanish and French (domain/translations.ts): each value keyed by
 * its English text, so reordering or removing values keeps the others' translations. A missing or
 * blank one is shown in English.
 */
export type OptionTranslations = Partial<Record<TranslatedLocale, { name?: string; values?: Record<string, string> }>>;

/** One option a shopper chooses, with its values in the merchant's order. */
export type ProductOption = {
  name: string;
  values: string[];
  /** The name and values in the shop's other languages (admins only; shoppers get them in theirs). */
  translations?: OptionTranslations;
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

const own = (record: Record<string, string> | undefined, key: string) => (record && Object.hasOwn(record, key) ? record[key]?.trim() : undefined);

/** `option`'s name in `locale`, English when it has none. */
export function localizedOptionName(option: Pick<ProductOption, 'name' | 'translations'>, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return option.name;
  return option.translations?.[locale as TranslatedLocale]?.name?.trim() || option.name;
}

/** `value` of `option` in `locale`, English when it has none. */
export function localizedOptionValue(option: Pick<ProductOption, 'translations'>, value: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return value;
  return own(option.translations?.[locale as TranslatedLocale]?.values, value) || value;
}

/** A product's options as a shopper in `locale` reads them: names and values translated, the translations left out. */
export function localizeOptions(options: readonly ProductOption[], locale: Locale): ProductOption[] {
  return options.map((option) => ({ name: localizedOptionName(option, locale), values: option.values.map((value) => localizedOptionValue(option, value, locale)) }));
}

/**
 * A variant's values in `locale`, each by its product's option of the same (English) name: what the
 * picker, the cart and the order read. A value whose option is gone stays as it is.
 */
export function localizeOptionValues(chosen: readonly VariantOptionValue[], options: readonly ProductOption[], locale: Locale): VariantOptionValue[] {
  return chosen.map((pick) => {
    const option = options.find((candidate) => candidate.name === pick.name);
    return option ? { name: localizedOptionName(option, locale), value: localizedOptionValue(option, pick.value, locale) } : { ...pick };
  });
}

/** Option translations kept tidy: trimmed, blanks and values the option no longer has dropped; none: undefined. */
export function cleanOptionTranslations(option: ProductOption): OptionTranslations | undefined {
  const clean: OptionTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const source = option.translations?.[locale];
    if (!source) continue;
    const name = source.name?.trim();
    const values: Record<string, string> = {};
    for (const value of option.values) {
      const text = own(source.values, value);
      if (text) values[value] = text;
    }
    const kept = { ...(name ? { name } : {}), ...(Object.keys(values).length ? { values } : {}) };
    if (Object.keys(kept).length) clean[locale] = kept;
  }
  return Object.keys(clean).length ? clean : undefined;
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
