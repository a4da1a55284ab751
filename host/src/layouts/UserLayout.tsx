import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { RemoteArea } from '../federation/RemoteArea';
import { AccountLink } from './AccountLink';
import { LocaleSwitch } from './LocaleSwitch';
import { PageOutlet } from './PageOutlet';

/** The shop's layout: header with navigation, language switch, mini-cart and account; footer. */
export function UserLayout() {
  const { t } = useTranslation(['host', 'common']);
  const { to } = useLocale();
  return (
    <div className="layout layout--user" data-layout="user">
      <a className="skip-link" href="#main">
        {t('host:layout.skip')}
      </a>
      <header className="site-header">
        <Link to={to('/')} className="brand">
          {t('common:app.name')}
        </Link>
        <nav aria-label={t('host:layout.mainNav')} className="site-nav">
          <NavLink to={to('/shop')}>{t('host:nav.shop')}</NavLink>
          <NavLink to={to('/about-us')}>{t('host:nav.about')}</NavLink>
          <NavLink to={to('/contact-us')}>{t('host:nav.contact')}</NavLink>
        </nav>
        <div className="site-header__tools">
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
          <Link to={to('/about-us')}>{t('host:nav.about')}</Link>
          <Link to={to('/contact-us')}>{t('host:nav.contact')}</Link>
          <Link to={to('/shipping-policy')}>{t('host:nav.shipping')}</Link>
          <Link to={to('/refund-policy')}>{t('host:nav.refund')}</Link>
          <Link to={to('/private-policy')}>{t('host:nav.privacy')}</Link>
          <Link to={to('/terms-of-service')}>{t('host:nav.terms')}</Link>
          <Link to={to('/sample')}>{t('host:nav.sample')}</Link>
        </nav>
        <p>{t('host:layout.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
