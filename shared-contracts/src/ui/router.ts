/**
 * Routing for every app: the parts of react-router the shop uses, from this one module. Apps import
 * them from here, never from react-router-dom (a unit test checks), because this module is a
 * federation singleton:
 * - the page has one router: a remote's <Link> and hooks work inside the host's router;
 * - react-router is bundled inside this module, tree-shaken to what is listed here. The shop uses
 *   react-router's declarative mode (BrowserRouter + useRoutes): ~16 KB gzip, where the data
 *   router (createBrowserRouter, loaders, actions) would be ~34 KB on every first visit. Errors
 *   thrown by pages are caught by the host's error boundary (host/src/errors), not by the router.
 * Need another part of react-router? Add it here, and mind its weight.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, RouteObject } from 'react-router-dom';
