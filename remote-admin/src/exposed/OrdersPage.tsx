import { adminOnly } from '../ui/RequireAdmin';

/** The orders page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminOrders', () => import('../orders/OrdersPage'));
