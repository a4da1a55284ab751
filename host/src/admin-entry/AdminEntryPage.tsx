import { isStaffRole } from 'shared-contracts/domain/staff';
import Skeleton from 'antd/es/skeleton';
import { Navigate } from 'shared-contracts/ui/router';
import { PATHS } from 'shared-contracts/routes/paths';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * The bare /admin entry, in the visitor's language: a signed-in admin goes on to the dashboard,
 * anyone else to the admin sign-in.
 */
export default function AdminEntryPage() {
  const { to } = useLocale();
  const user = useRequireIdentity();
  if (user === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton active />
      </div>
    );
  }
  return <Navigate replace to={to(isStaffRole(user?.role) ? PATHS.adminDashboard : PATHS.adminLogin)} />;
}
