import '../i18n/messages';
import { AdminSection } from '../ui/AdminSection';

/** The product table (/admin/dashboard/listing), once the shop API is connected. */
export default function ListingPage() {
  return <AdminSection section="listing" />;
}
