import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useStore } from 'shared-contracts/ui/useStore';
import { useUser } from 'shared-contracts/ui/useUser';
import { signOut } from 'shared-contracts/platform/auth';
import { isStaffRole } from 'shared-contracts/domain/staff';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { adminNavFor } from 'shared-contracts/routes/admin-pages';
import { messages } from './AdminLayout.messages';
import { LocaleSwitch } from './LocaleSwitch';
import { PageOutlet } from './PageOutlet';

addAppMessages('host', messages);

/**
 * The dashboard chrome: side navigation to the admin sections the role may use, language switch.
 * The navigation is a staff member's only: before sign-in (the admin sign-in page, a guest sent
 * there from an admin page, a customer told they are no admin, or while the session is not yet
 * known) the page has the header and a way back to the shop, no admin sections.
 */
export function AdminLayout() {
  const { t } = useTranslation(['host', 'common']);
  const { to } = useLocale();
  const user = useUser();
  const store = useStore();
  const staff = isStaffRole(user?.role);
  return (
    <div className="layout layout--admin" data-layout="admin">
      <header className="admin-header">
        <Link to={to(PATHS.admin)} className="brand">
          {store.tradingName} · {t('host:admin.title')}
        </Link>
        {user && (
          <span className="admin-user">
            {user.email}{' '}
            <button type="button" className="link-button" onClick={() => void signOut()}>
              {t('host:admin.signOut')}
            </button>
          </span>
        )}
        {!staff && (
          <Link to={to(PATHS.home)} className="admin-back">
            {t('host:admin.backToShop')}
          </Link>
        )}
        <LocaleSwitch />
      </header>
      <div className="admin-body">
        {staff && (
          <nav aria-label={t('host:admin.nav')} className="admin-nav">
            {/* only the pages the signed-in staff member's role may use (routes/admin-pages) */}
            {adminNavFor(user?.role).map((page) => (
              <NavLink key={page.id} end={page.id === 'adminDashboard'} to={to(PATHS[page.id])}>
                {t(`host:admin.${page.key}`)}
              </NavLink>
            ))}
            <Link to={to(PATHS.home)}>{t('host:admin.backToShop')}</Link>
          </nav>
        )}
        <main id="main" className="admin-main">
          <PageOutlet />
        </main>
      </div>
    </div>
  );
}
