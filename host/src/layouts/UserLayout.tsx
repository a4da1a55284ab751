import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link, NavLink } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useStore } from 'shared-contracts/ui/useStore';
import { RemoteArea } from '../federation/RemoteArea';
import { AccountLink } from './AccountLink';
import { LocaleSwitch } from './LocaleSwitch';
import { HeaderSearch } from './HeaderSearch';
import { FOOTER_NAV, MAIN_NAV } from './navLinks';
import { PageOutlet } from './PageOutlet';
import { SiteMenu } from './SiteMenu';

/**
 * The shop's layout: header with navigation, search, language switch, mini-cart and account; footer.
 * Below the mobile breakpoint the header is one row (menu, brand, search, cart, account): the page
 * template's media query hides the inline navigation and language switch, which the menu holds
 * there. Both are drawn at every size (CSS decides), so the server's page is the browser's.
 */
export function UserLayout() {
  const { t } = useTranslation(['host', 'common']);
  const { to } = useLocale();
  const store = useStore();
  return (
    <div className="layout layout--user" data-layout="user">
      <a className="skip-link" href="#main">
        {t('host:layout.skip')}
      </a>
      <header className="site-header">
        <SiteMenu />
        <Link to={to(PATHS.home)} className="brand">
          {store.tradingName}
        </Link>
        <nav aria-label={t('host:layout.mainNav')} className="site-nav">
          {MAIN_NAV.map((link) => (
            <NavLink key={link.to} to={to(link.to)}>
              {t(`host:${link.label}`)}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__tools">
          <HeaderSearch />
          <LocaleSwitch />
          <RemoteArea remote="checkout" module="./MiniCart" variant="fragment" />
          <AccountLink />
        </div>
      </header>
      <main id="main" className="site-main">
        <PageOutlet />
      </main>
      <footer className="site-footer">
        <nav aria-label={t('host:layout.footerNav')}>
          {FOOTER_NAV.map((link) => (
            <Link key={link.to} to={to(link.to)}>
              {t(`host:${link.label}`)}
            </Link>
          ))}
        </nav>
        <p>{t('host:layout.copyright', { year: new Date().getFullYear(), shopName: store.tradingName })}</p>
      </footer>
    </div>
  );
}
