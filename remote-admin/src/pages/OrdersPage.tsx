import '../i18n/messages';
import { AdminSection } from '../ui/AdminSection';

/** All orders (/admin/dashboard/orders), once the shop API is connected. */
export default function OrdersPage() {
  return <AdminSection section="orders" />;
}
