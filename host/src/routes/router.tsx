import { lazy, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'shared-contracts/ui/router';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { NotFound, RouteErrorBoundary } from '../errors/RouteError';
import { RemoteArea } from '../federation/RemoteArea';
import { LocaleGuard } from '../locale/LocaleGuard';
import { AdminLayout } from '../layouts/AdminLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { UserLayout } from '../layouts/UserLayout';
import { routeTable, type Layout, type RouteEntry } from './table';

const layouts: Record<Layout, ComponentType> = { user: UserLayout, admin: AdminLayout, default: DefaultLayout };

const lazyPages = new Map<RouteEntry['id'], ComponentType>();

function pageElement(entry: RouteEntry) {
  const { page } = entry;
  if (page.owner !== 'host') return <RemoteArea key={entry.id} remote={page.owner} module={page.module} />;
  let Page = lazyPages.get(entry.id);
  if (!Page) {
    Page = lazy(page.load);
    lazyPages.set(entry.id, Page);
  }
  return <Page />;
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
 * The router's routes, made from the route table: under the locale guard, one branch per layout,
 * each route in every locale (English unprefixed, /es, /fr). A page's errors render the error page
 * inside its layout; any other path is the 404 page.
 */
export function buildRoutes(table: RouteEntry[] = routeTable): RouteObject[] {
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
      children: [...byLayout, { element: <UserLayout />, children: [{ path: '*', element: <NotFound /> }] }],
    },
  ];
}
