/**
 * Catalogue text in the request's language, in SQL: what search matches (the /shop list's `q`, the
 * header's suggestions) is what the shopper reads. The TypeScript twin is `localizedText`
 * (shared-contracts/domain/translations.ts); both fall back to English the same way, a missing or
 * blank translation being English.
 *
 * `localizedSql(products.title, products.translations, 'title', locale)`:
 *   en -> title
 *   es -> coalesce(nullif(btrim(translations->'es'->>'title'), ''), title)
 * Keep the name and signature: other modules (search) build on it.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/i18n/locales';

export function localizedSql(english: AnyColumn | SQL, translations: AnyColumn | SQL, field: string, locale: Locale): SQL<string> {
  if (locale === DEFAULT_LOCALE) return sql<string>`${english}`;
  // Written into the statement, not bound: `jsonb -> $1` is ambiguous (text key or array index)
  // to PostgreSQL, and both are checked names, never the caller's text.
  if (!isLocale(locale) || !/^[a-z]+$/.test(field)) throw new Error(`localizedSql: bad locale or field (${locale}, ${field})`);
  return sql<string>`coalesce(nullif(btrim(${translations} -> '${sql.raw(locale)}' ->> '${sql.raw(field)}'), ''), ${english})`;
}
