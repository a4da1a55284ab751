import Page from '../pages/UsersPage';
import { RequireAdmin } from '../ui/RequireAdmin';

/** What the host loads for this admin page: the page, shown to admins only (ui/RequireAdmin). */
export default function GuardedUsersPage() {
  return (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  );
}
