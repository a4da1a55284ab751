import '../i18n/messages';
import { AdminSection } from '../ui/AdminSection';

/** Admin sign-in (/admin/login). The form arrives with the identity service. */
export default function AdminLoginPage() {
  return <AdminSection section="login" />;
}
