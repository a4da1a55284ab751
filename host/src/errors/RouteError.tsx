import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadOnce } from '../federation/reloadGuard';
import { ErrorPage } from './ErrorPage';

/** Where the router sends an error thrown by any page (its render, its lazy chunk, its loader). */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} path={pathname} />;
  console.error('[shop] unhandled error', error);
  return <ErrorPage status={500} />;
}

export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
