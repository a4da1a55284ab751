/**
 * Server rendering of customer pages (issue 13): the host's server bundle renders the page, remote
 * pages through Module Federation's Node runtime from the remotes' server builds (found through the
 * registry, remotes.ts), and the markup goes into the same document the browser build is served in
 * (page.ts's render). Which pages: those the route table marks `server` (host/src/routes/table.ts:
 * the host's pages and the remotes' page manifests).
 *
 * Failure never blanks a page: without the host's server bundle, without a remote's server build,
 * when the render throws or takes longer than RENDER_DEADLINE_MS, the answer is the document the
 * browser renders (as before server rendering), and one log line says why.
 *
 * Rendered documents are the same for every visitor (no cookie reaches the render: the locale is in
 * the path, personal parts fill in after hydration), so they are cached (cache.ts) by URL and the
 * builds' versions and may be kept by a CDN for a short while (SERVER_RENDERED_CACHE_CONTROL).
 */
import type { RemoteName, RemotesRegistry } from 'shared-contracts/remotes/contracts';
import { routeFor, routeModules } from '../../src/federation/routeModules';
import { assembleRouteTable } from '../../src/routes/table';
import { precompress, type Precompressed } from 'api/compression';
import type { PageContent, PublishedPages } from '../page';
import { createPageCache, pageCacheKey, type CachedPage, type PageCacheOptions } from './cache';
import { createHostBundle } from './hostBundle';
import { createServerEntries } from './remotes';

/**
 * How long a render may take before the browser-rendered document is sent instead. A product page
 * renders in well under 150 ms on this machine once warm; the first render after a release loads
 * the new build (a few hundred ms). Past 1.5 s a phone is better served by the page it can render
 * itself, whose scripts the document already preloads.
 */
export const RENDER_DEADLINE_MS = 1_500;

/**
 * SERVER_RENDER_DEADLINE_MS: the deadline above for this server (RENDER_DEADLINE_MS unless set), and
 * how long the page server waits for a remote site's manifest or pages (host/server/plugin.ts). A
 * shop on a slow machine may allow more; the end-to-end stacks allow more because their machine
 * runs two of them beside a browser on two loaded cores, where a deadline meant for a visitor's
 * wait would turn a render that works into the fallback (the fallback itself: scripts/ssr.test.ts).
 */
export function renderDeadlineMs(env: NodeJS.ProcessEnv): number {
  const setting = env.SERVER_RENDER_DEADLINE_MS;
  if (setting === undefined || setting === '') return RENDER_DEADLINE_MS;
  const ms = Number(setting);
  if (!Number.isInteger(ms) || ms < 1) throw new Error(`SERVER_RENDER_DEADLINE_MS is a whole number of milliseconds above 0 (1500 by default), not '${setting}'.`);
  return ms;
}

/**
 * A server-rendered page: browsers revalidate every time (max-age=0: it names the current builds),
 * a CDN may answer from its copy for a minute (s-maxage) and, for five more, answer from it while
 * it fetches a fresh one (stale-while-revalidate): the HTML holds nothing personal, and a catalogue
 * change shows in a minute at most.
 */
export const SERVER_RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The same reason logged at most once in this long (a missing build would otherwise log every request). */
const LOG_REPEAT_MS = 60_000;

export interface ServerRenderingOptions {
  /** host/dist/server */
  hostServerDir: string;
  registry: RemotesRegistry;
  /** Build folders of the remotes this server serves (their `server/` inside). */
  remoteDirs: Partial<Record<RemoteName, string>>;
  /** The page's document with server markup put in (page.ts's createPageDocuments().render). */
  document: (pathname: string, content?: PageContent, pages?: PublishedPages) => Promise<string | undefined>;
  /** Each remote's pages, as its current build lists them (page.ts's remotePages). */
  remotePages: () => Promise<PublishedPages>;
  /** The shop API's absolute base URL for the render's own API calls; undefined while there is none
   *  (the server not listening yet): the page is then the browser's to render. */
  apiBaseUrl: () => string | undefined;
  /** The shop's public origin (PUBLIC_URL): the pages' canonical addresses and previews. */
  publicUrl?: string;
  deadlineMs?: number;
  cache?: PageCacheOptions;
  log: (message: string) => void;
}

export interface PageAnswer {
  status: number;
  html: string;
  /** 'server': rendered now; 'cache': rendered before; 'client': the browser renders it (see reason). */
  rendered: 'server' | 'cache' | 'client';
  reason?: string;
  /** A cached page's html, compressed once for all its visitors (once that is done). */
  encoded?: Precompressed;
}

class DeadlineError extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`took longer than ${ms} ms`)), ms);
  });
  // A render that finishes (or fails) after its deadline is nobody's business any more.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createServerRendering({ hostServerDir, registry, remoteDirs, document, remotePages, apiBaseUrl, publicUrl, deadlineMs = RENDER_DEADLINE_MS, cache: cacheOptions, log }: ServerRenderingOptions) {
  const host = createHostBundle(hostServerDir);
  const entries = createServerEntries({ registry, remoteDirs });
  const cache = createPageCache(cacheOptions);
  const logged = new Map<string, number>();

  async function fallback(url: string, pathname: string, reason: string, pages?: PublishedPages): Promise<PageAnswer | undefined> {
    const last = logged.get(reason);
    if (last === undefined || Date.now() - last > LOG_REPEAT_MS) {
      logged.set(reason, Date.now());
      log(`server rendering ${url}: ${reason}; sent the page the browser renders`);
    }
    const html = await document(pathname, undefined, pages);
    return html === undefined ? undefined : { status: 200, html, rendered: 'client', reason };
  }

  /** The document for a server-rendered page's URL (path + query): rendered, cached, or the
   *  browser-rendered one when rendering fails. Undefined only when there is no document at all.
   *  `known`: the remotes' pages the caller already read for this request. */
  async function page(url: string, known?: PublishedPages): Promise<PageAnswer | undefined> {
    const pathname = new URL(url, 'http://page').pathname;
    const api = apiBaseUrl();
    if (api === undefined) return fallback(url, pathname, 'no API address to render with');
    const hostVersion = await host.version();
    if (hostVersion === undefined) return fallback(url, pathname, `no host server bundle (${host.file})`);
    const pages = known ?? (await remotePages());
    const remotes = [...new Set(routeModules(assembleRouteTable(pages), pathname).map((item) => item.remote))];
    const found = await Promise.all(remotes.map((name) => entries.entry(name)));
    const versions: Record<string, string> = { host: hostVersion };
    const urls: Partial<Record<RemoteName, string>> = {};
    for (const [index, name] of remotes.entries()) {
      const entry = found[index]!;
      if ('missing' in entry) return fallback(url, pathname, `no server build of remote ${name} (${entry.missing})`, pages);
      versions[name] = entry.version;
      urls[name] = entry.url;
    }
    const key = pageCacheKey(url, versions);
    const cached = cache.get(key);
    if (cached) return { ...cached, rendered: 'cache' };
    const work = (async () => {
      const bundle = host.load(hostVersion);
      bundle.configure({ apiBaseUrl: api, publicUrl });
      bundle.setRemotes(urls);
      // No cookies: the document must be the same for every visitor to be cached and shared.
      const result = await bundle.renderPage({ url, pages });
      return { result, html: await document(pathname, { head: result.head, root: result.root }, pages) };
    })();
    // The renderer may leave a page to the browser (a path that redirects to its locale's): that is
    // no failure, but nothing to cache either.
    // A page kept is compressed once, at the strongest levels, for the visitors that follow
    // (smaller than each answer compressed on the fly); until then they get it compressed as usual.
    const keep = ({ result, html }: Awaited<typeof work>) => {
      if (html === undefined || !result.root) return;
      const kept: CachedPage = { status: result.status, html };
      cache.set(key, kept);
      precompress(html).then(
        (encoded) => {
          kept.encoded = encoded;
        },
        (error: unknown) => log(`server rendering ${url}: compressing the page failed: ${String(error)}`),
      );
    };
    try {
      const { result, html } = await withDeadline(work, deadlineMs);
      if (html === undefined) return undefined;
      if (!result.root) return { status: result.status, html, rendered: 'client', reason: 'left to the browser by the renderer' };
      keep({ result, html });
      return { status: result.status, html, rendered: 'server' };
    } catch (error) {
      // (Not `instanceof Error`: the bundle's errors may come from another realm.)
      const message = typeof (error as Error | undefined)?.message === 'string' ? (error as Error).message.split('\n')[0]! : String(error);
      const reason = error instanceof DeadlineError ? message : `render failed: ${message}`;
      // A render that is only late (the first after a start or a release loads the builds) still
      // serves the next visitor from the cache.
      if (error instanceof DeadlineError) work.then(keep, () => undefined);
      return fallback(url, pathname, reason, pages);
    }
  }

  /** Loads the builds and renders the home page once, so the first visitor's page need not wait
   *  for that (called once the server listens; a failure is only logged). */
  async function warm(): Promise<void> {
    await page('/').catch((error: unknown) => log(`server rendering: warming up failed: ${String(error)}`));
  }

  return {
    /** Does the server render this page path (any locale)? The route table says. */
    serves: async (pathname: string): Promise<boolean> => routeFor(assembleRouteTable(await remotePages()), pathname)?.server === true,
    page,
    warm,
    /** Forgets every rendered document (the catalogue changed). */
    clear: () => cache.clear(),
    get cachedPages() {
      return cache.size;
    },
  };
}
