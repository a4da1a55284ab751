import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import CartPage from '../pages/CartPage';
import OrdersPage from '../pages/OrdersPage';
import PaymentPage from '../pages/PaymentPage';
import MiniCart from '../fragments/MiniCart';
import { FragmentsPage } from './FragmentsPage';
import { StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';

/** remote-checkout's pages at the paths the host's route table gives them, plus a page showing
 *  its fragments (standalone only). */
const pages: { path: string; element: ReactElement }[] = [
  { path: '/cart', element: <CartPage /> },
  { path: '/payment', element: <PaymentPage /> },
  { path: '/accounts/orders', element: <OrdersPage /> },
  { path: '/fragments', element: <FragmentsPage /> },
];

const links: StandaloneLink[] = [
  { to: '/cart', label: 'standalone.cart' },
  { to: '/payment', label: 'standalone.payment' },
  { to: '/accounts/orders', label: 'standalone.orders' },
  { to: '/fragments', label: 'standalone.fragments' },
];

/** The standalone dev page's routes: every page in every locale (English unprefixed, /es, /fr). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="checkout" links={links} tools={<MiniCart />} />,
    children: [
      ...pages.flatMap((page) => LOCALES.map((locale) => ({ ...page, path: localizePath(page.path, locale) }))),
      { path: '*', element: <Navigate replace to="/cart" /> },
    ],
  },
];
