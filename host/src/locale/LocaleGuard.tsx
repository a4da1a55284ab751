import { useContext, useEffect } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n as pageI18n } from 'shared-contracts/platform/i18n';
import { Navigate, Outlet, useLocation } from 'shared-contracts/ui/router';
import { publish } from 'shared-contracts/platform/events';
import { useHydrated } from 'shared-contracts/ui/useHydrated';
import { readLocaleCookie, writeLocaleCookie } from './cookie';
import { decideLocale } from './decideLocale';

/**
 * Runs on every navigation: redirects to the locale's path, or applies the locale and renders.
 * The server knows only the path (its HTML is the same for every visitor: an unprefixed path is
 * English), and so does the browser's hydrating render; the cookie and the browser's languages
 * count from the next render on, which may then redirect.
 */
export function LocaleGuard() {
  const { pathname, search, hash } = useLocation();
  // The language instance of this render: the page's one in the browser, the request's on the server.
  const i18n = useContext(I18nContext)?.i18n ?? pageI18n;
  const hydrated = useHydrated();
  const decision = decideLocale({
    pathname,
    cookie: hydrated ? readLocaleCookie() : undefined,
    browserLanguages: hydrated ? (navigator.languages ?? [navigator.language]) : [],
  });
  const { locale, redirectTo, fromRoute } = decision;

  // Switch before the page renders. The apps' texts are in memory in every language, and so are the
  // shared ones in English; another language's shared texts (validation, errors) arrive first, one
  // small chunk (platform/i18n), and until then the page keeps the language it had.
  if (!redirectTo && i18n.language !== locale) void i18n.changeLanguage(locale);

  useEffect(() => {
    if (redirectTo) return;
    if (fromRoute) writeLocaleCookie(locale);
    if (document.documentElement.lang !== locale) {
      document.documentElement.lang = locale;
      publish('i18n:locale-changed', { locale });
    }
  }, [locale, redirectTo, fromRoute]);

  if (redirectTo) return <Navigate replace to={`${redirectTo}${search}${hash}`} />;
  return <Outlet />;
}
