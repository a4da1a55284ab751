import { adminOnly } from '../ui/RequireAdmin';

/** The settings page as the host loads it: for admins only (ui/RequireAdmin). */
export default adminOnly('adminSettings', () => import('../settings/SettingsPage'));
