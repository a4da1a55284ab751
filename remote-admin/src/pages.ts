/**
 * remote-admin's page manifest, exposed as './pages': every page this remote serves (all under
 * /admin: the host loads this remote nowhere else), with its path id (shared-contracts/routes/paths)
 * and layout. The host's route table takes it as it is, and so does this remote's standalone app
 * (standalone/routes.tsx). Every page but the sign-in is loaded through src/exposed: the page
 * behind the admin guard. Each loader names its chunk `page-<id>`: the build lists that chunk's
 * files in pages.json.
 */
import type { RemotePage } from 'shared-contracts/remotes/contracts';

export const pages: readonly RemotePage[] = [
  { id: 'adminLogin', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminLogin" */ './login/AdminLoginPage') },
  { id: 'adminDashboard', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminDashboard" */ './exposed/DashboardPage') },
  { id: 'adminListing', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminListing" */ './exposed/ListingPage') },
  { id: 'adminOrders', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminOrders" */ './exposed/OrdersPage') },
  { id: 'adminUsers', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminUsers" */ './exposed/UsersPage') },
  { id: 'adminSettings', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminSettings" */ './exposed/SettingsPage') },
  { id: 'adminDiscounts', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminDiscounts" */ './exposed/DiscountsPage') },
  { id: 'adminReports', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminReports" */ './exposed/ReportsPage') },
  { id: 'adminReturns', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminReturns" */ './exposed/ReturnsPage') },
  { id: 'adminReviews', layout: 'admin', load: () => import(/* webpackChunkName: "page-adminReviews" */ './exposed/ReviewsPage') },
];
