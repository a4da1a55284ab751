import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App, type AppProps } from './App';
import { prepareMoneyFormat } from 'shared-contracts/domain/money';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import { i18n } from 'shared-contracts/platform/i18n';
import { apiDataFromPage } from 'shared-contracts/ui/useApiQuery';
import { pageErrorFromPage } from './errors/RouteError';
import { handleUnhandled } from './errors/unhandled';
import { decideLocale } from './locale/decideLocale';
import { preloadRemoteModules } from './federation/RemoteArea';
import { routeFor, routeModules } from './federation/routeModules';
import { preloadHostPage } from './routes/router';
import { loadRemotePages, pagesFromPage } from './routes/remotePages';
import { assembleRouteTable, type RouteEntry } from './routes/table';
import { loadRegistry, registryFromPage } from './federation/registry';
import { previewing } from './federation/preview';
import { measureVisit } from './vitals/start';

const container = document.getElementById('root')!;

const options: RootOptions = {
  // A page that throws `pageNotFound()` (an unknown product, say) is shown the spec's error page by
  // the host's boundary: that is the design, not a fault, so React does not report it. Every other
  // error a boundary catches is still reported.
  onCaughtError: (error, info) => {
    if (pageErrorStatus(error) === undefined) console.error(error, info.componentStack);
  },
  // An error outside every boundary (the providers, a layout): React drops the whole tree, so the
  // error page is drawn without it (unhandled.ts).
  onUncaughtError: (error) => void handleUnhandled(error, 'render', undefined, { appGone: true }),
};

/**
 * The first render and the hydration are transitions: React then works in slices of a few
 * milliseconds and lets the browser paint and answer input in between, instead of holding a phone's
 * main thread for the whole page at once (the blocking time Lighthouse measures). Nothing waits on
 * them: a transition that suspends shows its Suspense fallbacks like any first render.
 */
function render(routeTable: readonly RouteEntry[]) {
  const root = createRoot(container, options);
  startTransition(() => root.render(<App routeTable={routeTable} />));
}

/**
 * The server rendered this page (server/render.tsx): its first render here must draw exactly what
 * the server drew. So it waits for the route's modules (a remote's, already loading since the page
 * started, earlyStart.ts; or the host's own page chunk) and takes the API answers and the page
 * error the page carries; then
 * React adopts the server's markup instead of drawing it again. A module that can't be loaded
 * would make the first render differ: the page is then rendered afresh, as without the server.
 */
async function hydrate(routeTable: readonly RouteEntry[]) {
  const { pathname } = window.location;
  // The server's language for this path, set before the first render rather than by the locale
  // guard in the middle of it (the providers above the guard would otherwise start in English).
  const { locale } = decideLocale({ pathname, cookie: undefined, browserLanguages: [] });
  const [, loaded, hostPage] = await Promise.all([
    // In a task of its own while the modules load: see prepareMoneyFormat.
    new Promise<void>((resolve) =>
      setTimeout(() => {
        prepareMoneyFormat(locale);
        resolve();
      }),
    ),
    preloadRemoteModules(routeModules(routeTable, pathname)),
    preloadHostPage(routeFor(routeTable, pathname)).then(
      () => true,
      () => false,
    ),
  ]);
  if (!loaded || !hostPage) {
    render(routeTable);
    return;
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  const props: AppProps = { routeTable, apiData: { entries: apiDataFromPage() }, pageError: pageErrorFromPage() };
  startTransition(() => {
    hydrateRoot(container, <App {...props} />, options);
  });
}

/** The banner of a preview browser, its code loaded only there. */
function previewBanner() {
  if (previewing()) void import('./federation/previewBanner').then(({ showPreviewBanner }) => showPreviewBanner());
}

// A preview browser (federation/preview.ts) may run another build of a remote than the one the
// server rendered with: it gets the client-rendered page, and the banner that says so.
// The route table: the host's pages and the remotes' (routes/remotePages.ts), carried by the page.
const carried = registryFromPage() && pagesFromPage();
if (carried && container.firstElementChild && !previewing()) {
  void hydrate(assembleRouteTable(carried));
} else if (carried) {
  // The layout is drawn at once when the page carried the registry and the pages; otherwise after
  // fetching them.
  render(assembleRouteTable(carried));
} else {
  (registryFromPage() ? Promise.resolve(registryFromPage()) : loadRegistry())
    .catch((error: unknown) => {
      // Without the registry every remote area shows its fallback; the host's own pages still work.
      console.warn('[shop] remotes registry unavailable', error);
      return undefined;
    })
    .then(loadRemotePages)
    .then((pages) => {
      render(assembleRouteTable(pages));
      previewBanner();
    });
}
previewBanner();

// Real-user speed (vitals/start.ts): a sampled visit measures the page it landed on, its code loaded
// once the main thread is idle; nothing of it may cost the page.
void measureVisit(window.location.pathname).catch(() => undefined);
