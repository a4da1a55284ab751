import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Outlet, useLocation, useRoutes, type RouteObject } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { DEFAULT_LOCALE, LOCALES, localizePath, splitLocalePath } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import type { RemotePage } from 'shared-contracts/remotes/contracts';
import { PATHS } from 'shared-contracts/routes/paths';

export interface StandaloneLink {
  /** Unprefixed path; localized when rendered. */
  to: string;
  /** Key in the remote's namespace. */
  label: string;
}

export interface StandaloneLayoutProps {
  /** The remote's i18n namespace, holding `standalone.title`, `standalone.pages`, `standalone.language`. */
  ns: string;
  links: readonly StandaloneLink[];
  /** Extra header content (checkout shows its mini-cart). */
  tools?: ReactNode;
}

/**
 * The frame of a remote's standalone dev page: which remote this is, links between its pages, a
 * language switch. As in the host, the language comes from the path (/es/..., /fr/...).
 */
export function StandaloneLayout({ ns, links, tools }: StandaloneLayoutProps) {
  const { t } = useTranslation(ns);
  const { pathname } = useLocation();
  const { locale: fromPath, path } = splitLocalePath(pathname);
  const locale = fromPath ?? DEFAULT_LOCALE;

  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <div className="layout layout--default">
      <header className="minimal-header">
        <strong className="brand">{t('standalone.title')}</strong>
        <nav aria-label={t('standalone.pages')} className="site-nav">
          {links.map((link) => (
            <NavLink key={link.to} end to={localizePath(link.to, locale)}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__tools">
          <nav aria-label={t('standalone.language')} className="locale-switch">
            {LOCALES.map((l) => (
              <Link
                key={l}
                to={localizePath(path, l)}
                lang={l}
                aria-current={l === locale ? 'true' : undefined}
                className={l === locale ? 'locale-switch__item is-active' : 'locale-switch__item'}
              >
                {l.toUpperCase()}
              </Link>
            ))}
          </nav>
          {tools}
        </div>
      </header>
      <main id="main" className="minimal-main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** A remote's page manifest (its src/pages.ts) as routes, in every locale (English unprefixed, /es,
 *  /fr), each page loaded when first shown: the same list the host's route table takes. */
export function manifestRoutes(pages: readonly RemotePage[]): RouteObject[] {
  return pages.flatMap((page) => {
    const Page = lazy(page.load);
    return LOCALES.map((locale) => ({ path: localizePath(PATHS[page.id], locale), element: <Page /> }));
  });
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders a remote alone, for its team's dev server: its standalone routes inside the shared providers, no host. */
export function renderStandalone(routes: RouteObject[]): void {
  createRoot(document.getElementById('root')!).render(
    <ShopProviders>
      <BrowserRouter>
        <StandaloneRoutes routes={routes} />
      </BrowserRouter>
    </ShopProviders>,
  );
}
