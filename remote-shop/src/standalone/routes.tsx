import './standalone.messages';
import { Navigate, type RouteObject } from 'shared-contracts/ui/router';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { manifestRoutes, StandaloneLayout, type StandaloneLink } from 'shared-contracts/ui/StandaloneLayout';
import { pages } from '../pages';

const links: StandaloneLink[] = [
  { to: PATHS.home, label: 'standalone.home' },
  { to: PATHS.shop, label: 'standalone.shop' },
  { to: productPath('hand-beaten-brass-diyas-set-of-4'), label: 'standalone.product' },
];

/** The standalone dev page's routes: every page of the page manifest (the host's route table takes
 *  the same), in every locale. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout ns="shop" links={links} />,
    children: [
      ...manifestRoutes(pages),
      { path: '*', element: <Navigate replace to={PATHS.home} /> },
    ],
  },
];
