/**
 * What a page says about itself to search engines and link previews, rendered by the page from the
 * data it already has (issue 31 item 2): `<title>`, meta description, canonical address and its
 * `hreflang` alternates (en, es, fr, x-default), Open Graph and Twitter tags, and JSON-LD data
 * blocks. Pages not for search (NOT_FOR_SEARCH, the error page) say `noindex` instead of naming a
 * canonical address.
 *
 * React 19 hoists `<title>`, `<meta>` and `<link>` into the document's head, in the browser and in
 * the server's render (which puts them in the HTML's head: host/src/server/render.tsx). A JSON-LD
 * block is not something React hoists (an inline `<script>` stays where it is rendered), so it
 * travels another way: on the server the render collects it (PageHeadContext's `collect`) and writes
 * it into the head; in the browser an effect keeps the head's blocks those of the page shown.
 *
 * Addresses are absolute, on the shop's public origin: the server's PUBLIC_URL, which the page
 * carries in its runtime configuration, so the browser's render names the same addresses as the
 * server's (and hydration adopts the server's tags instead of adding others).
 */
import { createContext, createElement, Fragment, useContext, useEffect, type ReactElement } from 'react';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath, type Locale } from 'shared-contracts/i18n/locales';
import { RUNTIME_CONFIG_ELEMENT_ID } from 'shared-contracts/platform/config';
import { notForSearch } from 'shared-contracts/routes/search';
import { pageTitle } from 'shared-contracts/ui/pageTitle';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useStore } from 'shared-contracts/ui/useStore';

/** JSON-LD blocks the head carries; the browser's effect keeps only the shown page's. */
export const JSON_LD_ATTRIBUTE = 'data-page-head';

export interface PageHeadEnvironment {
  /** The shop's public origin, without a trailing slash ('https://haat.example'). */
  publicUrl: string;
  /** Server only: takes the page's JSON-LD blocks for the document's head (the last page's win). */
  collect?: (jsonLd: readonly object[]) => void;
}

/** The public origin the page's server wrote into its runtime configuration, else the page's own. */
function pagePublicUrl(): string {
  if (typeof document === 'undefined') return '';
  try {
    const carried = JSON.parse(document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent ?? 'null') as { publicUrl?: string } | null;
    if (carried?.publicUrl) return carried.publicUrl;
  } catch {
    // a page without it: its own origin
  }
  return window.location.origin;
}

let browserEnvironment: PageHeadEnvironment | undefined;

/** Given by the server's render (its PUBLIC_URL and collector); in the browser, read from the page. */
export const PageHeadContext = createContext<PageHeadEnvironment | null>(null);

function usePageHeadEnvironment(): PageHeadEnvironment {
  const given = useContext(PageHeadContext);
  if (given) return given;
  browserEnvironment ??= { publicUrl: pagePublicUrl() };
  return browserEnvironment;
}

/** The shop's public origin ('https://haat.example'), for a page's own absolute addresses (its JSON-LD). */
export const usePublicOrigin = (): string => usePageHeadEnvironment().publicUrl;

/** A description a search result shows whole: the first paragraph, one line, at most ~160 characters. */
export function snippet(description: string, max = 160): string {
  const paragraph = description.trim().split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
  if (paragraph.length <= max) return paragraph;
  const cut = paragraph.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/** Open Graph's locale form: en_IN. */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/** An address on the shop's public origin ('/media/x.webp' -> 'https://haat.example/media/x.webp'); absolute ones as they are. */
export const absoluteUrl = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

export interface PageHeadProps {
  /** The page's own title ('Your cart'); the trading name follows it. Undefined: the name alone. */
  title?: string;
  description?: string;
  /** The unprefixed path of the page's canonical address ('/shop/brass-diya'). Without one, or for a
   *  page not for search, the page says `noindex`. */
  path?: string;
  noindex?: boolean;
  type?: 'website' | 'product';
  /** For previews: absolute, or a path on the shop's origin. */
  image?: string;
  /** More `<meta property>` tags (a product's price). */
  properties?: readonly { property: string; content: string }[];
  /** JSON-LD data blocks (schema.org). */
  jsonLd?: readonly object[];
}

/** The page's head tags, hoisted by React into the document's head. */
export function PageHead({ title, description, path, noindex, type = 'website', image, properties = [], jsonLd = [] }: PageHeadProps): ReactElement {
  const { publicUrl, collect } = usePageHeadEnvironment();
  const { locale } = useLocale();
  const { tradingName } = useStore();
  const fullTitle = pageTitle(title, tradingName);
  const indexed = path !== undefined && !noindex && !notForSearch(path);
  const blocks = indexed ? jsonLd : [];
  // During the server's render: the blocks go into the document's head (render.tsx).
  collect?.(blocks);
  const json = JSON.stringify(blocks);
  useEffect(() => {
    const head = document.head;
    head.querySelectorAll(`script[type="application/ld+json"][${JSON_LD_ATTRIBUTE}]`).forEach((element) => element.remove());
    const added = (JSON.parse(json) as object[]).map((data) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(JSON_LD_ATTRIBUTE, '');
      script.textContent = JSON.stringify(data);
      head.append(script);
      return script;
    });
    return () => added.forEach((script) => script.remove());
  }, [json]);

  const meta = (key: string, attribute: 'name' | 'property', content: string) => createElement('meta', { key: `${attribute}:${key}:${content}`, [attribute]: key, content });
  const tags: ReactElement[] = [createElement('title', { key: 'title' }, fullTitle)];
  if (description) tags.push(meta('description', 'name', description));
  if (!indexed) {
    tags.push(meta('robots', 'name', 'noindex'));
    return createElement(Fragment, null, ...tags);
  }
  const href = (target: Locale) => `${publicUrl}${localizePath(path, target)}`;
  const url = href(locale);
  const picture = image && absoluteUrl(publicUrl, image);
  tags.push(
    createElement('link', { key: 'canonical', rel: 'canonical', href: url }),
    ...LOCALES.map((target) => createElement('link', { key: `alternate:${target}`, rel: 'alternate', hrefLang: target, href: href(target) })),
    createElement('link', { key: 'alternate:x-default', rel: 'alternate', hrefLang: 'x-default', href: href(DEFAULT_LOCALE) }),
    meta('og:type', 'property', type),
    meta('og:site_name', 'property', tradingName),
    meta('og:title', 'property', fullTitle),
    meta('og:url', 'property', url),
    meta('og:locale', 'property', ogLocale(locale)),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('og:locale:alternate', 'property', ogLocale(other))),
  );
  if (description) tags.push(meta('og:description', 'property', description));
  if (picture) tags.push(meta('og:image', 'property', picture));
  tags.push(...properties.map(({ property, content }) => meta(property, 'property', content)));
  tags.push(meta('twitter:card', 'name', picture ? 'summary_large_image' : 'summary'), meta('twitter:title', 'name', fullTitle));
  if (description) tags.push(meta('twitter:description', 'name', description));
  if (picture) tags.push(meta('twitter:image', 'name', picture));
  return createElement(Fragment, null, ...tags);
}
