import { Suspense, type ReactNode } from 'react';
import Skeleton from 'antd/es/skeleton';
import { Navigate, useLocation } from 'shared-contracts/ui/router';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { useLocale } from 'shared-contracts/ui/useLocale';

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
  if (user?.role !== 'admin') {
    const next = encodeURIComponent(`${pathname}${search}`);
    return <Navigate replace to={`${to('/admin/login')}?next=${next}`} />;
  }
  // The page itself may be a lazy chunk: the same skeleton while it loads.
  return <Suspense fallback={waiting}>{children}</Suspense>;
}
