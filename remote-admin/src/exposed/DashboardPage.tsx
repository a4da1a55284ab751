import { lazy } from 'react';
import { RequireAdmin } from '../ui/RequireAdmin';

// Loaded only once the visitor is known to be an admin: a guest sent to the sign-in never downloads it.
const Page = lazy(() => import('../pages/DashboardPage'));

/** What the host loads for this admin page: the page, shown to admins only (ui/RequireAdmin). */
export default function GuardedDashboardPage() {
  return (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  );
}
