import { lazy, type ComponentType } from 'react';
import { Outlet, useLocation, type RouteObject } from 'shared-contracts/ui/router';
import { PATHS } from 'shared-contracts/routes/paths';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { NotFound, RouteErrorBoundary } from '../errors/RouteError';
import { RemoteArea } from '../federation/RemoteArea';
import { LocaleGuard } from '../locale/LocaleGuard';
import { AdminLayout } from '../layouts/AdminLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { UserLayout } from '../layouts/UserLayout';
import { PAGES_MODULE, REMOTE_NAMES, type RemoteName } from 'shared-contracts/remotes/contracts';
import { pageIdOf } from '../federation/routeModules';
import type { Layout, RouteEntry } from './table';

const layouts: Record<Layout, ComponentType> = { user: UserLayout, admin: AdminLayout, default: DefaultLayout };

const lazyPages = new Map<RouteEntry['id'], ComponentType>();

/** Host page modules loaded before the first render (bootstrap.tsx, hydrating a server-rendered
 *  page), by route id. */
const loadedPages = new Map<RouteEntry['id'], ComponentType>();

/**
 * Loads the host page a route shows (nothing for a remote's page), so that the first render draws
 * it at once. Hydration needs that: a page still loading leaves the server's markup dehydrated, and
 * an update reaching it before it loads (the locale guard's, the header's just after hydration)
 * makes React drop that markup for the loading fallback: the page's content vanished for a moment.
 */
export async function preloadHostPage(entry: RouteEntry | undefined): Promise<void> {
  if (entry?.page.owner !== 'host') return;
  loadedPages.set(entry.id, (await entry.page.load()).default);
}

/** A host page: drawn at once when loaded ahead, else loaded on demand (React.lazy). */
function HostPage({ id, load }: { id: RouteEntry['id']; load: () => Promise<{ default: ComponentType }> }) {
  const Loaded = loadedPages.get(id);
  if (Loaded) return <Loaded />;
  let Page = lazyPages.get(id);
  if (!Page) {
    Page = lazy(load);
    lazyPages.set(id, Page);
  }
  return <Page />;
}

function pageElement(entry: RouteEntry) {
  const { page } = entry;
  if (page.owner === 'host') return <HostPage id={entry.id} load={page.load} />;
  return <RemoteArea key={entry.id} remote={page.owner} module={PAGES_MODULE} page={page.id} />;
}

/** A page's errors render the error page in the page's place, inside its layout. */
function PageErrors() {
  return (
    <RouteErrorBoundary page>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * A path no route has. While a remote's page manifest could not be had (the remote is down: it has
 * no route in the table), a page of PATHS may be that remote's: its area stands there, trying to
 * load it, then showing the remote's fallback with a retry, as a remote page that fails to load
 * does. Anything else is the 404 page. (The admin remote only for /admin paths, and only it.)
 */
function UnknownPath({ unavailable }: { unavailable: readonly RemoteName[] }) {
  const { pathname } = useLocation();
  const id = pageIdOf(pathname);
  const remote = id && unavailable.find((name) => (name === 'admin') === PATHS[id].startsWith('/admin'));
  if (!id || !remote) return <NotFound />;
  return <RemoteArea key={`${remote}:${id}`} remote={remote} module={PAGES_MODULE} page={id} />;
}

/**
 * The router's routes, made from the route table: under the locale guard, one branch per layout,
 * each route in every locale (English unprefixed, /es, /fr). A page's errors render the error page
 * inside its layout; any other path is the 404 page.
 */
export function buildRoutes(table: readonly RouteEntry[]): RouteObject[] {
  const unavailable = REMOTE_NAMES.filter((name) => !table.some((entry) => entry.page.owner === name));
  const byLayout = (Object.keys(layouts) as Layout[]).map((layout) => {
    const Layout = layouts[layout];
    return {
      element: <Layout />,
      children: [
        {
          element: <PageErrors />,
          children: table
            .filter((entry) => entry.layout === layout)
            .flatMap((entry) =>
              LOCALES.map((locale) => ({ id: `${entry.id}:${locale}`, path: localizePath(entry.path, locale), element: pageElement(entry) })),
            ),
        },
      ],
    } satisfies RouteObject;
  });
  return [
    {
      element: (
        <RouteErrorBoundary>
          <LocaleGuard />
        </RouteErrorBoundary>
      ),
      children: [...byLayout, { element: <UserLayout />, children: [{ path: '*', element: <UnknownPath unavailable={unavailable} /> }] }],
    },
  ];
}
