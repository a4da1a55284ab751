import { adminOnly } from '../ui/RequireAdmin';

/** The reviews' moderation as the host loads it: for staff whose role moderates the catalogue (ui/RequireAdmin). */
export default adminOnly('adminReviews', () => import('../reviews/ReviewsPage'));
