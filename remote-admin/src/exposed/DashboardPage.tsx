import Page from '../pages/DashboardPage';
import { RequireAdmin } from '../ui/RequireAdmin';

/** What the host loads for this admin page: the page, shown to admins only (ui/RequireAdmin). */
export default function GuardedDashboardPage() {
  return (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  );
}
