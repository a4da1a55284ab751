import { adminOnly } from '../ui/RequireAdmin';

/** The discount codes page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminDiscounts', () => import('../discounts/DiscountsPage'));
