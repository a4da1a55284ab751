import './standalone.messages';
import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import MiniCart from '../cart/MiniCart';
import { pages } from '../pages';
import { FragmentsPage } from './FragmentsPage';
import { manifestRoutes, StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';

/** The standalone page showing the fragments (no such page in the shop). */
const FRAGMENTS_PATH = '/fragments';

/** Standalone only: a page showing the fragments, in every locale. */
const fragmentsPage: { path: string; element: ReactElement }[] = LOCALES.map((locale) => ({ path: localizePath(FRAGMENTS_PATH, locale), element: <FragmentsPage /> }));

const links: StandaloneLink[] = [
  { to: PATHS.cart, label: 'standalone.cart' },
  { to: PATHS.payment, label: 'standalone.payment' },
  { to: PATHS.orders, label: 'standalone.orders' },
  { to: FRAGMENTS_PATH, label: 'standalone.fragments' },
];

/** The standalone dev page's routes: every page of the page manifest (the host's route table takes
 *  the same), in every locale, and the fragments page. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="checkout" links={links} tools={<MiniCart />} />,
    children: [
      ...manifestRoutes(pages),
      ...fragmentsPage,
      { path: '*', element: <Navigate replace to={PATHS.cart} /> },
    ],
  },
];
