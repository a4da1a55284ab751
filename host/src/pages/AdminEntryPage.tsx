import { Navigate } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * The bare /admin entry: sends the visitor on to the admin sign-in, in their language. Once roles
 * exist, a signed-in admin goes to the dashboard instead.
 */
export default function AdminEntryPage() {
  const { to } = useLocale();
  return <Navigate replace to={to('/admin/login')} />;
}
