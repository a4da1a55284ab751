import '../i18n/messages';
import { AdminSection } from '../ui/AdminSection';

/** The admin dashboard (/admin/dashboard): the shop's figures, once the shop API is connected. */
export default function DashboardPage() {
  return <AdminSection section="dashboard" />;
}
