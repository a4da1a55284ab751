import Cookies from 'js-cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from 'shared-contracts/i18n/locales';

export const readLocaleCookie = (): string | undefined => Cookies.get(LOCALE_COOKIE);

/** Remembers the locale for 365 days, SameSite=Lax (spec §9). */
export function writeLocaleCookie(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
}
