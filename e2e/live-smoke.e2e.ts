/** The live shop of e2e/live.ts is whole: the API answers from the seeded catalogue on the shop's origin. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { useLiveShop } from './live';

const shop = useLiveShop();

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
  assert.match(xml, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});
