import { parseCookie } from 'cookie';
import { acceptedLanguages, LOCALE_COOKIE, type Locale } from 'shared-contracts/i18n/locales';
import { decideLocale } from '../src/locale/decideLocale';

/**
 * Where the locale guard sends a page request, if elsewhere: the browser's rule
 * (host/src/locale/decideLocale.ts) applied by the server, from the `locale` cookie and
 * Accept-Language, so a reader of Spanish who follows a link to `/shop` gets `/es/shop` at once
 * instead of the English page until the app has started. The browser's guard still applies the
 * same rule on every navigation inside the app.
 */
export function localeRedirect(url: string, headers: { cookie?: string; 'accept-language'?: string }): string | undefined {
  return pageLocale(url, headers).redirect;
}

/** The page's locale (its `<html lang>`, its head's language) and where to send it instead, if elsewhere: one decision per request. */
export function pageLocale(url: string, headers: { cookie?: string; 'accept-language'?: string }): { locale: Locale; redirect?: string } {
  const { pathname, search } = new URL(url, 'http://page');
  const { locale, redirectTo } = decideLocale({
    pathname,
    cookie: parseCookie(headers.cookie ?? '')[LOCALE_COOKIE],
    browserLanguages: acceptedLanguages(headers['accept-language']),
  });
  return redirectTo === undefined ? { locale } : { locale, redirect: `${redirectTo}${search}` };
}
