/**
 * Shoppers' answers in their language (domain/translations.ts): a product's title and description
 * and a category's name and description in the request's locale, each falling back to English and
 * named in `untranslated` when it does, for the page to mark it `lang="en"`. Applied to the shapes
 * mapping.ts makes, so that file keeps one mapping per table.
 */
import type { Category } from 'shared-contracts/domain/catalogue';
import { CATEGORY_TRANSLATED_FIELDS, PRODUCT_TRANSLATED_FIELDS, cleanTranslations, localizeFields, type Translations } from 'shared-contracts/domain/translations';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { CategoryRow, ProductRow } from './mapping';
import { sanitizeProductText } from './sanitize';

/** `product` (toPublicProduct's) with its texts in `locale`. */
export function localizeProduct(product: PublicProduct, row: Pick<ProductRow, 'translations'>, locale: Locale): PublicProduct {
  const { texts, untranslated } = localizeFields({ title: product.title, description: product.description }, row.translations, PRODUCT_TRANSLATED_FIELDS, locale);
  return {
    ...product,
    // the English fields were sanitised by toPublicProduct; a translation is, once more, here
    title: sanitizeProductText(texts.title),
    description: sanitizeProductText(texts.description),
    ...(untranslated && { untranslated }),
  };
}

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
