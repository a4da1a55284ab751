import Page from '../pages/ListingPage';
import { RequireAdmin } from '../ui/RequireAdmin';

/** What the host loads for this admin page: the page, shown to admins only (ui/RequireAdmin). */
export default function GuardedListingPage() {
  return (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  );
}
