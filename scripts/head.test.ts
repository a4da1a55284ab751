/**
 * What a page's document says to search engines and link previews (issue 31 item 2).
 *
 * A server-rendered page gives its own head (shared-contracts/ui/PageHead): rendered here by the
 * host's server render (host/src/server/render.tsx) with the real pages, against a fake API with
 * the catalogue's shapes, as the page server renders them. A page the server does not render gets
 * host/server/head.ts's: its title (a remote's from its page manifest), noindex when not for search.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { snippet } from 'shared-contracts/ui/PageHead';
import { messages as cartMessages } from '../remote-checkout/src/cart/CartPage.messages';
import { documentHead } from '../host/server/head';
import { SEARCH_PAGES } from '../host/server/seo';
import { configureRender, renderPage } from '../host/src/server/render';
import { routeFor } from '../host/src/federation/routeModules';
import { assembleRouteTable } from '../host/src/routes/table';
import { remotePages as pages, routeTable } from './route-table';

const ORIGIN = 'https://haat.example';

const category = { id: '7f0c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f', slug: 'metal-craft', name: 'Metal craft', description: '', parentId: null, position: 1 };
const DIYA = {
  id: '0b6f7f5e-3c1a-4e43-9d55-6a1d1b2c3d4e',
  slug: 'brass-diya',
  title: 'Brass diya "Deepa" & stand',
  description: 'A hand-cast brass oil lamp from Moradabad.\n\nPolish it with tamarind.',
  categoryId: category.id,
  price: 149900,
  mrp: null,
  gstRate: 12,
  hsn: '7419',
  weightGrams: 400,
  images: [
    {
      url: '/media/products/diya.jpg',
      alt: 'A brass lamp',
      variants: [
        { width: 320, url: '/media/products/diya-320.webp' },
        { width: 1280, url: '/media/products/diya-1280.webp' },
        { width: 640, url: '/media/products/diya-640.webp' },
      ],
    },
  ],
  stockLevel: 'few_left',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const HOSTILE = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
const SOLD = { ...DIYA, id: '0b6f7f5e-3c1a-4e43-9d55-6a1d1b2c3d4f', slug: 'sold-diya', title: HOSTILE, stockLevel: 'sold_out', images: [] };
const WEAVERS = {
  legalName: 'Haat Weavers Private Limited',
  tradingName: 'Haat Weavers',
  gstin: '27ABCDE1234F1Z5',
  email: 'hello@weavers.example',
  phone: '+912240001234',
  address: '4 Loom Street\nMumbai 400001',
};

/** The store details the fake API answers (Settings > Store details); none: the demo shop's. */
let store: typeof WEAVERS | undefined;
/** The product lookups the API was asked for, by slug. */
const lookups: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const notFound = () => answer(404, { error: { code: 'not_found', message: 'Not found.', requestId: 'test' } });
    if (url.pathname === '/api/store') return store ? answer(200, store) : notFound();
    if (url.pathname === '/api/catalogue/categories') return answer(200, { items: [category] });
    if (url.pathname === '/api/catalogue/products') return answer(200, { items: [], total: 0, page: 1, pageSize: 24 });
    const slug = /^\/api\/catalogue\/products\/([^/]+)$/.exec(url.pathname)?.[1];
    if (slug === undefined) return notFound();
    lookups.push(decodeURIComponent(slug));
    const found = [DIYA, SOLD].find((item) => item.slug === decodeURIComponent(slug));
    return found ? answer(200, { product: found, category }) : notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The remotes' modules straight from their sources (as their server builds would give them).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own props; the areas pass them through
  const modules: Record<string, () => Promise<{ default: any }>> = {
    'shop/./pages#home': () => import('../remote-shop/src/home/HomePage'),
    'shop/./pages#homepage': () => import('../remote-shop/src/home/HomePage'),
    'shop/./pages#shop': () => import('../remote-shop/src/shop/ShopPage'),
    'shop/./pages#product': () => import('../remote-shop/src/product/ProductPage'),
    'checkout/./MiniCart': () => import('../remote-checkout/src/cart/MiniCart'),
    'checkout/./AddToCart': () => import('../remote-checkout/src/cart/AddToCart'),
  };
  configureRender({
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    publicUrl: ORIGIN,
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
beforeEach(() => {
  store = undefined;
});

/** The attribute values of the head's `<tag>`s that match (`property="og:image"`). */
function attribute(head: string, tag: string, match: string, name: string): string[] {
  const tags = [...head.matchAll(new RegExp(`<${tag} [^>]*${match}[^>]*>`, 'g'))].map((found) => found[0]);
  return tags.map((found) => new RegExp(`${name}="([^"]*)"`).exec(found)![1]!);
}
const meta = (head: string, key: string) => attribute(head, 'meta', `(?:name|property)="${key}"`, 'content');
const canonical = (head: string) => attribute(head, 'link', 'rel="canonical"', 'href');
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((found) => JSON.parse(found[1]!) as Record<string, unknown>);
const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const title = (head: string) => decode(/<title>(.*?)<\/title>/.exec(head)?.[1] ?? '');

describe('a product page gives its own head', () => {
  it('describes the product in the path’s language: title, canonical, alternates, preview and price', async () => {
    const { status, head, root } = await renderPage({ url: '/es/shop/brass-diya', pages });
    expect(status).toBe(200);
    expect(title(head)).toBe('Brass diya "Deepa" & stand · Haat');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(meta(head, 'description')).toEqual(['A hand-cast brass oil lamp from Moradabad.']);
    expect(canonical(head)).toEqual([`${ORIGIN}/es/shop/brass-diya`]);
    const alternates = Object.fromEntries([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((found) => [found[1], found[2]]));
    expect(alternates).toEqual({
      en: `${ORIGIN}/shop/brass-diya`,
      es: `${ORIGIN}/es/shop/brass-diya`,
      fr: `${ORIGIN}/fr/shop/brass-diya`,
      'x-default': `${ORIGIN}/shop/brass-diya`,
    });
    expect(meta(head, 'og:type')).toEqual(['product']);
    expect(meta(head, 'og:locale')).toEqual(['es_ES']);
    expect(meta(head, 'og:title').map(decode)).toEqual(['Brass diya "Deepa" & stand · Haat']);
    // The largest copy of the first photo, absolute.
    expect(meta(head, 'og:image')).toEqual([`${ORIGIN}/media/products/diya-1280.webp`]);
    expect(meta(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(head, 'product:price:amount')).toEqual(['1499.00']);
    expect(meta(head, 'product:price:currency')).toEqual(['INR']);
    expect(meta(head, 'robots')).toEqual([]);
    // all of it in the head, none of it in the markup the browser hydrates
    expect(root).not.toMatch(/<title|<meta|rel="canonical"|ld\+json/);
  });

  it('carries JSON-LD Product with an INR Offer and its availability, and the breadcrumb', async () => {
    const { head } = await renderPage({ url: '/es/shop/brass-diya', pages });
    const [product, breadcrumb] = jsonLd(head);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Brass diya "Deepa" & stand',
      image: [`${ORIGIN}/media/products/diya-1280.webp`],
      url: `${ORIGIN}/es/shop/brass-diya`,
      offers: { '@type': 'Offer', price: '1499.00', priceCurrency: 'INR', availability: 'https://schema.org/LimitedAvailability' },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'La tienda', item: `${ORIGIN}/es/shop` },
        { '@type': 'ListItem', position: 2, name: 'Metal craft', item: `${ORIGIN}/es/shop?category=metal-craft` },
        { '@type': 'ListItem', position: 3, name: 'Brass diya "Deepa" & stand', item: `${ORIGIN}/es/shop/brass-diya` },
      ],
    });
  });

  it('says sold out, and keeps a hostile title inside its tags', async () => {
    const { head } = await renderPage({ url: '/shop/sold-diya', pages });
    expect(head).not.toContain('</script><script>');
    expect(head).not.toContain('<img');
    expect(head.match(/<script type="application\/ld\+json"/g)).toHaveLength(2);
    const [product] = jsonLd(head);
    expect(product).toMatchObject({ name: HOSTILE, offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(product).not.toHaveProperty('image');
    expect(title(head)).toBe(`${HOSTILE} · Haat`);
    expect(meta(head, 'twitter:card')).toEqual(['summary']);
  });

  it('answers 404, not for search, for a product the shop does not sell, after one lookup', async () => {
    lookups.length = 0;
    const { status, head } = await renderPage({ url: '/fr/shop/no-such%20thing', pages });
    expect(lookups).toEqual(['no-such thing']);
    expect(status).toBe(404);
    expect(title(head)).toBe('Page introuvable · Haat');
    expect(meta(head, 'robots')).toEqual(['noindex']);
    expect(head).not.toContain('rel="canonical"');
    expect(jsonLd(head)).toEqual([]);
    lookups.length = 0;
    expect((await renderPage({ url: '/fr/shop/brass-diya', pages })).status).toBe(200);
    expect(lookups).toEqual(['brass-diya']);
    console.log('product lookups per server render: 1 for a known product, 1 for an unknown one (404)');
  });
});

describe('the other server-rendered pages', () => {
  it('gives the home page its catalogue texts and the shop as an Organization, one canonical for / and /homepage', async () => {
    const { head } = await renderPage({ url: '/fr', pages });
    expect(title(head)).toBe('Des objets faits main venus de toute l’Inde · Haat');
    expect(meta(head, 'description')[0]).toMatch(/^Textiles, poterie/);
    expect(canonical(head)).toEqual([`${ORIGIN}/fr`]);
    expect(jsonLd(head)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Haat', url: `${ORIGIN}/fr`, address: expect.objectContaining({ addressCountry: 'IN' }) }),
    ]);
    const again = await renderPage({ url: '/homepage', pages });
    expect(canonical(again.head)).toEqual([`${ORIGIN}/`]);
  });

  it('describes the shop with the store details of the Settings (issue 23)', async () => {
    store = WEAVERS;
    const { head } = await renderPage({ url: '/', pages });
    expect(jsonLd(head)).toEqual([
      expect.objectContaining({
        name: 'Haat Weavers',
        legalName: 'Haat Weavers Private Limited',
        taxID: '27ABCDE1234F1Z5',
        email: 'hello@weavers.example',
        telephone: '+912240001234',
        address: { '@type': 'PostalAddress', streetAddress: '4 Loom Street', addressLocality: 'Mumbai 400001', addressCountry: 'IN' },
      }),
    ]);
    expect(meta(head, 'og:site_name')).toEqual(['Haat Weavers']);
    expect(title((await renderPage({ url: '/es/contact-us', pages })).head)).toMatch(/ · Haat Weavers$/);
    expect(title((await renderPage({ url: '/no-such-page', pages })).head)).toMatch(/ · Haat Weavers$/);
  });

  it('gives every page for search a title and a description of its own in each language', async () => {
    let count = 0;
    for (const locale of LOCALES) {
      const titles = new Set<string>();
      for (const path of SEARCH_PAGES) {
        const { status, head } = await renderPage({ url: localizePath(path, locale), pages });
        const [description] = meta(head, 'description');
        expect({ path, locale, status, description: Boolean(description) }).toEqual({ path, locale, status: 200, description: true });
        expect(description).not.toContain('{{');
        titles.add(title(head));
        expect(canonical(head)).toEqual([`${ORIGIN}${localizePath(path, locale)}`]);
        count += 1;
      }
      expect(titles.size).toBe(SEARCH_PAGES.length);
    }
    console.log(`pages for search with their own title, description and canonical: ${count} (${SEARCH_PAGES.length} pages × ${LOCALES.length} locales)`);
  });

  it('answers 404 for a path no route has, in its language, not for search', async () => {
    const { status, head } = await renderPage({ url: '/es/shop/brass-diya/more', pages });
    expect(status).toBe(404);
    expect(title(head)).toBe('Página no encontrada · Haat');
    expect(meta(head, 'robots')).toEqual(['noindex']);
  });
});

describe('a page the server does not render (head.ts)', () => {
  const route = (path: string) => routeFor(routeTable, path);

  it('is titled from its page manifest (a remote’s) or its catalogue (the host’s), and kept out of the index', () => {
    // As the build writes remote-checkout's pages.json: the cart's title in each locale.
    const published = { ...pages, checkout: pages.checkout.map((page) => (page.id === 'cart' ? { ...page, titles: { en: cartMessages.en['cart.title']!, es: cartMessages.es['cart.title']!, fr: cartMessages.fr['cart.title']! } } : page)) };
    const cart = routeFor(assembleRouteTable(published), '/es/cart');
    expect(documentHead(cart, 'es')).toBe('<title>Tu carrito · Haat</title><meta name="robots" content="noindex"/>');
    expect(documentHead(route('/login'), 'en')).toBe('<title>Sign in · Haat</title><meta name="robots" content="noindex"/>');
    expect(documentHead(route('/admin/dashboard/orders'), 'en', 'Haat Weavers')).toBe('<title>Haat Weavers</title><meta name="robots" content="noindex"/>');
  });

  it('is the 404 page’s for a path no route has; a page for search whose render failed keeps its place in the index', () => {
    expect(documentHead(route('/nowhere'), 'fr')).toBe('<title>Page introuvable · Haat</title><meta name="robots" content="noindex"/>');
    expect(documentHead(route('/shop/brass-diya'), 'en')).toBe('<title>Haat</title>');
  });
});

describe('snippet', () => {
  it('keeps a short first paragraph whole and cuts a long one at a word, under 160 characters', () => {
    expect(snippet('  One line.\nSame paragraph.\n\nAnother one.')).toBe('One line. Same paragraph.');
    const long = snippet('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});
