/**
 * Shoppers' answers in their language (domain/translations.ts): a product's title and description
 * and a category's name and description in the request's locale, each falling back to English and
 * named in `untranslated` when it does, for the page to mark it `lang="en"`. Applied to the shapes
 * mapping.ts makes, so that file keeps one mapping per table.
 */
import type { Category } from 'shared-contracts/domain/catalogue';
import { CATEGORY_TRANSLATED_FIELDS, PRODUCT_TRANSLATED_FIELDS, cleanTranslations, localizeFields, localizedText, type TranslatedLocale, type Translations } from 'shared-contracts/domain/translations';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import { cleanOptionTranslations, localizeOptionValues, localizeOptions, variantLabel, type OptionTranslations, type ProductOption, type VariantOptionValue } from 'shared-contracts/domain/variants';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { CategoryRow, ProductRow } from './mapping';
import { sanitizeProductText } from './sanitize';

/**
 * `product` (toPublicProduct's) with its texts in `locale`: title, description, and its options'
 * names and values, in the options and in every variant alike (the picker matches one to the other).
 */
export function localizeProduct(product: PublicProduct, row: Pick<ProductRow, 'translations' | 'options'>, locale: Locale): PublicProduct {
  const { texts, untranslated } = localizeFields({ title: product.title, description: product.description }, row.translations, PRODUCT_TRANSLATED_FIELDS, locale);
  return {
    ...product,
    // the English fields were sanitised by toPublicProduct; a translation is, once more, here
    title: sanitizeProductText(texts.title),
    description: sanitizeProductText(texts.description),
    ...(untranslated && { untranslated }),
    ...(product.options && { options: sanitizedOptions(localizeOptions(row.options, locale)) }),
    ...(product.variants && {
      variants: product.variants.map((variant) => ({ ...variant, options: sanitizedValues(localizeOptionValues(variant.options, row.options, locale)) })),
    }),
  };
}

const sanitizedOptions = (options: ProductOption[]) => options.map((option) => ({ name: sanitizeProductText(option.name), values: option.values.map(sanitizeProductText) }));
const sanitizedValues = (chosen: VariantOptionValue[]) => chosen.map((pick) => ({ name: sanitizeProductText(pick.name), value: sanitizeProductText(pick.value) }));

/** `category` (toCategory's) with its texts in `locale`. */
export function localizeCategory(category: Category, row: Pick<CategoryRow, 'translations'>, locale: Locale): Category {
  const { texts, untranslated } = localizeFields({ name: category.name, description: category.description }, row.translations, CATEGORY_TRANSLATED_FIELDS, locale);
  return { ...category, name: texts.name, description: texts.description, ...(untranslated && { untranslated }) };
}

/** What an admin sent, as it is stored: sanitised like the English fields, blanks and empty languages dropped. */
export function sanitizedTranslations<F extends string>(translations: Translations<F>, fields: readonly F[]): Translations<F> {
  const clean = cleanTranslations(translations, fields);
  for (const texts of Object.values(clean) as Partial<Record<F, string>>[]) {
    for (const field of fields) if (texts[field] !== undefined) texts[field] = sanitizeProductText(texts[field]);
  }
  return cleanTranslations(clean, fields);
}

/** An option an admin sent, as it is stored: name, values and their translations sanitised, blanks and stale values dropped. */
export function sanitizedOption(option: ProductOption): ProductOption {
  const values = option.values.map(sanitizeProductText);
  const translations: OptionTranslations = {};
  for (const [locale, texts] of Object.entries(option.translations ?? {}) as [TranslatedLocale, NonNullable<OptionTranslations[TranslatedLocale]>][]) {
    translations[locale] = {
      ...(texts.name !== undefined && { name: sanitizeProductText(texts.name) }),
      ...(texts.values && { values: Object.fromEntries(Object.entries(texts.values).map(([value, text]) => [sanitizeProductText(value), sanitizeProductText(text)])) }),
    };
  }
  const kept = cleanOptionTranslations({ name: sanitizeProductText(option.name), values, translations });
  return { name: sanitizeProductText(option.name), values, ...(kept && { translations: kept }) };
}

/**
 * How a cart or order line names what it buys in `locale`: the product's title and the variant's
 * label ("Talla: 2.4, Color: Rojo"), each in English where it has no translation. The cart shows
 * it; the checkout writes it into the order's lines, which keep it in the language bought in.
 */
export function lineNames(
  product: Pick<ProductRow, 'title' | 'translations' | 'options'>,
  variant: { optionValues: VariantOptionValue[] } | undefined,
  locale: Locale,
): { title: string; variant?: string } {
  const title = sanitizeProductText(localizedText(product.title, product.translations, 'title', locale).text);
  return variant ? { title, variant: sanitizeProductText(variantLabel(localizeOptionValues(variant.optionValues, product.options, locale))) } : { title };
}
