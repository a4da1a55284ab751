import './routes.messages';
import '../login/AdminLoginPage.messages';
import '../dashboard/DashboardPage.messages';
import '../listing/ListingPage.messages';
import '../orders/OrdersPage.messages';
import '../users/UsersPage.messages';
import '../settings/SettingsPage.messages';
import '../discounts/DiscountsPage.messages';
import '../reports/ReportsPage.messages';
import '../returns/ReturnsPage.messages';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { PATHS, type PageId } from 'shared-contracts/routes/paths';
import { manifestRoutes, StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';
import { pages } from '../pages';

/** Each page's title key (the pages' texts are registered above, before any page loads). */
const TITLES: Partial<Record<PageId, string>> = {
  adminLogin: 'login.title',
  adminDashboard: 'dashboard.title',
  adminListing: 'listing.title',
  adminOrders: 'orders.title',
  adminUsers: 'users.title',
  adminSettings: 'settings.title',
  adminDiscounts: 'discounts.title',
  adminReports: 'reports.title',
  adminReturns: 'returns.title',
  adminReviews: 'reviews.title',
};

/** A link to every page of the page manifest, labelled with its title. */
const links: StandaloneLink[] = pages.map(({ id }) => ({ to: PATHS[id], label: TITLES[id] ?? id }));

/** The standalone dev page's routes: every page of the page manifest (the host's route table takes
 *  the same), in every locale. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="admin" links={links} />,
    children: [
      ...manifestRoutes(pages),
      { path: '*', element: <Navigate replace to={PATHS.adminDashboard} /> },
    ],
  },
];
