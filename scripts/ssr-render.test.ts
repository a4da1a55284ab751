/**
 * The host's server render (host/src/server/render.tsx) with the real pages: remote modules come
 * straight from the remotes' sources (as their server bundles would give them), the API is a
 * fake HTTP server with the catalogue's shapes that answers slowly and out of order, so renders
 * running at the same time interleave.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement, type ComponentType } from 'react';
import { formatMoney } from 'shared-contracts/domain/money';
import { configureRender, renderPage } from '../host/src/server/render';
import { remotePages } from './route-table';

const pages = remotePages;

const category = { id: '11111111-1111-4111-8111-111111111111', slug: 'lamps', name: 'Lamps', description: '', parentId: null, position: 1 };
const product = (n: number) => ({
  id: `22222222-2222-4222-8222-22222222222${n}`,
  slug: `brass-diya-${n}`,
  title: `Brass diya ${n}`,
  description: 'Hand-cast brass.\n\nMade in Jaipur.',
  categoryId: category.id,
  price: 129_900 + n,
  mrp: null,
  gstRate: 12,
  hsn: '7419',
  images: [{ url: `/images/diya-${n}.svg`, alt: `Diya ${n}` }],
  stockLevel: 'in_stock',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const products = [1, 2, 3].map(product);

/** Languages the API was asked in, per path. */
const asked: { path: string; language: string | undefined }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    asked.push({ path: url.pathname, language: request.headers['accept-language'] });
    const answer = (status: number, body: unknown) => {
      // Out of order: later requests may answer first.
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)), Math.random() * 30);
    };
    const slug = /^\/api\/catalogue\/products\/([^/]+)$/.exec(url.pathname)?.[1];
    if (url.pathname === '/api/catalogue/categories') return answer(200, { items: [category] });
    const [min, max] = [Number(url.searchParams.get('minPrice') ?? 0), Number(url.searchParams.get('maxPrice') ?? Infinity)];
    if (url.pathname === '/api/catalogue/products' && min > max) {
      return answer(400, { error: { code: 'validation_failed', message: 'Invalid query.', fields: { maxPrice: ['Value must be greater than or equal to 900.'] }, requestId: 'test' } });
    }
    if (url.pathname === '/api/catalogue/products') return answer(200, { items: products, total: products.length, page: 1, pageSize: 24 });
    const found = products.find((item) => item.slug === slug);
    if (found) return answer(200, { product: found, category });
    return answer(404, { error: { code: 'not_found', message: 'No such product.', requestId: 'test' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own props; the areas pass them through
  const modules: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
    'shop/./pages#home': () => import('../remote-shop/src/home/HomePage'),
    'shop/./pages#shop': () => import('../remote-shop/src/shop/ShopPage'),
    'shop/./pages#product': () => import('../remote-shop/src/product/ProductPage'),
    'checkout/./MiniCart': () => import('../remote-checkout/src/cart/MiniCart'),
    'checkout/./AddToCart': () => import('../remote-checkout/src/cart/AddToCart'),
    // the page remote-checkout adds in the test below (its manifest's entry only)
    'checkout/./pages#cart': async () => ({ default: () => createElement('h1', null, 'My returns') }),
  };
  configureRender({
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    // The render's 3 s cap on an API call guards production pages; it is not what these tests check,
    // and on a loaded machine twelve renders at once can wait longer for this stub (a fresh run failed
    // on it with TimeoutError at load 19): the cap here is jest's own.
    apiTimeoutMs: 60_000,
    loadModules: async (wanted) =>
      new Map(
        await Promise.all(
          wanted.map(async ({ remote, module, page }) => {
            const key = `${remote}/${module}${page === undefined ? '' : `#${page}`}`;
            return [key, (await modules[key]!()).default] as const;
          }),
        ),
      ),
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The API answers the page carries, by query key. */
function carried(head: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="shop-api-data">(.*?)<\/script>/s.exec(head)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describe('renderPage', () => {
  it('renders a product page in Spanish with its data, and carries that data for the browser', async () => {
    const page = await renderPage({ url: '/es/shop/brass-diya-2', pages });
    expect(page.status).toBe(200);
    expect(page.root).toContain('Brass diya 2');
    expect(page.root).toContain(formatMoney(129_902, 'es'));
    expect(page.root).toContain('Añadir al carrito'); // the checkout remote's fragment, rendered inside the page
    expect(page.root).toContain('Saltar al contenido'); // the user layout, in Spanish
    expect(page.root).not.toContain('aria-busy="true"'); // no area left loading
    expect(page.root).toMatch(/^<div class="layout layout--user"/); // what React hoists goes to the head
    // (React puts the styles of one precedence in one element: the shop's, and the add-to-cart's.)
    expect(page.head).toMatch(/<style data-precedence="default" data-href="[^"]*\bshop-pages\b[^"]*">/);
    expect(page.head).toMatch(/<style[^>]*data-token-hash="shop"[^>]*>[^<]*--ant-color-primary:#5b7f1f/); // the theme's CSS variables, before any script
    expect(page.root + page.head).not.toMatch(/<script(?! type="application\/(?:ld\+)?json")/); // nothing to run: the CSP allows no inline script (JSON and JSON-LD are data)
    const answers = carried(page.head);
    expect(answers['GET /catalogue/products/:slug {"params":{"slug":"brass-diya-2"}}']).toEqual({ data: { product: products[1], category } });
    // the related products, a query that waits for the product's own
    expect(Object.keys(answers).some((key) => key.startsWith('GET /catalogue/products {"query":{"category":"lamps"'))).toBe(true);
  });

  it('answers 404 with the error page for an unknown product and for an unknown path', async () => {
    const product = await renderPage({ url: '/fr/shop/no-such-thing', pages });
    expect(product.status).toBe(404);
    expect(product.root).toContain('data-status="404"');
    expect(product.head).toContain('"status":404');
    const path = await renderPage({ url: '/no/such/page', pages });
    expect(path.status).toBe(404);
    expect(path.root).toContain('data-status="404"');
  });

  it('explains a price range the page refuses on its field, in rupees, and still lists the products', async () => {
    const page = await renderPage({ url: '/shop?min=900&max=100', pages });
    expect(page.status).toBe(200);
    expect(page.root).toContain('Highest price in rupees: Must be at least the lowest price, ₹900.00.');
    expect(page.root).toContain('3 products');
    // The refused range stays out of the query the page was made with (and carries for the browser).
    const lists = Object.keys(carried(page.head)).filter((key) => key.startsWith('GET /catalogue/products {'));
    expect(lists).toHaveLength(1);
    expect(lists[0]).not.toMatch(/minPrice|maxPrice/);
  });

  it("draws a page remote-checkout adds to its manifest alone, server-rendered in every locale, with nothing of the host changed", async () => {
    // The release before: no such page in checkout's manifest, so its path is the 404 page.
    const before = { ...pages, checkout: pages.checkout.filter((page) => page.id !== 'cart') };
    expect((await renderPage({ url: '/cart', pages: before })).status).toBe(404);
    // The release after: one entry more in remote-checkout's src/pages.ts (its pages.json).
    const after = { ...before, checkout: [...before.checkout, { id: 'cart' as const, layout: 'user' as const, server: true as const }] };
    const drawn = await Promise.all(['/cart', '/es/cart', '/fr/cart'].map((url) => renderPage({ url, pages: after })));
    for (const page of drawn) {
      expect(page.status).toBe(200);
      expect(page.root).toContain('<h1>My returns</h1>');
      expect(page.root).toMatch(/^<div class="layout layout--user"/);
    }
    console.log(`page added to remote-checkout's manifest: 404 before, server-rendered in ${drawn.length} locales after`);
  });

  it('leaves personal pages and locale redirects to the browser', async () => {
    expect(await renderPage({ url: '/es/cart', pages })).toEqual({ status: 200, head: '', root: '' });
    expect(await renderPage({ url: '/en/shop', pages })).toEqual({ status: 200, head: '', root: '' });
  });

  it('keeps concurrent renders apart: each page in its own language, the same HTML for every visitor', async () => {
    const cases = [
      { url: '/', skip: 'Skip to content', locale: 'en' },
      { url: '/es/shop?category=lamps', skip: 'Saltar al contenido', locale: 'es' },
      { url: '/fr/shop/brass-diya-1', skip: 'Aller au contenu', locale: 'fr' },
      { url: '/es/shop/brass-diya-3', skip: 'Saltar al contenido', locale: 'es' },
      { url: '/fr', skip: 'Aller au contenu', locale: 'fr' },
      { url: '/shop/brass-diya-2', skip: 'Skip to content', locale: 'en' },
    ];
    asked.length = 0;
    // Two visitors per page, one signed in (its cookies) and one a guest, all at once.
    const rendered = await Promise.all(
      cases.flatMap(({ url }) => [renderPage({ url, pages }), renderPage({ url, pages, cookies: { locale: 'fr', 'shop:session': '1' } })]),
    );
    cases.forEach(({ skip, locale }, index) => {
      const [guest, signedIn] = [rendered[index * 2]!, rendered[index * 2 + 1]!];
      expect(guest.root).toContain(skip);
      for (const other of cases.filter((item) => item.locale !== locale)) expect(guest.root).not.toContain(other.skip);
      expect(signedIn).toEqual(guest);
      expect(guest.root).toContain('href="' + (locale === 'en' ? '' : `/${locale}`) + '/login"'); // the account link's guest form
    });
    expect(rendered[4]!.root).toContain(formatMoney(129_901, 'fr'));
    // every API call in its page's language
    expect(new Set(asked.map((call) => call.language))).toEqual(new Set(['en', 'es', 'fr']));
  });
});
