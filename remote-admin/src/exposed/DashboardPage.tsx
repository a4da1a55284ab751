import { adminOnly } from '../ui/RequireAdmin';

/** The dashboard page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminDashboard', () => import('../dashboard/DashboardPage'));
