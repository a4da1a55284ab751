/**
 * What search engines ask the site for besides its pages: `/robots.txt` (the pages that are not for
 * search disallowed in every locale, the sitemap named) and `/sitemap.xml` (every page for search
 * and every published product, in the three locales, each with its language alternates and its
 * last change). Addresses are absolute, on the shop's public origin (PUBLIC_URL).
 */
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath } from 'shared-contracts/i18n/locales';
import { POLICIES_UPDATED } from 'shared-contracts/domain/shop';
import { NOT_FOR_SEARCH } from 'shared-contracts/routes/search';

/** Pages for search, besides the product pages. `/homepage` is the home page again: not listed twice. */
export const SEARCH_PAGES = [
  PATHS.home,
  PATHS.shop,
  PATHS.aboutUs,
  PATHS.contactUs,
  PATHS.privacyPolicy,
  PATHS.refundPolicy,
  PATHS.shippingPolicy,
  PATHS.termsOfService,
] as const;

export function robotsTxt(publicUrl: string): string {
  const disallowed = LOCALES.flatMap((locale) => NOT_FOR_SEARCH.map((path) => localizePath(path, locale)));
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** One page in every locale: a <url> per locale, each naming all of them (and x-default) as alternates. */
function localizedUrls(publicUrl: string, path: string, lastmod?: string): string[] {
  const href = (locale: (typeof LOCALES)[number]) => escapeXml(`${publicUrl}${localizePath(path, locale)}`);
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale].split('-')[0]}" href="${href(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
  ].join('');
  return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`);
}

export interface SitemapProduct {
  slug: string;
  /** An ISO timestamp (or anything Date parses). */
  updatedAt: string;
}

/** The policies' last change, as the pages show it (the about and contact pages have no date). */
const POLICY_PAGES: readonly string[] = [PATHS.privacyPolicy, PATHS.refundPolicy, PATHS.shippingPolicy, PATHS.termsOfService];

export function sitemapXml(publicUrl: string, products: SitemapProduct[]): string {
  // The listing pages change whenever a product does: their lastmod is the newest product's.
  const newest = products.reduce<string | undefined>((latest, { updatedAt }) => (!latest || updatedAt > latest ? updatedAt : latest), undefined);
  const day = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 10);
  const pageLastmod = (path: string) => {
    if (path === PATHS.home || path === PATHS.shop) return newest && day(newest);
    return POLICY_PAGES.includes(path) ? POLICIES_UPDATED : undefined;
  };
  const urls = [
    ...SEARCH_PAGES.flatMap((path) => localizedUrls(publicUrl, path, pageLastmod(path))),
    ...products.flatMap(({ slug, updatedAt }) => localizedUrls(publicUrl, productPath(slug), day(updatedAt))),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
