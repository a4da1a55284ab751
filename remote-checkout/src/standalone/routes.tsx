import './standalone.messages';
import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import CartPage from '../cart/CartPage';
import MiniCart from '../cart/MiniCart';
import OrdersPage from '../orders/OrdersPage';
import PaymentPage from '../payment/PaymentPage';
import { FragmentsPage } from './FragmentsPage';
import { StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';

/** The standalone page showing the fragments (no such page in the shop). */
const FRAGMENTS_PATH = '/fragments';

/** remote-checkout's pages at the paths the host's route table gives them, plus a page showing
 *  its fragments (standalone only). */
const pages: { path: string; element: ReactElement }[] = [
  { path: PATHS.cart, element: <CartPage /> },
  { path: PATHS.payment, element: <PaymentPage /> },
  { path: PATHS.orders, element: <OrdersPage /> },
  { path: FRAGMENTS_PATH, element: <FragmentsPage /> },
];

const links: StandaloneLink[] = [
  { to: PATHS.cart, label: 'standalone.cart' },
  { to: PATHS.payment, label: 'standalone.payment' },
  { to: PATHS.orders, label: 'standalone.orders' },
  { to: FRAGMENTS_PATH, label: 'standalone.fragments' },
];

/** The standalone dev page's routes: every page in every locale (English unprefixed, /es, /fr). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="checkout" links={links} tools={<MiniCart />} />,
    children: [
      ...pages.flatMap((page) => LOCALES.map((locale) => ({ ...page, path: localizePath(page.path, locale) }))),
      { path: '*', element: <Navigate replace to={PATHS.cart} /> },
    ],
  },
];
