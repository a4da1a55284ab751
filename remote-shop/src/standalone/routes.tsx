import './standalone.messages';
import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import HomePage from '../home/HomePage';
import ProductPage from '../product/ProductPage';
import ShopPage from '../shop/ShopPage';
import { StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';

/** remote-shop's pages at the paths the host's route table gives them. */
const pages: { path: string; element: ReactElement }[] = [
  { path: PATHS.home, element: <HomePage /> },
  { path: PATHS.homepage, element: <HomePage /> },
  { path: PATHS.shop, element: <ShopPage /> },
  { path: PATHS.product, element: <ProductPage /> },
];

const links: StandaloneLink[] = [
  { to: PATHS.home, label: 'standalone.home' },
  { to: PATHS.shop, label: 'standalone.shop' },
  { to: productPath('hand-beaten-brass-diyas-set-of-4'), label: 'standalone.product' },
];

/** The standalone dev page's routes: every page in every locale (English unprefixed, /es, /fr). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="shop" links={links} />,
    children: [
      ...pages.flatMap((page) => LOCALES.map((locale) => ({ ...page, path: localizePath(page.path, locale) }))),
      { path: '*', element: <Navigate replace to={PATHS.home} /> },
    ],
  },
];
