import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import AdminLoginPage from '../pages/AdminLoginPage';
import DashboardPage from '../exposed/DashboardPage';
import ListingPage from '../exposed/ListingPage';
import OrdersPage from '../exposed/OrdersPage';
import UsersPage from '../exposed/UsersPage';
import { StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';

/** remote-admin's pages at the paths the host's route table gives them. */
const pages: { path: string; element: ReactElement }[] = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/admin/dashboard', element: <DashboardPage /> },
  { path: '/admin/dashboard/listing', element: <ListingPage /> },
  { path: '/admin/dashboard/orders', element: <OrdersPage /> },
  { path: '/admin/dashboard/users', element: <UsersPage /> },
];

/** Labelled with each page's own title. */
const links: StandaloneLink[] = [
  { to: '/admin/login', label: 'login.title' },
  { to: '/admin/dashboard', label: 'dashboard.title' },
  { to: '/admin/dashboard/listing', label: 'listing.title' },
  { to: '/admin/dashboard/orders', label: 'orders.title' },
  { to: '/admin/dashboard/users', label: 'users.title' },
];

/** The standalone dev page's routes: every page in every locale (English unprefixed, /es, /fr). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="admin" links={links} />,
    children: [
      ...pages.flatMap((page) => LOCALES.map((locale) => ({ ...page, path: localizePath(page.path, locale) }))),
      { path: '*', element: <Navigate replace to="/admin/dashboard" /> },
    ],
  },
];
