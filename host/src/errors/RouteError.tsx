import { Component, createContext, lazy, Suspense, useContext, useEffect, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'shared-contracts/ui/router';
import { PageError, pageErrorStatus } from 'shared-contracts/errors/page';
import { PAGE_ERROR_ELEMENT_ID } from '../federation/pageData';
import { isChunkLoadError, reloadOnce } from '../federation/reloadGuard';
import type { ErrorPageProps } from './ErrorPage';
import { catalogueKey, clearFatal, currentFatal, newErrorId, reportToApi, subscribeFatal, type FatalError } from './unhandled';

// Most visits never show the error page, so its antd parts (Typography, Button) are not part of
// the first load: its chunk loads when an error or an unknown path needs it.
const LazyErrorPage = lazy(() => import(/* webpackChunkName: "error-page" */ './ErrorPage').then(({ ErrorPage }) => ({ default: ErrorPage })));

function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

/** The error page for an error a page threw: its status (a PageError's, e.g. 404) or 500 with the error's id. */
export function RouteError({ error, errorId }: { error: unknown; errorId?: string }) {
  const { pathname } = useLocation();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  const status = pageErrorStatus(error);
  if (status !== undefined) return <ErrorPage status={status} path={pathname} />;
  return <ErrorPage status={500} errorId={errorId} messageKey={catalogueKey(error)} />;
}

/**
 * The error a server render found for a page (its status, e.g. 404 for an unknown product), and
 * its path. React's error boundaries do not run on the server: the server renders again with this,
 * so the page's boundary starts out showing the error page; the browser's hydrating render is given
 * the same (the page carries it), so both draw the error page without the page throwing first.
 */
export const ServerPageError = createContext<{ pathname: string; status: number } | null>(null);


/** The page error the server's render found, as the page carries it; null when none. */
export function pageErrorFromPage(): { pathname: string; status: number } | null {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(PAGE_ERROR_ELEMENT_ID)?.textContent;
  try {
    const value = JSON.parse(text ?? 'null') as { pathname?: unknown; status?: unknown } | null;
    return typeof value?.pathname === 'string' && typeof value.status === 'number' ? { pathname: value.pathname, status: value.status } : null;
  } catch {
    return null;
  }
}

interface BoundaryProps {
  children: ReactNode;
  /** An error thrown outside rendering (a click handler, a promise: unhandled.ts), shown here. */
  fatal?: FatalError | null;
  /** The page shown; a new one clears the error (the user navigated away from it). */
  resetKey: string;
  /** The error the server found for this page, if any (ServerPageError). */
  initialStatus?: number;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean; key: string; errorId?: string }> {
  override state = {
    error: (this.props.initialStatus === undefined ? undefined : new PageError(this.props.initialStatus)) as unknown,
    failed: this.props.initialStatus !== undefined,
    key: this.props.resetKey,
    errorId: undefined as string | undefined,
  };

  static getDerivedStateFromError(error: unknown) {
    // a fault (not a page's own 404) gets an id for the user to quote and the API's log
    const fault = pageErrorStatus(error) === undefined && !isChunkLoadError(error);
    return { error, failed: true, errorId: fault ? newErrorId() : undefined };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const { errorId } = this.state;
    if (errorId === undefined) return;
    console.error(`[shop] unhandled error ${errorId}`, error, info.componentStack);
    reportToApi({ id: errorId, kind: 'render', error });
  }

  override render() {
    const { fatal } = this.props;
    if (this.state.failed) return <RouteError error={this.state.error} errorId={this.state.errorId} />;
    if (fatal) return <RouteError error={fatal.error} errorId={fatal.id} />;
    return this.props.children;
  }
}

/**
 * Catches what a page throws (render, lazy chunk) and shows the error page in its place. The
 * `page` boundary (the one inside the layout) also starts from the error the server found.
 */
export function RouteErrorBoundary({ children, page = false }: { children: ReactNode; page?: boolean }) {
  const { pathname } = useLocation();
  const server = useContext(ServerPageError);
  const initialStatus = page && server?.pathname === pathname ? server.status : undefined;
  // the page's boundary also shows what failed outside rendering, while the user stays on that page
  const fatal = useSyncExternalStore(page ? subscribeFatal : subscribeNothing, page ? currentFatal : noFatal, noFatal);
  useEffect(() => {
    if (fatal && fatal.pathname !== pathname) clearFatal();
  }, [fatal, pathname]);
  return (
    <Boundary resetKey={pathname} initialStatus={initialStatus} fatal={fatal?.pathname === pathname ? fatal : null}>
      {children}
    </Boundary>
  );
}

const subscribeNothing = () => () => {};
const noFatal = () => null;

export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
}
