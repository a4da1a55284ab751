import { PATHS } from 'shared-contracts/routes/paths';
import { pagesProblems, REMOTE_NAMES } from 'shared-contracts/remotes/contracts';
import { remotePages, routeTable } from './route-table';

/** Spec §2, verbatim: every route and its layout, and the pages added since. */
const SPEC_ROUTES: Record<string, 'user' | 'admin' | 'default'> = {
  '/about-us': 'user',
  '/accounts': 'user',
  '/cart': 'user',
  '/contact-us': 'user',
  '/homepage': 'user',
  '/': 'user',
  '/payment': 'user',
  // issue 35c: a payment link staff sent
  '/pay/:id': 'user',
  '/private-policy': 'user',
  '/refund-policy': 'user',
  '/sample': 'user',
  '/shipping-policy': 'user',
  '/shop': 'user',
  '/shop/:slug': 'user',
  '/terms-of-service': 'user',
  '/admin/login': 'admin',
  '/admin/dashboard': 'admin',
  '/admin/dashboard/listing': 'admin',
  '/admin/dashboard/orders': 'admin',
  '/admin/dashboard/users': 'admin',
  // added after the spec: the shop's settings (issue 23)
  '/admin/dashboard/settings': 'admin',
  // added after the spec: discount codes (issue 15 item 3)
  '/admin/dashboard/discounts': 'admin',
  // added after the spec: the GST reports (issue 33 item 4)
  '/admin/dashboard/reports': 'admin',
  // added after the spec: returns and exchanges (issue 33 item 2)
  '/admin/dashboard/returns': 'admin',
  '/admin/dashboard/reviews': 'admin',
  '/___login': 'default',
  // added after the spec: the development mailbox beside /___login (issue 14 item 4)
  '/___mail': 'default',
  // issue 38: My orders and signing in keep the shop's header (cart, search, menu); spec §2 gives them no layout
  '/accounts/orders': 'user',
  '/admin': 'default',
  '/delete-user': 'default',
  '/login': 'user',
  // added after the spec: the page of the identity e-mails' links (issue 22 part 4)
  '/auth/action': 'default',
  // added after the spec: the order confirmation page (issue 14 item 2)
  '/accounts/orders/:id/confirmation': 'user',
  // added after the spec: a back-in-stock alert's confirmation and the wishlist (issue 36 items 2 and 4)
  '/stock-alerts/confirm': 'user',
  '/accounts/wishlist': 'user',
};

// The route table the host puts together at run time from its own pages and the remotes' page
// manifests (host/src/routes/table.ts), made here from the real manifests (remote-<x>/src/pages.ts).
describe('the route table', () => {
  it('holds exactly the routes of spec §2 with their layouts', () => {
    expect(Object.fromEntries(routeTable.map((r) => [r.path, r.layout]))).toEqual(SPEC_ROUTES);
    expect(routeTable).toHaveLength(Object.keys(SPEC_ROUTES).length);
  });

  it('has unique ids', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
  });

  it('gives each area to its owner (DESIGN.md)', () => {
    const owner = (path: string) => routeTable.find((r) => r.path === path)?.page.owner;
    expect(['/', '/homepage', '/shop', '/shop/:slug'].map(owner)).toEqual(['shop', 'shop', 'shop', 'shop']);
    expect(['/cart', '/payment', '/accounts/orders', '/accounts/orders/:id/confirmation'].map(owner)).toEqual(['checkout', 'checkout', 'checkout', 'checkout']);
    const adminRoutes = routeTable.filter((r) => r.path.startsWith('/admin/'));
    expect(adminRoutes.every((r) => r.page.owner === 'admin')).toBe(true);
    expect(owner('/admin')).toBe('host');
    expect(routeTable.filter((r) => r.page.owner === 'admin').every((r) => r.path.startsWith('/admin'))).toBe(true);
  });

  it("takes each remote's page manifest as the contracts allow it", () => {
    for (const name of REMOTE_NAMES) expect(pagesProblems(name, remotePages[name])).toEqual([]);
    console.log(`route table: ${routeTable.length} routes, ${routeTable.filter((r) => r.page.owner !== 'host').length} from the remotes' page manifests`);
  });

  it('serves the customer pages on the server, and places the add-to-cart on the product page', () => {
    expect(routeTable.filter((r) => r.server).map((r) => r.path).sort()).toEqual(
      ['/', '/homepage', '/shop', '/shop/:slug', '/about-us', '/contact-us', '/private-policy', '/refund-policy', '/shipping-policy', '/terms-of-service'].sort(),
    );
    expect(routeTable.filter((r) => r.fragments).map((r) => [r.path, r.fragments])).toEqual([['/shop/:slug', [{ remote: 'checkout', module: './AddToCart' }]]]);
  });

  it('takes every path from PATHS, and gives every page of PATHS a route', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(Object.values(PATHS).sort());
  });
});
