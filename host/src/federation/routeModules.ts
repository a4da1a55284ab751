/**
 * Which remote modules a page path shows, from the route table: the route's page (when a remote
 * owns it: its page manifest's entry), the fragments its layout shows (the user layout's
 * mini-cart) and the fragments the page places (its manifest says: the product page's
 * add-to-cart). The server (page.ts) writes their manifests and preload hints into the page; the
 * host starts loading them first thing. routeModules.test.ts checks the layouts' lists against the
 * layouts that place them.
 */
import { splitLocalePath } from 'shared-contracts/i18n/locales';
import { PAGES_MODULE } from 'shared-contracts/remotes/contracts';
import { PATHS, type PageId } from 'shared-contracts/routes/paths';
import type { Layout, RouteEntry } from '../routes/table';
import type { RouteModule } from './pageData';

/** The remote fragments each layout shows around every page (host/src/layouts). */
export const LAYOUT_FRAGMENTS: Record<Layout, RouteModule[]> = {
  user: [{ remote: 'checkout', module: './MiniCart' }],
  admin: [],
  default: [],
};

/** Does `path` ('/shop/brass-diya') fit the route pattern ('/shop/:slug')? Trailing slashes aside,
 *  as the router matches. */
function matches(pattern: string, path: string): boolean {
  const segments = (value: string) => value.split('/').filter(Boolean);
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((segment, index) => segment.startsWith(':') || segment === got[index]);
}

/** The route table's entry for a page path (any locale); undefined for a path no route has (404). */
export function routeFor(table: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const { path } = splitLocalePath(pathname);
  return table.find((entry) => matches(entry.path, path));
}

/** The page of PATHS a path (any locale) is, whoever serves it; undefined for no page's path. */
export function pageIdOf(pathname: string): PageId | undefined {
  const { path } = splitLocalePath(pathname);
  return (Object.keys(PATHS) as PageId[]).find((id) => matches(PATHS[id], path));
}

/** The remote module of a route's page: its remote's page manifest, and which page of it. */
export const pageModule = (entry: RouteEntry): RouteModule | undefined =>
  entry.page.owner === 'host' ? undefined : { remote: entry.page.owner, module: PAGES_MODULE, page: entry.page.id };

/** The remote modules the page at `pathname` shows: page first, then its fragments. A path no route
 *  has shows the 404 page in the user layout. */
export function routeModules(table: readonly RouteEntry[], pathname: string): RouteModule[] {
  const entry = routeFor(table, pathname);
  if (!entry) return LAYOUT_FRAGMENTS.user;
  const page = pageModule(entry);
  return [...(page ? [page] : []), ...LAYOUT_FRAGMENTS[entry.layout], ...(entry.fragments ?? [])];
}
