/** The shop's languages (spec §2, §9). English is the default and the fallback, and is unprefixed in paths. */
export const LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The locale cookie: 365 days, SameSite=Lax (spec §9). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** BCP 47 tags used for <html lang> and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', es: 'es-ES', fr: 'fr-FR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'es-MX' -> 'es'; anything unsupported -> undefined. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The path of `path` (unprefixed, starting with '/') in `locale`: English unprefixed, others `/es/...`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a pathname into its locale prefix (if any) and the unprefixed rest. '/es/shop' -> es, '/shop'. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || '/' };
  return { locale: undefined, path: pathname || '/' };
}

/** The language tags of an Accept-Language header, in the order it lists them ('fr-FR,fr;q=0.9' -> fr-FR, fr):
 *  how the API picks a caller's language and the page server a visitor's locale. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}
