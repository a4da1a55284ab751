import './RequireAdmin.messages';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from 'antd/es/skeleton';
import { isStaffRole, missingPermission, type StaffRole } from 'shared-contracts/domain/staff';
import { ADMIN_PAGES, mayOpenAdminPage, type AdminPageId } from 'shared-contracts/routes/admin-pages';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link, Navigate, useLocation } from 'shared-contracts/ui/router';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** The second factor's gate (its screens and the API's zod schemas), loaded once a staff member is signed in: a guest sent to the sign-in never downloads it. */
const SecondFactorGate = lazy(() => import('../two-factor/SecondFactorGate').then(({ SecondFactorGate: Gate }) => ({ default: Gate })));

/**
 * Every admin page is wrapped in this: it asks the identity service who is signed in and shows
 * the page to a staff member only; anyone else (a guest, a customer) is sent to /admin/login, which
 * says why and brings them back here afterwards. A staff member whose role may not use `page`
 * (routes/admin-pages: the navigation does not offer it) is told so instead of the page. The API
 * checks the role's permission again on every call.
 */
export function RequireAdmin({ children, page }: { children: ReactNode; page?: AdminPageId }) {
  const user = useRequireIdentity();
  const { to } = useLocale();
  const { pathname, search } = useLocation();
  const waiting = (
    <div aria-busy="true">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
  if (user === undefined) return waiting;
  if (!user || !isStaffRole(user.role)) {
    const next = encodeURIComponent(`${pathname}${search}`);
    return <Navigate replace to={`${to(PATHS.adminLogin)}?next=${next}`} />;
  }
  // Then the staff member's second factor (two-factor/); the page itself may be a lazy chunk: the same skeleton while it loads.
  return (
    <Suspense fallback={waiting}>
      <SecondFactorGate uid={user.uid}>
        {page && !mayOpenAdminPage(user.role, page) ? <NotForYourRole role={user.role} page={page} /> : <Suspense fallback={waiting}>{children}</Suspense>}
      </SecondFactorGate>
    </Suspense>
  );
}

/** A direct visit to a page the role may not use: what it needs, and the way back. */
function NotForYourRole({ role, page }: { role: StaffRole; page: AdminPageId }) {
  const { t } = useTranslation(['admin', 'errors']);
  const { to } = useLocale();
  const need = ADMIN_PAGES.find((candidate) => candidate.id === page)!.need;
  const permission = need === null ? null : missingPermission(need);
  return (
    <section role="alert" className="admin-forbidden">
      <h1>{t('admin:forbidden.title')}</h1>
      <p>{t('admin:forbidden.text', { role: t(`errors:staff.role.${role}`), permission: permission ? t(`errors:staff.permission.${permission}`) : '' })}</p>
      <Link to={to(PATHS.adminDashboard)}>{t('admin:forbidden.back')}</Link>
    </section>
  );
}

/**
 * What the host loads for an admin page: the page behind RequireAdmin, as a chunk loaded only once
 * the visitor is known to be an admin (a guest sent to the sign-in never downloads it), and has
 * given their second factor when they have one or the shop requires it.
 */
export function adminOnly(page: AdminPageId, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function AdminOnlyPage() {
    return (
      <RequireAdmin page={page}>
        <Page />
      </RequireAdmin>
    );
  };
}
