import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import HomePage from '../pages/HomePage';
import ProductPage from '../pages/ProductPage';
import ShopPage from '../pages/ShopPage';
import { StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';

/** remote-shop's pages at the paths the host's route table gives them. */
const pages: { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/homepage', element: <HomePage /> },
  { path: '/shop', element: <ShopPage /> },
  { path: '/shop/:slug', element: <ProductPage /> },
];

const links: StandaloneLink[] = [
  { to: '/', label: 'standalone.home' },
  { to: '/shop', label: 'standalone.shop' },
  { to: '/shop/hand-beaten-brass-diyas-set-of-4', label: 'standalone.product' },
];

/** The standalone dev page's routes: every page in every locale (English unprefixed, /es, /fr). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="shop" links={links} />,
    children: [
      ...pages.flatMap((page) => LOCALES.map((locale) => ({ ...page, path: localizePath(page.path, locale) }))),
      { path: '*', element: <Navigate replace to="/" /> },
    ],
  },
];
