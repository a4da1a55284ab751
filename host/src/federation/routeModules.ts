/**
 * Which remote modules a page path shows, from the one route table: the route's page (when a
 * remote owns it), the fragments its layout shows (the user layout's mini-cart) and the fragments
 * that page places (the product page's add-to-cart). The server (deploy/local/page.ts) writes
 * their manifests and preload hints into the page; the host starts loading them first thing.
 * routeModules.test.ts checks these lists against the layouts and pages that place the fragments.
 */
import { splitLocalePath } from 'shared-contracts/i18n/locales';
import { routeTable, type Layout, type RouteEntry } from '../routes/table';
import type { RouteModule } from './pageData';

/** The remote fragments each layout shows around every page (host/src/layouts). */
export const LAYOUT_FRAGMENTS: Record<Layout, RouteModule[]> = {
  user: [{ remote: 'checkout', module: './MiniCart' }],
  admin: [],
  default: [],
};

/** Remote fragments a remote's page places inside itself (RemoteFragment), by route id. */
export const PAGE_FRAGMENTS: Partial<Record<RouteEntry['id'], RouteModule[]>> = {
  product: [{ remote: 'checkout', module: './AddToCart' }],
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
export function routeFor(pathname: string): RouteEntry | undefined {
  const { path } = splitLocalePath(pathname);
  return routeTable.find((entry) => matches(entry.path, path));
}

/** The remote modules the page at `pathname` shows: page first, then its fragments. A path no route
 *  has shows the 404 page in the user layout. */
export function routeModules(pathname: string): RouteModule[] {
  const entry = routeFor(pathname);
  if (!entry) return LAYOUT_FRAGMENTS.user;
  const page: RouteModule[] = entry.page.owner === 'host' ? [] : [{ remote: entry.page.owner, module: entry.page.module }];
  return [...page, ...LAYOUT_FRAGMENTS[entry.layout], ...(PAGE_FRAGMENTS[entry.id] ?? [])];
}
