import './routes.messages';
import '../login/AdminLoginPage.messages';
import '../dashboard/DashboardPage.messages';
import '../listing/ListingPage.messages';
import '../orders/OrdersPage.messages';
import '../users/UsersPage.messages';
import '../settings/SettingsPage.messages';
import '../discounts/DiscountsPage.messages';
import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import AdminLoginPage from '../login/AdminLoginPage';
import DashboardPage from '../exposed/DashboardPage';
import ListingPage from '../exposed/ListingPage';
import OrdersPage from '../exposed/OrdersPage';
import UsersPage from '../exposed/UsersPage';
import SettingsPage from '../exposed/SettingsPage';
import DiscountsPage from '../exposed/DiscountsPage';
import { StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';

/** remote-admin's pages at the paths the host's route table gives them, each with its title's key. */
const pages: { path: string; element: ReactElement; label: string }[] = [
  { path: PATHS.adminLogin, element: <AdminLoginPage />, label: 'login.title' },
  { path: PATHS.adminDashboard, element: <DashboardPage />, label: 'dashboard.title' },
  { path: PATHS.adminListing, element: <ListingPage />, label: 'listing.title' },
  { path: PATHS.adminOrders, element: <OrdersPage />, label: 'orders.title' },
  { path: PATHS.adminUsers, element: <UsersPage />, label: 'users.title' },
  { path: PATHS.adminSettings, element: <SettingsPage />, label: 'settings.title' },
  { path: PATHS.adminDiscounts, element: <DiscountsPage />, label: 'discounts.title' },
];

/** Labelled with each page's own title (the pages' texts are registered above, before any page loads). */
const links: StandaloneLink[] = pages.map(({ path, label }) => ({ to: path, label }));

/** The standalone dev page's routes: every page in every locale (English unprefixed, /es, /fr). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="admin" links={links} />,
    children: [
      ...pages.flatMap(({ path, element }) => LOCALES.map((locale) => ({ path: localizePath(path, locale), element }))),
      { path: '*', element: <Navigate replace to={PATHS.adminDashboard} /> },
    ],
  },
];
