import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'shared-contracts/ui/router';
import { pageErrorStatus } from 'shared-contracts/errors/page';
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

/** The error page for an error a page threw: its status (a PageError's, e.g. 404) or 500. */
export function RouteError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  const status = pageErrorStatus(error);
  if (status !== undefined) return <ErrorPage status={status} path={pathname} />;
  return <ErrorPage status={500} />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The page shown; a new one clears the error (the user navigated away from it). */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean; key: string }> {
  override state = { error: undefined as unknown, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (pageErrorStatus(error) === undefined && !isChunkLoadError(error)) console.error('[shop] unhandled error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches what a page throws (render, lazy chunk) and shows the error page in its place. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
