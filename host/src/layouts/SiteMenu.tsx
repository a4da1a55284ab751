import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LocaleSwitch } from './LocaleSwitch';
import { MAIN_NAV } from './navLinks';

/**
 * The phone header's menu (below the mobile breakpoint; the page template shows the inline navigation
 * above it): the main navigation and the language switch behind one button. A native <details>:
 * it works before the app has started, and the server draws it as the browser does. Keyed by the
 * path, so it is closed again on the page a link of it opens.
 */
export function SiteMenu() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const { pathname } = useLocation();
  return (
    <details className="site-menu header-popover" key={pathname}>
      <summary className="header-icon" aria-label={t('layout.menu')} title={t('layout.menu')}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <div className="header-popover__panel site-menu__panel">
        <nav aria-label={t('layout.mainNav')} className="site-menu__nav">
          {MAIN_NAV.map((link) => (
            <NavLink key={link.to} to={to(link.to)}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <LocaleSwitch />
      </div>
    </details>
  );
}
