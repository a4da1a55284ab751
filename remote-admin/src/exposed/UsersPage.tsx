import { adminOnly } from '../ui/RequireAdmin';

/** The users page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminUsers', () => import('../users/UsersPage'));
