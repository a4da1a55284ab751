import { adminOnly } from '../ui/RequireAdmin';

/** The GST reports page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminReports', () => import('../reports/ReportsPage'));
