import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { signOut } from 'shared-contracts/platform/auth';
import { LocaleSwitch } from './LocaleSwitch';
import { PageOutlet } from './PageOutlet';

/** The dashboard chrome: side navigation to the admin sections, language switch. */
export function AdminLayout() {
  const { t } = useTranslation(['host', 'common']);
  const { to } = useLocale();
  const user = useUser();
  return (
    <div className="layout layout--admin" data-layout="admin">
      <header className="admin-header">
        <Link to={to('/admin')} className="brand">
          {t('common:app.name')} · {t('host:admin.title')}
        </Link>
        {user && (
          <span className="admin-user">
            {user.email}{' '}
            <button type="button" className="link-button" onClick={() => void signOut()}>
              {t('host:admin.signOut')}
            </button>
          </span>
        )}
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
