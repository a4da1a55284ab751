import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'shared-contracts/ui/router';
import { isChunkLoadError, reloadOnce } from '../federation/reloadGuard';
import type { ErrorPageProps } from './ErrorPage';

// Most visits never show the error page, so its antd parts (Typography, Button) are not part of
// the first load: its chunk loads when an error or an unknown path needs it.
const LazyErrorPage = lazy(() => import('./ErrorPage').then(({ ErrorPage }) => ({ default: ErrorPage })));

function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

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
