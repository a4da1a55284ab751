/**
 * The locale guard's decision (spec §2): the target locale comes from the route, else the locale
 * cookie, else the browser language, else English; a path that isn't the target's path redirects
 * to it. Pure, so the guard's whole behaviour is tested without a browser.
 */
import {
  DEFAULT_LOCALE,
  localizePath,
  matchLocale,
  splitLocalePath,
  type Locale,
} from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';

export interface LocaleInput {
  pathname: string;
  cookie: string | undefined;
  browserLanguages: readonly string[];
}

export interface LocaleDecision {
  locale: Locale;
  /** Where to go instead, when the current path is not the locale's path. */
  redirectTo?: string;
  /** Whether the locale came from the route itself (then it is remembered in the cookie). */
  fromRoute: boolean;
}

export function decideLocale({ pathname, cookie, browserLanguages }: LocaleInput): LocaleDecision {
  // '/en/...' is English spelled out: English is unprefixed, so send it to the plain path.
  const english = /^\/en(\/.*)?$/.exec(pathname);
  if (english) return { locale: DEFAULT_LOCALE, redirectTo: english[1] || PATHS.home, fromRoute: true };

  const { locale: routeLocale, path } = splitLocalePath(pathname);
  if (routeLocale) return { locale: routeLocale, fromRoute: true };

  const target =
    matchLocale(cookie) ?? browserLanguages.map(matchLocale).find((l) => l !== undefined) ?? DEFAULT_LOCALE;
  return target === DEFAULT_LOCALE
    ? { locale: target, fromRoute: false }
    : { locale: target, redirectTo: localizePath(path, target), fromRoute: false };
}
