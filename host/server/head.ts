/**
 * What a page's document says about itself to search engines and link previews, whether or not its
 * body is server-rendered: its HTTP status (404 for a path no route has and for a product the shop
 * does not sell), `<html lang>`, `<title>`, meta description, canonical address and its `hreflang`
 * alternates (en, es, fr, x-default), Open Graph and Twitter tags, and JSON-LD data blocks
 * (`Product` + `Offer` and `BreadcrumbList` on a product page, `Organization` on the home page).
 * Pages not for search (seo.ts's NOT_FOR_SEARCH, the 404 page) say `noindex` instead of naming a
 * canonical address.
 *
 * Texts come from the apps' own message catalogues, the ones the pages show and give usePageTitle,
 * in the path's locale; a product's title and description are the API's, in that locale too.
 * Addresses are absolute, on the shop's public origin (PUBLIC_URL), as in the sitemap.
 * JSON-LD is a data block (`type="application/ld+json"`): never run, so the pages' CSP allows it.
 */
import type { Messages } from 'shared-contracts/i18n/completeness';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath, splitLocalePath, type Locale } from 'shared-contracts/i18n/locales';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import type { ProductDetail } from 'shared-contracts/api/catalogue';
import type { StockLevel } from 'shared-contracts/domain/catalogue';
import { SHOP_STORE, storeValues } from 'shared-contracts/domain/store';
import { CURRENCY, paiseToRupees } from 'shared-contracts/domain/money';
import { pageTitle } from 'shared-contracts/ui/pageTitle';
import { errorMessages } from 'shared-contracts/errors/messages';
import { routeFor } from '../src/federation/routeModules';
import type { RouteEntry } from '../src/routes/table';
import { jsonForScript } from '../src/federation/pageData';
import { messages as aboutMessages } from '../src/content/AboutUsPage.messages';
import { messages as privacyMessages } from '../src/content/PrivacyPolicyPage.messages';
import { messages as refundMessages } from '../src/content/RefundPolicyPage.messages';
import { messages as shippingMessages } from '../src/content/ShippingPolicyPage.messages';
import { messages as termsMessages } from '../src/content/TermsPage.messages';
import { messages as contactMessages } from '../src/contact/ContactUsPage.messages';
import { messages as accountsMessages } from '../src/account/AccountsPage.messages';
import { messages as loginMessages } from '../src/sign-in/LoginPage.messages';
import { messages as sampleMessages } from '../src/sample/SamplePage.messages';
import { messages as homeMessages } from '../../remote-shop/src/home/HomePage.messages';
import { messages as shopMessages } from '../../remote-shop/src/shop/ShopPage.messages';
import { messages as productMessages } from '../../remote-shop/src/product/ProductPage.messages';
import { messages as cartMessages } from '../../remote-checkout/src/cart/CartPage.messages';
import { messages as paymentMessages } from '../../remote-checkout/src/payment/PaymentPage.messages';
import { messages as ordersMessages } from '../../remote-checkout/src/orders/OrdersPage.messages';
import { NOT_FOR_SEARCH } from './seo';

/** A published product and its category, as GET /api/catalogue/products/:slug answers; undefined when there is none. */
export type FindProduct = (slug: string, locale: Locale) => Promise<ProductDetail | undefined>;

export interface HeadOptions {
  /** The shop's public origin, without a trailing slash (config.publicUrl). */
  publicUrl: string;
  /** Looks a product up; without it (pages served without the API) every slug is taken as a product. */
  findProduct?: FindProduct;
  /** Told when a lookup fails; the page is then described without the product (status 200: the
   *  page itself shows what went wrong). */
  onError?: (error: unknown) => void;
  /** The store details of the admin's Settings (api/src/settings: cached); without them, SHOP's. */
  store?: () => Promise<StoreFacts>;
  /** The route table as the remotes' current builds make it (page.ts's routeTable). */
  routeTable: () => Promise<readonly RouteEntry[]>;
}

/** What the head says about the shop: its names, contacts and GSTIN (Settings > Store details). */
export interface StoreFacts {
  legalName: string;
  tradingName: string;
  gstin: string;
  email: string;
  phone: string;
  /** Postal address, one line per row. */
  address: string;
}

const SHOP_FACTS: StoreFacts = SHOP_STORE;

export interface PageHead {
  status: 200 | 404;
  /** For `<html lang>`: the locale code, as LocaleGuard sets it in the browser. */
  lang: Locale;
  /** The tags for `<head>`, `<title>` first. */
  head: string;
}

/** Where a page's title and description are in the apps' catalogues (the keys its page shows). */
interface PageTexts {
  messages: Messages;
  title: string;
  description?: string;
}

const PAGE_TEXTS: Partial<Record<RouteEntry['id'], PageTexts>> = {
  home: { messages: homeMessages, title: 'home.title', description: 'home.lead' },
  homepage: { messages: homeMessages, title: 'home.title', description: 'home.lead' },
  shop: { messages: shopMessages, title: 'shop.title', description: 'shop.intro' },
  'about-us': { messages: aboutMessages, title: 'about.title', description: 'about.intro' },
  'contact-us': { messages: contactMessages, title: 'contact.title', description: 'contact.intro' },
  'private-policy': { messages: privacyMessages, title: 'privacy.title', description: 'privacy.intro' },
  'refund-policy': { messages: refundMessages, title: 'refund.title', description: 'refund.intro' },
  'shipping-policy': { messages: shippingMessages, title: 'shipping.title', description: 'shipping.intro' },
  'terms-of-service': { messages: termsMessages, title: 'terms.title', description: 'terms.intro' },
  // Not for search: a title for the browser's tab and history, nothing more.
  cart: { messages: cartMessages, title: 'cart.title' },
  payment: { messages: paymentMessages, title: 'payment.title' },
  orders: { messages: ordersMessages, title: 'orders.title' },
  accounts: { messages: accountsMessages, title: 'accounts.title' },
  login: { messages: loginMessages, title: 'login.title' },
  sample: { messages: sampleMessages, title: 'sample.title' },
};

/** A catalogue text with the store's details put in ({{legalName}}, {{city}}...), as the pages show it. */
function text(messages: Messages, key: string, locale: Locale, store: StoreFacts = SHOP_FACTS): string {
  const template = messages[locale][key] ?? messages[DEFAULT_LOCALE][key] ?? '';
  const values: Record<string, string> = storeValues(store);
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[char]!);
const escapeText = (value: string) => value.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);

/** A description a search result shows whole: the first paragraph, one line, at most ~160 characters. */
export function snippet(description: string, max = 160): string {
  const paragraph = description.trim().split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
  if (paragraph.length <= max) return paragraph;
  const cut = paragraph.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/** Open Graph's locale form: en_IN. */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

const AVAILABILITY: Record<StockLevel, string> = {
  in_stock: 'https://schema.org/InStock',
  few_left: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/OutOfStock',
};

/** Is this route one search engines should not index (cart, payment, accounts, sign-in, admin...)? */
function notForSearch(entry: RouteEntry): boolean {
  return NOT_FOR_SEARCH.some((path) => entry.path === path || entry.path.startsWith(`${path}/`));
}

/** Paise to rupees as structured data writes a price: '1499.00'. */
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

interface Described {
  status: 200 | 404;
  locale: Locale;
  title: string;
  description?: string;
  /** The unprefixed path of the page's canonical address; none for a page not for search. */
  canonicalPath?: string;
  type?: 'website' | 'product';
  image?: string;
  extra?: string[];
  jsonLd?: unknown[];
}

/** The page's tags, `<title>` first. */
function tags(page: Described, publicUrl: string, store: StoreFacts): string {
  const { locale } = page;
  const out = [`<title>${escapeText(page.title)}</title>`];
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  if (page.description) out.push(meta('name', 'description', page.description));
  if (!page.canonicalPath) {
    out.push(meta('name', 'robots', 'noindex'));
    return out.join('');
  }
  const href = (target: Locale) => `${publicUrl}${localizePath(page.canonicalPath!, target)}`;
  const url = href(locale);
  out.push(`<link rel="canonical" href="${escapeAttribute(url)}">`);
  for (const target of LOCALES) out.push(`<link rel="alternate" hreflang="${target}" href="${escapeAttribute(href(target))}">`);
  out.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(href(DEFAULT_LOCALE))}">`);
  out.push(
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', store.tradingName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocale(locale)),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('property', 'og:locale:alternate', ogLocale(other))),
  );
  if (page.description) out.push(meta('property', 'og:description', page.description));
  if (page.image) out.push(meta('property', 'og:image', page.image));
  out.push(...(page.extra ?? []));
  out.push(meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', page.title));
  if (page.description) out.push(meta('name', 'twitter:description', page.description));
  if (page.image) out.push(meta('name', 'twitter:image', page.image));
  for (const data of page.jsonLd ?? []) out.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return out.join('');
}

/** An image address as previews need it: absolute; an uploaded photo's largest webp copy. */
function imageUrl(detail: ProductDetail, publicUrl: string): string | undefined {
  const image = detail.product.images[0];
  if (!image) return undefined;
  const largest = [...(image.variants ?? [])].sort((a, b) => b.width - a.width)[0];
  const url = largest?.url ?? image.url;
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function productPage(detail: ProductDetail, locale: Locale, publicUrl: string, store: StoreFacts): Described {
  const { product, category } = detail;
  const canonicalPath = productPath(product.slug);
  const url = `${publicUrl}${localizePath(canonicalPath, locale)}`;
  const image = imageUrl(detail, publicUrl);
  const description = snippet(product.description) || undefined;
  const shopUrl = `${publicUrl}${localizePath(PATHS.shop, locale)}`;
  return {
    status: 200,
    locale,
    title: pageTitle(product.title, store.tradingName),
    description,
    canonicalPath,
    type: 'product',
    image,
    extra: [
      `<meta property="product:price:amount" content="${rupees(product.price)}">`,
      `<meta property="product:price:currency" content="${CURRENCY}">`,
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        ...(description && { description }),
        ...(image && { image: [image] }),
        url,
        category: category.name,
        offers: {
          '@type': 'Offer',
          url,
          price: rupees(product.price),
          priceCurrency: CURRENCY,
          availability: AVAILABILITY[product.stockLevel],
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: store.tradingName },
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        // As the page's own breadcrumb: the shop, the product's category in it, the product.
        itemListElement: [
          { name: text(productMessages, 'product.shopLink', locale), item: shopUrl },
          { name: category.name, item: `${shopUrl}?category=${encodeURIComponent(category.slug)}` },
          { name: product.title, item: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
    ],
  };
}

function organization(publicUrl: string, locale: Locale, store: StoreFacts) {
  const [street = '', ...rest] = store.address.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.tradingName,
    legalName: store.legalName,
    url: `${publicUrl}${localizePath(PATHS.home, locale)}`,
    description: text(homeMessages, 'home.lead', locale, store),
    email: store.email,
    telephone: store.phone,
    taxID: store.gstin,
    address: { '@type': 'PostalAddress', streetAddress: street, ...(rest.length ? { addressLocality: rest.join(', ') } : {}), addressCountry: 'IN' },
  };
}

/** The 404 page, in its locale: not for search. */
function notFound(locale: Locale, store: StoreFacts): Described {
  return { status: 404, locale, title: pageTitle(text(errorMessages, 'page.notFoundTitle', locale, store), store.tradingName) };
}

/** A product, 'none' (the shop does not sell it: 404) or 'unknown' (no API, or the lookup failed). */
type Lookup = (slug: string, locale: Locale) => Promise<ProductDetail | 'none' | 'unknown'>;

/** The status, language and head tags of the page at `pathname` (any locale). */
export async function pageHead(pathname: string, { publicUrl, findProduct, onError, store, routeTable }: HeadOptions): Promise<PageHead> {
  const lookup: Lookup = async (slug, locale) => {
    if (!findProduct) return 'unknown';
    try {
      return (await findProduct(slug, locale)) ?? 'none';
    } catch (error) {
      onError?.(error);
      return 'unknown';
    }
  };
  let facts = SHOP_FACTS;
  try {
    if (store) facts = await store();
  } catch (error) {
    onError?.(error); // described with the demo shop's details rather than not at all
  }
  const page = await describe(await routeTable(), pathname, publicUrl, lookup, facts);
  return { status: page.status, lang: page.locale, head: tags(page, publicUrl, facts) };
}

async function describe(table: readonly RouteEntry[], pathname: string, publicUrl: string, lookup: Lookup, store: StoreFacts): Promise<Described> {
  // '/en/...' is English spelled out: the app sends it to the plain path (decideLocale), the same page.
  const english = /^\/en(\/.*)?$/.exec(pathname);
  const { locale = DEFAULT_LOCALE, path } = english ? { locale: DEFAULT_LOCALE, path: english[1] || '/' } : splitLocalePath(pathname);
  const entry = routeFor(table, path);
  if (!entry) return notFound(locale, store);

  if (entry.id === 'product') {
    let slug: string;
    try {
      slug = decodeURIComponent(path.split('/').filter(Boolean)[1]!);
    } catch {
      return notFound(locale, store);
    }
    const detail = await lookup(slug, locale);
    if (detail === 'none') return notFound(locale, store);
    if (detail !== 'unknown') return productPage(detail, locale, publicUrl, store);
    // Served without the API, or the lookup failed: the page finds out for itself.
    return { status: 200, locale, title: pageTitle(undefined, store.tradingName), canonicalPath: productPath(slug), type: 'product' };
  }

  const texts = PAGE_TEXTS[entry.id];
  const title = pageTitle(texts && text(texts.messages, texts.title, locale, store), store.tradingName);
  if (notForSearch(entry)) return { status: 200, locale, title };
  const description = texts?.description && text(texts.messages, texts.description, locale, store);
  // /homepage is the home page again: one address for search.
  const canonicalPath = entry.id === 'homepage' ? PATHS.home : entry.path;
  const home = entry.id === 'home' || entry.id === 'homepage';
  return { status: 200, locale, title, description, canonicalPath, jsonLd: home ? [organization(publicUrl, locale, store)] : undefined };
}

/** A FindProduct that keeps its answers; `clear` forgets them (the catalogue changed). */
export type CachedFinder = FindProduct & { clear: () => void };

/**
 * `find` with its answers kept for `ttlMs` (a missing product too), so a burst of requests for a
 * page asks the database once. Brief, and dropped at once on a catalogue change (serve.ts): a
 * product just published is not a 404 for the rest of the ttl.
 */
export function cachedFinder(find: FindProduct, ttlMs = 10_000, maxEntries = 1_000): CachedFinder {
  const cache = new Map<string, { until: number; value: Promise<ProductDetail | undefined> }>();
  const cached: FindProduct = (slug, locale) => {
    const key = `${locale}:${slug}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.value;
    // The oldest answer makes room (a Map keeps insertion order).
    if (!hit && cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    const value = find(slug, locale);
    cache.set(key, { until: now + ttlMs, value });
    // A failure is not remembered: the next request asks again.
    value.catch(() => cache.delete(key));
    return value;
  };
  return Object.assign(cached, { clear: () => cache.clear() });
}

/**
 * The page documents (page.ts's `render`) with each page's head tags and language put in, before
 * any a server render adds; and each page's status, for the answer. For serve.ts, whether or not
 * the page is server-rendered.
 */
export function pageHeads(options: HeadOptions) {
  return {
    status: async (pathname: string) => (await pageHead(pathname, options)).status,
    around<C extends { head?: string; lang?: string }>(render: (pathname: string, content?: C) => Promise<string | undefined>) {
      return async (pathname: string, content?: C): Promise<string | undefined> => {
        const { head, lang } = await pageHead(pathname, options);
        return render(pathname, { ...content, head: head + (content?.head ?? ''), lang } as C);
      };
    },
  };
}
