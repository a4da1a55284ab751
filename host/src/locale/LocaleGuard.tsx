import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'shared-contracts/ui/router';
import { i18n } from 'shared-contracts/platform/i18n';
import { publish } from 'shared-contracts/platform/events';
import { readLocaleCookie, writeLocaleCookie } from './cookie';
import { decideLocale } from './decideLocale';

/** Runs on every navigation: redirects to the locale's path, or applies the locale and renders. */
export function LocaleGuard() {
  const { pathname, search, hash } = useLocation();
  const decision = decideLocale({
    pathname,
    cookie: readLocaleCookie(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  const { locale, redirectTo, fromRoute } = decision;

  // Switch before the page renders, so it never shows in the previous language. The resources are
  // in memory, so the switch is immediate.
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
