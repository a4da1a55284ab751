import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from 'shared-contracts/i18n/locales';

/** The active locale and a function giving an unprefixed path in it. */
export function useLocale(): { locale: Locale; to: (path: string) => string } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return { locale, to: (path: string) => localizePath(path, locale) };
}
