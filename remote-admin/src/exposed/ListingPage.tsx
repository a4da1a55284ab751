import { adminOnly } from '../ui/RequireAdmin';

/** The listing page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminListing', () => import('../listing/ListingPage'));
