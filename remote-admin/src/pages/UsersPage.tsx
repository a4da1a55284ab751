import '../i18n/messages';
import { AdminSection } from '../ui/AdminSection';

/** Customer and admin accounts (/admin/dashboard/users), once identity and the shop API are connected. */
export default function UsersPage() {
  return <AdminSection section="users" />;
}
