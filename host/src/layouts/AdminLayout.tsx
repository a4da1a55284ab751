import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LocaleSwitch } from './LocaleSwitch';
import { PageOutlet } from './PageOutlet';

/** The dashboard chrome: side navigation to the admin sections, language switch. */
export function AdminLayout() {
  const { t } = useTranslation(['host', 'common']);
  const { to } = useLocale();
  return (
    <div className="layout layout--admin" data-layout="admin">
      <header className="admin-header">
        <Link to={to('/admin')} className="brand">
          {t('common:app.name')} · {t('host:admin.title')}
        </Link>
        <LocaleSwitch />
      </header>
      <div className="admin-body">
        <nav aria-label={t('host:admin.nav')} className="admin-nav">
          <NavLink end to={to('/admin/dashboard')}>
            {t('host:admin.dashboard')}
          </NavLink>
          <NavLink to={to('/admin/dashboard/listing')}>{t('host:admin.listing')}</NavLink>
          <NavLink to={to('/admin/dashboard/orders')}>{t('host:admin.orders')}</NavLink>
          <NavLink to={to('/admin/dashboard/users')}>{t('host:admin.users')}</NavLink>
          <Link to={to('/')}>{t('host:admin.backToShop')}</Link>
        </nav>
        <main id="main" className="admin-main">
          <PageOutlet />
        </main>
      </div>
    </div>
  );
}
