/**
 * Catalogue text in the shop's other languages. English is the text itself (a product's `title`,
 * a category's `name`) and is required; Spanish and French are optional, field by field, kept
 * beside it as `translations` ({ es: { title: '...' }, fr: {...} }). A field a language lacks is
 * shown in English, and said to be (`untranslated`), so the page marks it `lang="en"` and a screen
 * reader reads it as English.
 */
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';

/** The languages a merchant translates into: every locale but English, the text itself. */
export const TRANSLATED_LOCALES = ['es', 'fr'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each language's fields; a field missing or blank is shown in English. */
export type Translations<F extends string> = Partial<Record<TranslatedLocale, Partial<Record<F, string>>>>;

export const PRODUCT_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type ProductTranslatedField = (typeof PRODUCT_TRANSLATED_FIELDS)[number];
export type ProductTranslations = Translations<ProductTranslatedField>;

export const CATEGORY_TRANSLATED_FIELDS = ['name', 'description'] as const;
export type CategoryTranslatedField = (typeof CATEGORY_TRANSLATED_FIELDS)[number];
export type CategoryTranslations = Translations<CategoryTranslatedField>;

/**
 * The text of `field` in `locale`, falling back to English: `english` when the locale is English
 * or its translation is missing or blank. The API's SQL twin is `localizedSql`
 * (api/src/catalogue/localized.ts), which search matches on.
 */
export function localizedText<F extends string>(english: string, translations: Translations<F> | null | undefined, field: F, locale: Locale): { text: string; translated: boolean } {
  if (locale === DEFAULT_LOCALE) return { text: english, translated: true };
  const text = translations?.[locale as TranslatedLocale]?.[field]?.trim();
  return text ? { text, translated: true } : { text: english, translated: false };
}

/**
 * `fields` of a record in `locale`: the texts, and the fields shown in English for want of a
 * translation (`untranslated`, left out when none is).
 */
export function localizeFields<F extends string>(
  english: Record<F, string>,
  translations: Translations<F> | null | undefined,
  fields: readonly F[],
  locale: Locale,
): { texts: Record<F, string>; untranslated?: F[] } {
  const texts = { ...english };
  const untranslated: F[] = [];
  for (const field of fields) {
    const { text, translated } = localizedText(english[field], translations, field, locale);
    texts[field] = text;
    // an empty English field (a category without a description) has nothing to mark
    if (!translated && english[field]) untranslated.push(field);
  }
  return untranslated.length ? { texts, untranslated } : { texts };
}

/** Translations kept tidy: trimmed, blank fields and empty languages dropped, unknown keys ignored. */
export function cleanTranslations<F extends string>(translations: Translations<F> | null | undefined, fields: readonly F[]): Translations<F> {
  const clean: Translations<F> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const source = translations?.[locale];
    if (!source) continue;
    const kept: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const text = source[field]?.trim();
      if (text) kept[field] = text;
    }
    if (Object.keys(kept).length) clean[locale] = kept;
  }
  return clean;
}
