/**
 * Server rendering of the customer pages (issue 13): the host's own App, for one request's URL, to
 * the markup of #root and the tags for <head> (host/server/page.ts puts both in the document, FED's
 * ssr/ calls this with a deadline and serves the client-rendered page when it throws or is late).
 *
 * Load, then render: the route's remote modules (routeModules.ts: the page, the layout's
 * mini-cart, the product page's add-to-cart) are loaded through the federation runtime first,
 * the same calls the browser makes (on the server they resolve to the remotes' server bundles), so
 * their areas draw at once instead of a skeleton. The API answers are fetched during the render:
 * useApiQuery suspends on a query its cache lacks, and React's `prerenderToNodeStream` waits for
 * every Suspense boundary, so a query that depends on another (the product page's related
 * products) is fetched too, with no list of a page's queries kept here. The answers then travel in
 * the page as JSON, and the browser's hydrating render reads them instead of fetching them again.
 *
 * Requests never share state: each render has its own language instance (a clone of the page's
 * one, sharing its messages), its own API cache and client (the request's language, no user), its
 * own loaded modules; all reach the tree through React context. Nothing per visitor is rendered:
 * the user is a guest and the cart empty (useUser, useCartCount), the locale comes from the path
 * alone (LocaleGuard), so the HTML is the same for every visitor and can be cached.
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ComponentType } from 'react';
import { createApiClient } from 'shared-contracts/api/client';
import type { ApiRoute } from 'shared-contracts/api/define';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import { i18n as pageI18n } from 'shared-contracts/platform/i18n';
import { API_DATA_ELEMENT_ID, type ApiDataSource } from 'shared-contracts/ui/useApiQuery';
import { JSON_LD_ATTRIBUTE, PageHeadContext } from 'shared-contracts/ui/PageHead';
import { App } from '../App';
import { loadRouteModule, routeModuleKey } from '../federation/earlyStart';
import { jsonForScript, PAGE_ERROR_ELEMENT_ID, type RouteModule } from '../federation/pageData';
import { routeFor, routeModules } from '../federation/routeModules';
import { assembleRouteTable, type RemotePages } from '../routes/table';
import { decideLocale } from '../locale/decideLocale';

export interface RenderRequest {
  /** Path and query: '/es/shop/brass-diya', '/shop?category=lamps'. */
  url: string;
  /** Not read: the HTML is the same for every visitor (personal parts fill in in the browser). */
  cookies?: Record<string, string>;
  /** Each remote's pages (its current pages.json): with the host's own, the route table. */
  pages: RemotePages;
}

export interface RenderedPage {
  status: number;
  /** Tags for <head>: the page's data as `<script type="application/json">` (never run: the CSP). */
  head: string;
  /** The markup inside <div id="root">; empty for a page the browser renders alone. */
  root: string;
}

type Loaded = ComponentType<Record<string, unknown>>;

export interface RenderOptions {
  /** The shop API's absolute base URL as this server reaches it ('http://127.0.0.1:8080/api'). */
  apiBaseUrl: string;
  /** The shop's public origin (PUBLIC_URL), for the pages' canonical addresses and previews
   *  (shared-contracts/ui/PageHead); the browser reads the same from the page's runtime config. */
  publicUrl?: string;
  /** Milliseconds an API call may take before the render gives up (and the page is client-rendered). */
  apiTimeoutMs?: number;
  /** How remote modules are loaded: through the federation runtime unless given (tests). */
  loadModules?: (modules: RouteModule[]) => Promise<Map<string, Loaded>>;
}

let options: RenderOptions | undefined;

/** Set once by the server that loads this bundle, before the first render. */
export function configureRender(next: RenderOptions): void {
  options = next;
}

/**
 * The route's modules through the federation runtime, as the browser loads them; on the server they
 * resolve to the remotes' server builds (host/src/server/entry.ts registers them). No retries: a
 * module that fails fails the render, and the page is served client-rendered, whose areas retry.
 */
async function loadThroughRuntime(modules: RouteModule[]): Promise<Map<string, Loaded>> {
  const loaded = await Promise.all(
    modules.map(async (item) => {
      const id = routeModuleKey(item);
      const exposed = await loadRouteModule<{ default: Loaded }>(item);
      if (!exposed) throw new Error(`${id} is not exposed`);
      return [id, exposed.default] as const;
    }),
  );
  return new Map(loaded);
}

/** The API client of one request: its language, no user (server HTML is every visitor's). */
function requestApi(locale: string): ApiDataSource['load'] {
  if (!options) throw new Error('renderPage: configureRender({ apiBaseUrl }) was not called');
  const client = createApiClient({ baseURL: options.apiBaseUrl, getLanguage: () => locale, timeout: options.apiTimeoutMs ?? 3_000 });
  return (route: ApiRoute, input: unknown) => (client.call as (r: ApiRoute, i: unknown) => Promise<unknown>)(route, input);
}

/** Collects a stream's text. */
async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    stream.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<style\b[^>]*>[\s\S]*?<\/style>|<title\b[^>]*>[\s\S]*?<\/title>)/;

/** The tags React hoisted to the front of its output, and the markup after them. */
export function splitHoisted(html: string): [hoisted: string, markup: string] {
  let rest = html;
  let hoisted = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return [hoisted, rest];
}

const client = (): RenderedPage => ({ status: 200, head: '', root: '' });
const data = (id: string, value: unknown) => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

export async function renderPage({ url, pages }: RenderRequest): Promise<RenderedPage> {
  const parsed = new URL(url, 'http://shop.invalid');
  const pathname = parsed.pathname;
  // What the browser's hydrating render decides too: the path alone (see LocaleGuard). A path that
  // redirects ('/en/shop') is the browser's to follow.
  const { locale, redirectTo } = decideLocale({ pathname, cookie: undefined, browserLanguages: [] });
  if (redirectTo) return client();
  const table = assembleRouteTable(pages);
  const route = routeFor(table, pathname);
  // The customer pages that are the same for every visitor (the route table's `server`); the others
  // depend on the visitor (cart, payment, account, sign-in, admin): the browser renders them.
  if (route && !route.server) return client();

  const i18n = pageI18n.cloneInstance({ lng: locale, initAsync: false });
  const apiData: ApiDataSource = { entries: new Map(), load: requestApi(locale) };
  const load = options?.loadModules ?? loadThroughRuntime;
  const loadedRemotes = await load(routeModules(table, pathname));
  const pageUrl = `${pathname}${parsed.search}`;

  // antd computes no component CSS at run time (zero-runtime: it comes with the chunks), but the
  // theme's tokens are CSS variables it writes when it renders: collected per render, they go into
  // the head, so the markup has its colours before any script runs (the browser's antd finds them).
  let styles = createCache();
  // The page's JSON-LD blocks (shared-contracts/ui/PageHead): React hoists the page's <title>, <meta>
  // and <link> itself, but leaves an inline <script> where it is; these go into the head instead.
  let jsonLd: readonly object[] = [];
  const head = { publicUrl: options?.publicUrl ?? '', collect: (blocks: readonly object[]) => void (jsonLd = blocks) };
  async function renderOnce(pageError: { pathname: string; status: number } | null) {
    const errors: unknown[] = [];
    styles = createCache();
    jsonLd = [];
    const { prelude } = await prerenderToNodeStream(
      <StyleProvider cache={styles}>
        <PageHeadContext value={head}>
          <App url={pageUrl} routeTable={table} i18n={i18n} apiData={apiData} loadedRemotes={loadedRemotes} pageError={pageError} />
        </PageHeadContext>
      </StyleProvider>,
      // Every boundary inline, however large: React outlines a boundary's content above 12.8 KB (a
      // shop page of 12 cards) into a hidden segment that an inline script reveals, which the
      // Content-Security-Policy blocks (the page kept a hidden copy and hydrated with a mismatch).
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { root: await text(prelude), errors };
  }

  let status = route ? 200 : 404;
  let pageError: { pathname: string; status: number } | null = null;
  let { root, errors } = await renderOnce(null);
  // A page that threw pageNotFound(): React's error boundaries do not run on the server, so the page
  // is rendered again with its boundary showing the error page (the answers are cached by now).
  const thrownStatus = errors.map(pageErrorStatus).find((value) => value !== undefined);
  if (thrownStatus !== undefined) {
    status = thrownStatus;
    pageError = { pathname, status };
    ({ root, errors } = await renderOnce(pageError));
  }
  if (errors.length > 0) throw errors[0];

  // React writes what it hoists (the page's title, meta and link tags, the shop pages' <style>, the
  // main photo's preload) before the markup; in #root the browser's hydration would meet them where
  // it expects the layout.
  const [hoisted, markup] = splitHoisted(root);
  root = markup;
  const tags = [
    extractStyle(styles),
    hoisted,
    // data blocks, never run: the pages' CSP allows them
    ...jsonLd.map((block) => `<script type="application/ld+json" ${JSON_LD_ATTRIBUTE}>${jsonForScript(block)}</script>`),
    // in the order of their keys, not of the answers' arrival: the same page is the same HTML for
    // every visitor (it is cached and shared), however the page's requests raced
    data(API_DATA_ELEMENT_ID, Object.fromEntries([...apiData.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))),
    // Also for a path no route has: the server links the error page's CSS when this is here.
    ...(status !== 200 ? [data(PAGE_ERROR_ELEMENT_ID, pageError ?? { pathname, status })] : []),
  ].join('');
  return { status, head: tags, root };
}
