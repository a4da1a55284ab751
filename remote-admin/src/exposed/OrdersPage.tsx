import Page from '../pages/OrdersPage';
import { RequireAdmin } from '../ui/RequireAdmin';

/** What the host loads for this admin page: the page, shown to admins only (ui/RequireAdmin). */
export default function GuardedOrdersPage() {
  return (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  );
}
