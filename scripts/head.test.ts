import type { ProductDetail } from 'shared-contracts/api/catalogue';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { cachedFinder, pageHead, pageHeads, snippet, type FindProduct } from '../host/server/head';
import { SEARCH_PAGES } from '../host/server/seo';
import { routeTable as table } from './route-table';

const routeTable = async () => table;

const ORIGIN = 'https://haat.example';

const DIYA: ProductDetail = {
  product: {
    id: '0b6f7f5e-3c1a-4e43-9d55-6a1d1b2c3d4e',
    slug: 'brass-diya',
    title: 'Brass diya "Deepa" & stand',
    description: 'A hand-cast brass oil lamp from Moradabad.\n\nPolish it with tamarind.',
    categoryId: '7f0c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
    price: 149900,
    mrp: null,
    gstRate: 12,
    hsn: '7419',
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
  },
  category: { id: '7f0c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f', slug: 'metal-craft', name: 'Metal craft', description: '', parentId: null, position: 1 },
};

const catalogue: FindProduct = async (slug) => (slug === DIYA.product.slug ? DIYA : undefined);

/** The attribute values of the head's tags that match `selector` ('meta[property="og:image"]' style, simplified). */
function attribute(head: string, tag: string, match: string, name: string): string[] {
  const tags = [...head.matchAll(new RegExp(`<${tag} [^>]*${match}[^>]*>`, 'g'))].map((found) => found[0]);
  return tags.map((found) => new RegExp(`${name}="([^"]*)"`).exec(found)![1]!);
}
const meta = (head: string, key: string) => attribute(head, 'meta', `(?:name|property)="${key}"`, 'content');
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((found) => JSON.parse(found[1]!) as Record<string, unknown>);
const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('a product page', () => {
  it('describes the product in the path’s language: title, canonical, alternates, preview and price', async () => {
    const { status, lang, head } = await pageHead('/es/shop/brass-diya', { routeTable, publicUrl: ORIGIN, findProduct: catalogue });
    expect(status).toBe(200);
    expect(lang).toBe('es');
    expect(head.startsWith('<title>Brass diya "Deepa" &amp; stand · Haat</title>')).toBe(true);
    expect(meta(head, 'description')).toEqual(['A hand-cast brass oil lamp from Moradabad.']);
    expect(attribute(head, 'link', 'rel="canonical"', 'href')).toEqual([`${ORIGIN}/es/shop/brass-diya`]);
    const alternates = Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((found) => [found[1], found[2]]),
    );
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
    expect(meta(head, 'twitter:image')).toEqual([`${ORIGIN}/media/products/diya-1280.webp`]);
    expect(meta(head, 'product:price:amount')).toEqual(['1499.00']);
    expect(meta(head, 'product:price:currency')).toEqual(['INR']);
    expect(meta(head, 'robots')).toEqual([]);
  });

  it('carries JSON-LD Product with an INR Offer and its availability, and the breadcrumb', async () => {
    const { head } = await pageHead('/es/shop/brass-diya', { routeTable, publicUrl: ORIGIN, findProduct: catalogue });
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
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const sold: ProductDetail = { ...DIYA, product: { ...DIYA.product, title: hostile, stockLevel: 'sold_out', images: [] } };
    const { head } = await pageHead('/shop/brass-diya', { routeTable, publicUrl: ORIGIN, findProduct: async () => sold });
    expect(head).not.toContain('</script><script>');
    expect(head).not.toContain('<img');
    expect(head.match(/<script/g)).toHaveLength(2);
    const [product] = jsonLd(head);
    expect(product).toMatchObject({ name: hostile, offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(product).not.toHaveProperty('image');
    expect(meta(head, 'og:title').map(decode)).toEqual([`${hostile} · Haat`]);
    expect(meta(head, 'twitter:card')).toEqual(['summary']);
  });

  it('answers 404, not for search, for a product the shop does not sell', async () => {
    const asked: string[] = [];
    const { status, lang, head } = await pageHead('/fr/shop/no-such%20thing', {
      routeTable,
      publicUrl: ORIGIN,
      findProduct: async (slug, locale) => (asked.push(`${locale} ${slug}`), undefined),
    });
    // asked in the path's language: the product's texts in the head are in it
    expect(asked).toEqual(['fr no-such thing']);
    expect({ status, lang }).toEqual({ status: 404, lang: 'fr' });
    expect(head).toContain('<title>Page introuvable · Haat</title>');
    expect(meta(head, 'robots')).toEqual(['noindex']);
    expect(head).not.toContain('rel="canonical"');
  });

  it('describes the page without the product when the lookup fails, and says why', async () => {
    const errors: unknown[] = [];
    const { status, head } = await pageHead('/shop/brass-diya', {
      routeTable,
      publicUrl: ORIGIN,
      findProduct: () => Promise.reject(new Error('database down')),
      onError: (error) => errors.push(error),
    });
    expect(status).toBe(200);
    expect(head).toContain('<title>Haat</title>');
    expect(attribute(head, 'link', 'rel="canonical"', 'href')).toEqual([`${ORIGIN}/shop/brass-diya`]);
    expect(errors).toEqual([new Error('database down')]);
  });
});

describe('pageHeads: the page documents with their heads', () => {
  it('puts the page’s tags before a server render’s, and its language, and gives its status', async () => {
    const heads = pageHeads({ routeTable, publicUrl: ORIGIN, findProduct: catalogue });
    const calls: { pathname: string; content?: { head?: string; root?: string; lang?: string } }[] = [];
    const render = heads.around(async (pathname: string, content?: { head?: string; root?: string; lang?: string }) => {
      calls.push({ pathname, content });
      return 'html';
    });
    expect(await render('/es/shop/brass-diya', { head: '<script type="application/json" id="data">{}</script>', root: '<main></main>' })).toBe('html');
    const [{ content }] = calls as [(typeof calls)[number]];
    expect(content!.lang).toBe('es');
    expect(content!.root).toBe('<main></main>');
    expect(content!.head).toMatch(/^<title>Brass diya .*<script type="application\/json" id="data">\{\}<\/script>$/);
    await render('/cart');
    expect(calls[1]!.content!.head).toContain('noindex');
    expect(await heads.status('/es/shop/brass-diya')).toBe(200);
    expect(await heads.status('/es/shop/no-such-thing')).toBe(404);
    expect(await heads.status('/nowhere')).toBe(404);
  });
});

describe('other pages', () => {
  it('answers 404 for a path no route has, in its language', async () => {
    const findProduct = jest.fn(catalogue);
    for (const [path, lang, title] of [
      ['/nowhere', 'en', 'Page Not Found · Haat'],
      ['/es/shop/brass-diya/more', 'es', 'Página no encontrada · Haat'],
      ['/de/shop', 'en', 'Page Not Found · Haat'],
    ] as const) {
      const page = await pageHead(path, { routeTable, publicUrl: ORIGIN, findProduct });
      expect({ path, status: page.status, lang: page.lang }).toEqual({ path, status: 404, lang });
      expect(page.head).toContain(`<title>${title}</title>`);
      expect(meta(page.head, 'robots')).toEqual(['noindex']);
    }
    expect(findProduct).not.toHaveBeenCalled();
  });

  it('gives the home page its catalogue texts and the shop as an Organization', async () => {
    const { status, lang, head } = await pageHead('/fr', { routeTable, publicUrl: ORIGIN, findProduct: catalogue });
    expect({ status, lang }).toEqual({ status: 200, lang: 'fr' });
    expect(head).toContain('<title>Des objets faits main venus de toute l’Inde · Haat</title>');
    expect(meta(head, 'description')[0]).toMatch(/^Textiles, poterie/);
    expect(attribute(head, 'link', 'rel="canonical"', 'href')).toEqual([`${ORIGIN}/fr`]);
    expect(jsonLd(head)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Haat', url: `${ORIGIN}/fr`, address: expect.objectContaining({ addressCountry: 'IN' }) }),
    ]);
    // /homepage is the same page: its canonical is the home page's.
    const again = await pageHead('/homepage', { routeTable, publicUrl: ORIGIN });
    expect(attribute(again.head, 'link', 'rel="canonical"', 'href')).toEqual([`${ORIGIN}/`]);
  });

  it('describes the shop with the store details of the Settings when given (issue 23), the demo shop’s when they fail', async () => {
    const store = async () => ({
      legalName: 'Haat Weavers Private Limited',
      tradingName: 'Haat Weavers',
      gstin: '27ABCDE1234F1Z5',
      email: 'hello@weavers.example',
      phone: '+912240001234',
      address: '4 Loom Street\nMumbai 400001',
    });
    const { head } = await pageHead('/', { routeTable, publicUrl: ORIGIN, store });
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
    expect(attribute(head, 'meta', 'property="og:site_name"', 'content')).toEqual(['Haat Weavers']);
    // every title ends with the trading name, and texts that name the shop's details use the saved ones
    const contact = await pageHead('/es/contact-us', { routeTable, publicUrl: ORIGIN, store });
    expect(contact.head).toMatch(/^<title>[^<]+ · Haat Weavers<\/title>/);
    expect((await pageHead('/no-such-page', { routeTable, publicUrl: ORIGIN, store })).head).toMatch(/^<title>[^<]+ · Haat Weavers<\/title>/);
    const onError = jest.fn();
    const failed = await pageHead('/', { routeTable, publicUrl: ORIGIN, store: () => Promise.reject(new Error('database down')), onError });
    expect(jsonLd(failed.head)).toEqual([expect.objectContaining({ name: 'Haat' })]);
    expect(onError).toHaveBeenCalled();
  });

  it('gives every page for search a title and a description of its own in each language', async () => {
    for (const locale of LOCALES) {
      const titles = new Set<string>();
      for (const path of SEARCH_PAGES) {
        const { status, head } = await pageHead(localizePath(path, locale), { routeTable, publicUrl: ORIGIN });
        const [description] = meta(head, 'description');
        expect({ path, locale, status, description: Boolean(description) }).toEqual({ path, locale, status: 200, description: true });
        expect(description).not.toContain('{{');
        titles.add(/<title>(.*?)<\/title>/.exec(head)![1]!);
        expect(attribute(head, 'link', 'rel="canonical"', 'href')).toEqual([`${ORIGIN}${localizePath(path, locale)}`]);
      }
      expect(titles.size).toBe(SEARCH_PAGES.length);
    }
  });

  it('keeps pages not for search out of the index, still titled', async () => {
    for (const [path, title] of [
      ['/es/cart', 'Tu carrito · Haat'],
      ['/payment', 'Payment · Haat'],
      ['/fr/accounts/orders', null],
      ['/login', 'Sign in · Haat'],
      ['/admin/dashboard/orders', 'Haat'],
      ['/es/delete-user', 'Haat'],
    ] as const) {
      const { status, head } = await pageHead(path, { routeTable, publicUrl: ORIGIN });
      expect({ path, status, robots: meta(head, 'robots') }).toEqual({ path, status: 200, robots: ['noindex'] });
      expect(head).not.toContain('rel="canonical"');
      expect(head).not.toContain('hreflang');
      if (title) expect(head).toContain(`<title>${title}</title>`);
    }
  });

  it('takes /en/... as the English page it redirects to', async () => {
    const { status, lang, head } = await pageHead('/en/shop', { routeTable, publicUrl: ORIGIN });
    expect({ status, lang }).toEqual({ status: 200, lang: 'en' });
    expect(attribute(head, 'link', 'rel="canonical"', 'href')).toEqual([`${ORIGIN}/shop`]);
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

describe('cachedFinder', () => {
  it('asks once while an answer is fresh, a missing product included, and again once it is stale', async () => {
    const find = jest.fn(catalogue);
    const fresh = cachedFinder(find, 60_000);
    await fresh('brass-diya', 'en');
    await fresh('brass-diya', 'en');
    await fresh('nothing', 'en');
    await fresh('nothing', 'en');
    expect(find.mock.calls).toEqual([
      ['brass-diya', 'en'],
      ['nothing', 'en'],
    ]);
    // another language is another answer (the product's texts in it)
    await fresh('brass-diya', 'es');
    await fresh('brass-diya', 'es');
    expect(find.mock.calls.at(-1)).toEqual(['brass-diya', 'es']);
    expect(find).toHaveBeenCalledTimes(3);
    find.mockClear();
    const stale = cachedFinder(find, 0);
    await stale('brass-diya', 'en');
    await stale('brass-diya', 'en');
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer when cleared (the catalogue changed)', async () => {
    const find = jest.fn(catalogue);
    const cached = cachedFinder(find, 60_000);
    await cached('brass-diya', 'en');
    cached.clear();
    await cached('brass-diya', 'en');
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failure', async () => {
    const find = jest.fn<ReturnType<FindProduct>, Parameters<FindProduct>>().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(DIYA);
    const cached = cachedFinder(find, 60_000);
    await expect(cached('brass-diya', 'en')).rejects.toThrow('database down');
    await expect(cached('brass-diya', 'en')).resolves.toBe(DIYA);
  });
});
