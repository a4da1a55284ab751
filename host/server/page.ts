/**
 * The HTML document for a page path: the host's built index.html with what the page would
 * otherwise fetch one after the other written into it, so nothing waits on a chain of requests:
 *
 * - the runtime configuration (what /runtime-config.json answers: API address, identity);
 * - the remotes registry (what /mf-remotes.json answers), every remote's pages (its pages.json, the
 *   data of its page manifest: with the host's own pages, the route table) and the manifests of the
 *   remotes the path's route shows (host/src/federation/routeModules.ts: its page, the mini-cart,
 *   ...), as `<script type="application/json">` data (never run: the pages' CSP forbids inline
 *   scripts);
 * - `<link rel="preload" as="script">` for those remotes' remoteEntry.js and the chunks of the
 *   modules the route shows (and `as="style"` for their CSS), so the browser fetches them while
 *   the host's own script loads (see preloadsFor). No `crossorigin`: the runtime and webpack add their <script>s
 *   without one, and a preload is reused only when that matches. A server-rendered page holds
 *   its script preloads (these and the template's main.js) in an inert
 *   `<template id="held-scripts">`, which the paint-first script puts in the head once the first
 *   screen is drawn (host/src/start/paintFirst.ts): until then its first-screen images have the
 *   link to themselves.
 *
 * A manifest (and pages.json beside it) is read from the remote's build folder when this server serves it, else fetched from
 * the remote's URL, and kept while it is unchanged (a file: same mtime and size; a URL: a few
 * seconds), so a remote released alone is picked up by the next page without a restart. A manifest
 * that cannot be had is left out: the host then fetches it as before (and shows the remote's
 * fallback if it is down).
 *
 * The document is assembled from parts (head additions, the #root element's content), so server
 * rendering can put a page's HTML into #root later without another template.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pagesFileUrl, REMOTE_NAMES, type PagesFile, type RemoteName, type RemotesRegistry } from 'shared-contracts/remotes/contracts';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from 'shared-contracts/platform/config';
import { PAGE_DATA_IDS, PAGE_ERROR_ELEMENT_ID, jsonForScript, type InlinedManifests, type InlinedPages, type RouteModule } from '../src/federation/pageData';
import { routeFor, routeModules } from '../src/federation/routeModules';
import { assembleRouteTable, type RouteEntry } from '../src/routes/table';
import { HELD_SCRIPTS_ID } from '../src/start/paintFirst';

/** The parts of mf-manifest.json read here (the runtime reads the rest). */
export interface Manifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: { name: string; path?: string; assets: Assets }[];
}

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface PageDocumentOptions {
  /** The host's build folder (index.html). */
  hostDir: string;
  /** The build folders of the remotes this server serves under /remotes/<name>/ (a remote that is
   *  down is left out). */
  remoteDirs: Partial<Record<RemoteName, string>>;
  registry: RemotesRegistry;
  /** What the page's code reads at start-up (API address, identity), written in so it is not fetched. */
  runtimeConfig?: RuntimeConfig;
  /** How long a manifest fetched from another origin is reused. */
  remoteManifestTtlMs?: number;
  /** How long to wait for such a manifest before serving the page without it. */
  remoteManifestTimeoutMs?: number;
}

/** Each remote's pages as its build published them (pages.json: each page's files and titles too). */
export type PublishedPages = Partial<Record<RemoteName, readonly PagesFile['pages'][number][]>>;

/** What server rendering (issue 13) will add: markup inside #root, tags in <head>. */
export interface PageContent {
  /** Tags for <head>; a <title> among them replaces the template's. */
  head?: string;
  root?: string;
  /** The page's language, for <html lang> (the template says English). */
  lang?: string;
}

/** A file read again only when its modification time or size changed. */
function fileCache<T>(parse: (text: string) => T) {
  const cache = new Map<string, { key: string; value: T }>();
  return async (file: string): Promise<T | undefined> => {
    try {
      const { mtimeMs, size } = await stat(file);
      const key = `${mtimeMs}:${size}`;
      const hit = cache.get(file);
      if (hit?.key === key) return hit.value;
      const value = parse(await readFile(file, 'utf8'));
      cache.set(file, { key, value });
      return value;
    } catch {
      return undefined;
    }
  };
}

/** A URL's JSON, fetched again once its answer is `ttlMs` old; a failed fetch gives the last good answer (none before the first). */
function urlCache<T>(ttlMs: number, timeoutMs: number) {
  const cache = new Map<string, { until: number; value: Promise<T | undefined>; good?: T }>();
  return (url: string): Promise<T | undefined> => {
    const hit = cache.get(url);
    if (hit && hit.until > Date.now()) return hit.value;
    const entry: { until: number; value: Promise<T | undefined>; good?: T } = { until: Date.now() + ttlMs, value: Promise.resolve(undefined), good: hit?.good };
    entry.value = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : undefined))
      .catch(() => undefined)
      .then((fresh) => {
        if (fresh !== undefined) return (entry.good = fresh);
        // A failed fetch (slow, down, an error status) is not kept: the next request asks again.
        // Meanwhile the last good answer stands: a remote site's hiccup (a loaded CDN, a timeout)
        // must not drop its pages from the route table, which would answer them 404.
        entry.until = 0;
        return entry.good;
      });
    cache.set(url, entry);
    return entry.value;
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Where a manifest's files are: its publicPath, or (publicPath 'auto') the manifest's folder. */
export function assetBase(manifestUrl: string, manifest: Manifest): string {
  const publicPath = manifest.metaData.publicPath;
  if (publicPath && publicPath !== 'auto') return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/**
 * The files the route's remote modules need first: each remote's remoteEntry.js, then each
 * module's own chunks (exposes[].assets sync). Not the remotes' shared chunks: the host registers
 * its shared modules first and the runtime keeps the first (shareStrategy 'loaded-first'), so a
 * remote's copy of React or of shared-contracts is never run; the host's copies load with the
 * host's own chunks. A shared module only a remote provides is left to load on demand: the manifest
 * does not say which exposed module needs it.
 */
export function preloadsFor(
  modules: RouteModule[],
  manifests: Map<RemoteName, { url: string; manifest: Manifest }>,
  pages: PublishedPages = {},
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const { remote, module, page } of modules) {
    const found = manifests.get(remote);
    if (!found) continue;
    const { url, manifest } = found;
    const base = assetBase(url, manifest);
    const { name, path: entryPath } = manifest.metaData.remoteEntry;
    scripts.add(`${base}${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${name}`);
    const expose = manifest.exposes.find((candidate) => (candidate.path ?? `./${candidate.name}`) === module);
    expose?.assets.js.sync.forEach((file) => scripts.add(`${base}${file}`));
    expose?.assets.css.sync.forEach((file) => styles.add(`${base}${file}`));
    // A page of the remote's page manifest: its own chunks, as the remote's pages.json lists them.
    const files = page === undefined ? undefined : pages[remote]?.find((candidate) => candidate.id === page)?.files;
    files?.js.forEach((file) => scripts.add(`${base}${file}`));
    files?.css.forEach((file) => styles.add(`${base}${file}`));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The template's own script preloads (main.js's, written by host/webpack.config.ts's PaintFirstPlugin). */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/g;

/**
 * A server-rendered page's template and script preloads, the preloads held back in an inert
 * `<template>` (the paint-first script releases them once the first screen is drawn) and taken out
 * of the template; `preloads` are the route's.
 */
export function holdScriptPreloads(template: string, preloads: readonly string[]): { template: string; held: string } {
  const own: string[] = [];
  const rest = template.replace(SCRIPT_PRELOAD, (tag) => {
    own.push(tag);
    return '';
  });
  const tags = [...own, ...preloads.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`)];
  return { template: rest, held: tags.length ? `<template id="${HELD_SCRIPTS_ID}">${tags.join('')}</template>` : '' };
}

/** index.html with `head` added at the end of <head> (its <title> in place of the template's),
 *  `root` inside <div id="root"> and `lang` on <html>. */
export function assembleDocument(template: string, { head = '', root = '', lang }: PageContent): string {
  let page = lang ? template.replace(/<html\b[^>]*>/, (element) => element.replace(/\slang=("[^"]*"|[^\s>]*)/, '').replace('<html', `<html lang="${escapeAttribute(lang)}"`)) : template;
  if (/<title[\s>]/.test(head)) page = page.replace(/<title>[\s\S]*?<\/title>/, '');
  const withHead = page.replace('</head>', `${head}</head>`);
  return root ? withHead.replace(/<div id="?root"?><\/div>/, (element) => element.replace('></div>', `>${root}</div>`)) : withHead;
}

export function createPageDocuments({
  hostDir,
  remoteDirs,
  registry,
  runtimeConfig,
  remoteManifestTtlMs = 5_000,
  remoteManifestTimeoutMs = 1_500,
}: PageDocumentOptions) {
  const readText = fileCache((text) => text);
  const readManifest = fileCache((text) => JSON.parse(text) as Manifest);
  const readPages = fileCache((text) => (JSON.parse(text) as PagesFile).pages);
  const readPageStyles = fileCache((text) => JSON.parse(text) as Record<string, string[]>);

  /**
   * The CSS of the host's own lazy chunks a server-rendered page shows (its page, the error page),
   * from the host build's page-styles.json (host/webpack.config.ts): the markup is drawn before the
   * chunks load, so their CSS must already apply. Empty for a client-rendered page.
   */
  async function hostStyles(route: RouteEntry | undefined, content: PageContent): Promise<string[]> {
    if (!content.root) return [];
    const styles = (await readPageStyles(path.join(hostDir, 'page-styles.json'))) ?? {};
    const chunks = [
      ...(route?.page.owner === 'host' ? [`page-${route.id}`] : []),
      ...(content.head?.includes(`id="${PAGE_ERROR_ELEMENT_ID}"`) ? ['error-page'] : []),
    ];
    return [...new Set(chunks.flatMap((chunk) => styles[chunk] ?? []))].map((file) => `/${file}`);
  }
  const fetchManifest = urlCache<Manifest>(remoteManifestTtlMs, remoteManifestTimeoutMs);
  const fetchPages = urlCache<PagesFile>(remoteManifestTtlMs, remoteManifestTimeoutMs);

  /** A file of a remote's published folder, by its URL: from disk when served here, else over HTTP. */
  function publishedFile<T>(url: string, read: (file: string) => Promise<T | undefined>, fetchUrl: (url: string) => Promise<T | undefined>): Promise<T | undefined> {
    const local = /^\/remotes\/([^/]+)\/(.+)$/.exec(url.split('?')[0]!);
    if (local) {
      const dir = remoteDirs[local[1] as RemoteName];
      return dir ? read(path.join(dir, path.normalize(`/${local[2]}`))) : Promise.resolve(undefined);
    }
    return /^https?:\/\//.test(url) ? fetchUrl(url) : Promise.resolve(undefined);
  }

  /** The manifest a registry URL names. */
  const manifestAt = (url: string) => publishedFile(url, readManifest, fetchManifest);

  /** Each remote's pages (pages.json beside its manifest, with each page's files); a remote whose
   *  file cannot be had is left out (its paths are then the 404 page's). */
  async function remotePages(): Promise<PublishedPages> {
    const found = await Promise.all(
      REMOTE_NAMES.map((name) => publishedFile(pagesFileUrl(registry[name]), readPages, async (url) => (await fetchPages(url))?.pages)),
    );
    return Object.fromEntries(REMOTE_NAMES.flatMap((name, index) => (found[index] ? [[name, found[index]]] : [])));
  }

  /** The route table as the remotes' current builds make it (host/src/routes/table.ts). */
  const routeTable = async (): Promise<RouteEntry[]> => assembleRouteTable(await remotePages());

  /** The document for `pathname`, with `content` (a server render's markup and head) put in;
   *  `known`: the remotes' pages already read for this request. */
  async function render(pathname: string, content: PageContent = {}, known?: PublishedPages): Promise<string | undefined> {
    const built = await readText(path.join(hostDir, 'index.html'));
    if (built === undefined) return undefined;
    const pages = known ?? (await remotePages());
    const table = assembleRouteTable(pages);
    const modules = routeModules(table, pathname);
    const remotes = [...new Set(modules.map((item) => item.remote))];
    const found = await Promise.all(remotes.map((remote) => manifestAt(registry[remote])));
    const manifests = new Map<RemoteName, { url: string; manifest: Manifest }>();
    const inlined: InlinedManifests = {};
    remotes.forEach((remote, index) => {
      const manifest = found[index];
      if (!manifest) return;
      manifests.set(remote, { url: registry[remote], manifest });
      inlined[registry[remote]] = manifest;
    });
    const { scripts, styles } = preloadsFor(modules, manifests, pages);
    // The route table's data for the browser: each page's files (the preloads above) and titles
    // (the document's, head.ts) stay here.
    const inlinedPages: InlinedPages = Object.fromEntries(
      Object.entries(pages).map(([name, list]) => [name, list.map(({ files: _files, titles: _titles, ...info }) => info)]),
    );
    const data = (id: string, value: unknown) => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;
    const ownStyles = await hostStyles(routeFor(table, pathname), content);
    // Server-rendered markup is drawn before any script runs: the scripts wait for it (see the top).
    const { template, held } = content.root ? holdScriptPreloads(built, scripts) : { template: built, held: '' };
    const head = [
      ...ownStyles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
      // Server-rendered markup is drawn before any script runs: its modules' CSS must apply by then.
      ...styles.map((href) => (content.root ? `<link rel="stylesheet" href="${escapeAttribute(href)}">` : `<link rel="preload" as="style" href="${escapeAttribute(href)}">`)),
      ...(content.root ? [held] : scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`)),
      ...(runtimeConfig ? [data(RUNTIME_CONFIG_ELEMENT_ID, runtimeConfig)] : []),
      data(PAGE_DATA_IDS.registry, registry),
      data(PAGE_DATA_IDS.manifests, inlined),
      data(PAGE_DATA_IDS.pages, inlinedPages),
      // Only modules whose manifest is here: the others wait for the host, which fetches it.
      data(PAGE_DATA_IDS.routeModules, modules.filter((item) => manifests.has(item.remote))),
    ].join('');
    return assembleDocument(template, { ...content, head: head + (content.head ?? '') });
  }

  return { render, routeTable, remotePages };
}
