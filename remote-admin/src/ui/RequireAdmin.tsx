import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import Skeleton from 'antd/es/skeleton';
import { isStaffRole } from 'shared-contracts/domain/staff';
import { PATHS } from 'shared-contracts/routes/paths';
import { Navigate, useLocation } from 'shared-contracts/ui/router';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { SecondFactorGate } from '../two-factor/SecondFactorGate';

/**
 * Every admin page is wrapped in this: it asks the identity service who is signed in and shows
 * the page to an admin only; anyone else (a guest, a customer) is sent to /admin/login, which
 * says why and brings an admin back here afterwards. The API checks the role again on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
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
    <SecondFactorGate uid={user.uid}>
      <Suspense fallback={waiting}>{children}</Suspense>
    </SecondFactorGate>
  );
}

/**
 * What the host loads for an admin page: the page behind RequireAdmin, as a chunk loaded only once
 * the visitor is known to be an admin (a guest sent to the sign-in never downloads it), and has
 * given their second factor when they have one or the shop requires it.
 */
export function adminOnly(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function AdminOnlyPage() {
    return (
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    );
  };
}
