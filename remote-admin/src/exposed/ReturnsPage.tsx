import { adminOnly } from '../ui/RequireAdmin';

/** The returns page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminReturns', () => import('../returns/ReturnsPage'));
