/** The live shop of e2e/live.ts is whole: the API answers from the seeded catalogue on the shop's origin. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { useLiveShop } from './live';

const shop = useLiveShop();
const DIYAS = 'hand-beaten-brass-diyas-set-of-4';

it('serves the seeded catalogue through the API on the shop origin', async () => {
  const response = await fetch(shop.url('/api/catalogue/products?page=1'));
  assert.equal(response.status, 200);
  const body = (await response.json()) as { items: { slug: string }[]; total: number };
  assert.equal(body.total, 29, '31 seeded products, 2 of them unpublished');
  assert.ok(body.items.length > 0);
  const product = await fetch(shop.url('/api/catalogue/products/hand-beaten-brass-diyas-set-of-4'));
  assert.equal(product.status, 200);
});

it('tells search engines what to read: robots.txt names the sitemap, the sitemap lists the seeded products in three locales', async () => {
  const robots = await fetch(shop.url('/robots.txt'));
  assert.equal(robots.status, 200);
  assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/);
  const rules = await robots.text();
  assert.match(rules, /^Disallow: \/admin$/m);
  assert.match(rules, /^Disallow: \/es\/cart$/m);
  assert.match(rules, /^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m, 'on the shop origin (PUBLIC_URL)');

  const sitemap = await fetch(shop.url('/sitemap.xml'));
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.headers.get('content-type') ?? '', /^application\/xml/);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of ['/shop/hand-beaten-brass-diyas-set-of-4', '/es/shop/hand-beaten-brass-diyas-set-of-4', '/fr/shop/hand-beaten-brass-diyas-set-of-4', '/es/about-us']) {
    assert.ok(locs.includes(path), `${path} is in the sitemap`);
  }
  // 29 published products and 8 pages, in three locales; the 2 unpublished ones are not there.
  assert.equal(locs.length, (29 + 8) * 3);
  // A product's last change is its own, with its language alternates.
  const { product } = (await (await fetch(shop.url(`/api/catalogue/products/${DIYAS}`))).json()) as { product: { updatedAt: string } };
  const entry = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!).find((url) => url.includes(`/fr/shop/${DIYAS}</loc>`));
  assert.ok(entry?.includes(`<lastmod>${product.updatedAt.slice(0, 10)}</lastmod>`), entry);
  assert.match(entry!, /hreflang="es" href="http:\/\/127\.0\.0\.1:\d+\/es\/shop\/hand-beaten-brass-diyas-set-of-4"/);
});

it('a product page read without JavaScript says what it is in its language: title, canonical, alternates, preview, JSON-LD with its INR price', async () => {
  // The page is in Spanish: its title is the product's Spanish title, as the API answers it in Spanish.
  const answer = await fetch(shop.url(`/api/catalogue/products/${DIYAS}`), { headers: { 'accept-language': 'es' } });
  const { product } = (await answer.json()) as { product: { title: string; price: number } };
  const response = await fetch(shop.url(`/es/shop/${DIYAS}`));
  assert.equal(response.status, 200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(html, /^<!doctype html><html lang="es">/i);
  assert.equal(head.match(/<title>/g)?.length, 1);
  assert.ok(head.includes(`<title>${product.title} · Haat</title>`), 'the product’s title');
  // (as React writes the page's own tags: shared-contracts/ui/PageHead)
  assert.match(head, /<meta name="description" content="[^"]{20,}"\/>/);
  assert.ok(head.includes(`<link rel="canonical" href="${shop.url(`/es/shop/${DIYAS}`)}"/>`));
  for (const [lang, path] of [['en', ''], ['es', '/es'], ['fr', '/fr'], ['x-default', '']]) {
    assert.ok(head.includes(`<link rel="alternate" hrefLang="${lang}" href="${shop.url(`${path}/shop/${DIYAS}`)}"/>`), `hreflang ${lang}`);
  }
  assert.match(head, /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/[^"]+"\/>/);
  const data = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const jsonLd = data.find((item) => item['@type'] === 'Product') as { name: string; offers: { price: string; priceCurrency: string; availability: string } };
  assert.equal(jsonLd.name, product.title);
  assert.equal(jsonLd.offers.price, (product.price / 100).toFixed(2), 'rupees');
  assert.equal(jsonLd.offers.priceCurrency, 'INR');
  assert.match(jsonLd.offers.availability, /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
  // In Spanish: the breadcrumb names the shop as the page does.
  assert.deepEqual(
    (data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }).itemListElement[0]!.name,
    'La tienda',
  );
});

it('answers 404 for a path no route has and for a product the shop does not sell, still with the app to show it', async () => {
  for (const path of ['/no-such-page', '/es/shop/no-such-product', '/fr/shop/hand-beaten-brass-diyas-set-of-4/more']) {
    const response = await fetch(shop.url(path));
    assert.equal(response.status, 404, path);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
    const html = await response.text();
    assert.match(html, /<meta name="robots" content="noindex"\/?>/, path);
    assert.match(html, /<div id="?root"?>/, path);
    // The app starts through paint-first, which runs main.js (host/src/start).
    assert.match(html, /<script[^>]+src="?\/paint-first\.[0-9a-f]+\.js"? data-main="?\/main\.[0-9a-f]+\.js/, path);
  }
  assert.equal((await fetch(shop.url('/es/about-us'))).status, 200);
  assert.equal((await fetch(shop.url('/cart'))).status, 200);
});
