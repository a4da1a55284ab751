import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, MemoryRouter, useLocation, useNavigationType, useRoutes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { RemoteFragmentProvider, type FragmentSlotProps } from 'shared-contracts/ui/RemoteFragment';
import { ApiDataContext, type ApiDataSource } from 'shared-contracts/ui/useApiQuery';
import { StoreProvider } from './StoreProvider';
import { ServerPageError } from './errors/RouteError';
import { LoadedRemotesContext, RemoteArea } from './federation/RemoteArea';
import { addAppMessages, i18n } from 'shared-contracts/platform/i18n';
import { watchRemoteVersions } from './federation/versionWatch';
import { buildRoutes } from './routes/router';
import type { RouteEntry } from './routes/table';
import { messages } from './App.messages';

addAppMessages('host', messages);

/**
 * Spec §9: a new page starts at its top, reached in 300 ms (shared-contracts/ui/scroll, loaded only
 * then); back and forward keep the place the browser restores.
 */
function useScrollToTopOnPageChange() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') void import('shared-contracts/ui/scroll').then(({ scrollTo }) => scrollTo(window, 0));
  }, [pathname, navigation]);
}

function ShopRoutes({ table }: { table: readonly RouteEntry[] }) {
  useScrollToTopOnPageChange();
  const routes = useMemo(() => buildRoutes(table), [table]);
  return useRoutes(routes);
}

/** A new version of a remote is deployed: offer a reload (the toast code loads only now). */
async function offerReload() {
  const { notifyWithAction } = await import('shared-contracts/platform/toast');
  notifyWithAction('new-version', i18n.t('host:update.available'), i18n.t('host:update.reload'), () => window.location.reload());
}

/** Another remote's fragment inside a remote's page (the add-to-cart on the product page). */
function HostFragment({ remote, module, props }: FragmentSlotProps) {
  return <RemoteArea remote={remote} module={module} props={props} variant="fragment" />;
}

/** Spec §7: the payment provider's checkout script is loaded at start-up, once the page shows. */
function loadPaymentScript() {
  import('shared-contracts/platform/payments')
    .then(({ loadPaymentProvider }) => loadPaymentProvider())
    .catch((error: unknown) => console.warn('[shop] payment provider unavailable', error));
}

export interface AppProps {
  /** The route table: the host's pages and the remotes' page manifests (routes/table.ts). */
  routeTable: readonly RouteEntry[];
  /** Server only: the request's path and query (the browser's router reads the address bar). */
  url?: string;
  /** Server only: the request's own language instance (the browser has the page's one). */
  i18n?: I18n;
  /** The page's API answers: filled by the server's render, carried by the page to the browser. */
  apiData?: ApiDataSource | null;
  /** Server only: the remote modules loaded for this request. */
  loadedRemotes?: ReadonlyMap<string, ComponentType<Record<string, unknown>>> | null;
  /** The error the server's render found for the page (an unknown product's 404). */
  pageError?: { pathname: string; status: number } | null;
}

/** The whole shop. The server renders this same tree for a request (server/render.tsx), so the
 *  browser's first render, which hydrates it, matches it. */
export function App({ routeTable, url, i18n, apiData = null, loadedRemotes = null, pageError = null }: AppProps) {
  useEffect(() => watchRemoteVersions(() => void offerReload()), []);
  // The app has drawn the page, or taken over the server's (an effect runs once that is committed):
  // from here the page answers clicks itself. A server-rendered page shows before the app starts
  // (host/src/start), so tests and monitoring wait for this mark rather than for the load event.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(loadPaymentScript);
  }, []);
  const routes = <ShopRoutes table={routeTable} />;
  return (
    <ShopProviders i18n={i18n}>
      <ApiDataContext value={apiData}>
        <StoreProvider>
          <LoadedRemotesContext value={loadedRemotes}>
            <ServerPageError value={pageError}>
              <RemoteFragmentProvider value={HostFragment}>
                {url === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>}
              </RemoteFragmentProvider>
            </ServerPageError>
          </LoadedRemotesContext>
        </StoreProvider>
      </ApiDataContext>
    </ShopProviders>
  );
}
