import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';
import { robotsTxt, sitemapXml } from './seo';

const ORIGIN = 'https://haat.example';

describe('/robots.txt', () => {
  const robots = robotsTxt(ORIGIN);
  const disallowed = robots.split('\n').filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));

  it('keeps crawlers off admin, cart, payment, accounts and sign-in pages, in every locale', () => {
    for (const path of ['/admin', '/cart', '/payment', '/accounts', '/login', '/es/admin', '/fr/cart', '/es/payment', '/fr/accounts', '/es/login']) {
      expect(disallowed).toContain(path);
    }
  });

  it('keeps crawlers off the development pages (quick sign-in, kept e-mails)', () => {
    for (const path of ['/___login', '/___mail', '/es/___mail']) expect(disallowed).toContain(path);
  });

  it('leaves the catalogue and content pages open and names the sitemap', () => {
    for (const page of ['/shop', '/shop/brass-diya', '/es/shop', '/about-us', '/']) {
      expect(disallowed.some((path) => page === path || page.startsWith(`${path}/`))).toBe(false);
    }
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/haat\.example\/sitemap\.xml$/m);
  });
});

describe('/sitemap.xml', () => {
  const xml = sitemapXml(ORIGIN, [
    { slug: 'brass-diya', updatedAt: '2026-11-20T10:00:00.000Z' },
    { slug: 'block-print & co', updatedAt: '2026-10-01T08:30:00+05:30' },
  ]);
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
  const locs = urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)![1]);

  it('lists every page for search and every product, in en, es and fr', () => {
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/es`,
        `${ORIGIN}/fr`,
        `${ORIGIN}/shop`,
        `${ORIGIN}/fr/terms-of-service`,
        `${ORIGIN}/shop/brass-diya`,
        `${ORIGIN}/es/shop/brass-diya`,
        `${ORIGIN}/fr/shop/brass-diya`,
      ]),
    );
    // 8 pages and 2 products, 3 locales each; nothing not for search, nothing twice.
    expect(locs).toHaveLength((8 + 2) * 3);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((loc) => /\/(cart|admin|accounts|login|payment|homepage)\b/.test(loc!))).toBe(false);
  });

  it('gives each product its last change and each address its language alternates', () => {
    const diya = urls.find((url) => url.includes(`<loc>${ORIGIN}/es/shop/brass-diya</loc>`))!;
    expect(diya).toContain('<lastmod>2026-11-20</lastmod>');
    expect(diya).toContain(`hreflang="en" href="${ORIGIN}/shop/brass-diya"`);
    expect(diya).toContain(`hreflang="fr" href="${ORIGIN}/fr/shop/brass-diya"`);
    expect(diya).toContain(`hreflang="x-default" href="${ORIGIN}/shop/brass-diya"`);
    // The listing changes with its newest product; a policy when its text does (the date it shows).
    expect(urls.find((url) => url.includes(`<loc>${ORIGIN}/shop</loc>`))).toContain('<lastmod>2026-11-20</lastmod>');
    expect(urls.find((url) => url.includes(`<loc>${ORIGIN}/fr/refund-policy</loc>`))).toContain(`<lastmod>${POLICIES_UPDATED}</lastmod>`);
    expect(urls.find((url) => url.includes(`<loc>${ORIGIN}/about-us</loc>`))).not.toContain('<lastmod>');
  });

  it('writes any slug as a valid address', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/shop/block-print%20%26%20co</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(urls.find((url) => url.includes('block-print'))).toContain('<lastmod>2026-10-01</lastmod>');
  });
});
