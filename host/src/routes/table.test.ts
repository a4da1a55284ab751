import { PATHS } from 'shared-contracts/routes/paths';
import { assembleRouteTable, hostPages } from './table';

// The whole table, from the real manifests, is proved against spec §2 in scripts/route-table.test.ts.
describe('the route table put together from the remotes’ page manifests', () => {
  it("is the host's pages, then each remote's with its layout, server rendering and fragments", () => {
    const table = assembleRouteTable({
      shop: [{ id: 'product', layout: 'user', server: true, fragments: [{ remote: 'checkout', module: './AddToCart' }] }],
      checkout: [{ id: 'orders', layout: 'default' }],
    });
    expect(table.slice(0, hostPages.length)).toEqual(hostPages);
    expect(table.slice(hostPages.length)).toEqual([
      { id: 'product', path: PATHS.product, layout: 'user', page: { owner: 'shop', id: 'product' }, server: true, fragments: [{ remote: 'checkout', module: './AddToCart' }] },
      { id: 'orders', path: PATHS.orders, layout: 'default', page: { owner: 'checkout', id: 'orders' } },
    ]);
  });

  it("keeps the host's paths and the first claim of a path; a remote without a manifest has no routes", () => {
    const table = assembleRouteTable({
      shop: [{ id: 'login', layout: 'user' }, { id: 'cart', layout: 'user' }],
      checkout: [{ id: 'cart', layout: 'default' }],
    });
    expect(table.filter((entry) => entry.path === PATHS.login).map((entry) => entry.page.owner)).toEqual(['host']);
    expect(table.filter((entry) => entry.path === PATHS.cart).map((entry) => [entry.page.owner, entry.layout])).toEqual([['shop', 'user']]);
    expect(assembleRouteTable({})).toEqual(hostPages);
  });

  it("has the host's own pages only where no remote serves: never a remote's area", () => {
    expect(hostPages.map((entry) => entry.path).filter((path) => path.startsWith('/admin/') || path.startsWith('/shop'))).toEqual([]);
  });
});
