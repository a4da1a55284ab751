/**
 * Routing for every app: the parts of react-router the shop uses, from this one module. Apps import
 * them from here, never from react-router-dom (a unit test checks), because this module is a
 * federation singleton:
 * - the page has one router: a remote's <Link> and hooks work inside the host's router;
 * - react-router is bundled inside this module, tree-shaken to what is listed here (~33 KB gzip).
 *   Sharing react-router itself would put all of it (~61 KB gzip) on every page.
 * Need another part of react-router? Add it here.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from 'react-router-dom';
export type { NavigateFunction, RouteObject } from 'react-router-dom';
