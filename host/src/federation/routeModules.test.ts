import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PAGES_FIXTURE } from '../routes/remotePages.fixture';
import { assembleRouteTable } from '../routes/table';
import { LAYOUT_FRAGMENTS, routeModules as modulesOf } from './routeModules';

const table = assembleRouteTable(REMOTE_PAGES_FIXTURE);
const routeModules = (pathname: string) => modulesOf(table, pathname);

const root = path.resolve(__dirname, '../../..');

describe('the remote modules a page path shows', () => {
  it('home: the shop home page and the mini-cart', () => {
    expect(routeModules('/')).toEqual([
      { remote: 'shop', module: './pages', page: 'home' },
      { remote: 'checkout', module: './MiniCart' },
    ]);
  });

  it('a product page in Spanish: the product page, the mini-cart and the add-to-cart its manifest says it places', () => {
    expect(routeModules('/es/shop/hand-beaten-brass-diyas-set-of-4/')).toEqual([
      { remote: 'shop', module: './pages', page: 'product' },
      { remote: 'checkout', module: './MiniCart' },
      { remote: 'checkout', module: './AddToCart' },
    ]);
  });

  it("a host page in the user layout: only the layout's mini-cart", () => {
    expect(routeModules('/fr/about-us')).toEqual([{ remote: 'checkout', module: './MiniCart' }]);
  });

  it('an admin page: the admin page alone; a default-layout page: nothing', () => {
    expect(routeModules('/admin/dashboard/orders')).toEqual([{ remote: 'admin', module: './pages', page: 'adminOrders' }]);
    expect(routeModules('/delete-user')).toEqual([]);
    expect(routeModules('/login')).toEqual([{ remote: 'checkout', module: './MiniCart' }]);
  });

  it('a path no route has: the 404 page in the user layout, so the mini-cart', () => {
    expect(routeModules('/no-such-page')).toEqual([{ remote: 'checkout', module: './MiniCart' }]);
  });
});

/** `<Tag remote="x" module="./Y"` in a source file: the fragments it places. */
function placed(tag: string, source: string) {
  return [...source.matchAll(new RegExp(`<${tag}\\s+remote="(\\w+)"\\s+module="([^"]+)"`, 'g'))].map(([, remote, module]) => ({ remote, module }));
}

describe('the fragment lists agree with the code that places the fragments', () => {
  it.each([
    ['user', 'UserLayout.tsx'],
    ['admin', 'AdminLayout.tsx'],
    ['default', 'DefaultLayout.tsx'],
  ] as const)('the %s layout (%s)', (layout, file) => {
    const source = readFileSync(path.join(root, 'host/src/layouts', file), 'utf8');
    expect(placed('RemoteArea', source)).toEqual(LAYOUT_FRAGMENTS[layout]);
  });
});
