import '../i18n/messages';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALES, localizePath, splitLocalePath } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';

export interface StandaloneLink {
  /** Unprefixed path; localized when rendered. */
  to: string;
  /** Key in the `admin` namespace. */
  label: string;
}

/**
 * The frame of remote-admin's standalone dev page: which remote this is, links between its pages,
 * a language switch. As in the host, the language comes from the path (/es/..., /fr/...).
 */
export function StandaloneLayout({ links }: { links: readonly StandaloneLink[] }) {
  const { t } = useTranslation('admin');
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
      </header>
      <main id="main" className="minimal-main">
        <Outlet />
      </main>
    </div>
  );
}
