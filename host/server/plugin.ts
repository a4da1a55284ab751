/**
 * The page server as a Fastify plugin (DESIGN.md "Rendering and speed"): registered beside the
 * API's plugin (api's apiPlugin) on one server (serve.ts), each in its own encapsulated context, so
 * each one's hooks and security policy apply to its own routes only, whatever the URL looks like:
 * the pages' Content-Security-Policy (content-security.ts) on every HTML answer of this plugin, the
 * API's on the API's. Both carry the shop's shared policies (api's registerSharedPolicies: request
 * id, helmet's headers, errors in the shop's body, Settings > Admin access for the admin pages).
 *
 * Serves /runtime-config.json and /mf-remotes.json (no-cache), robots.txt and the sitemap, each
 * remote's files under /remotes/<name>/ (its current release's, releases.ts), the host's build,
 * and every other path as a page: the host's index.html with the registry, the route's manifests
 * and preload hints written in (page.ts), rendered on the server when the route table says so (ssr/:
 * the page then gives its own head and status), else with the head of a page the browser renders
 * (head.ts: its title, `noindex` when it is not for search, 404 for a path no route has).
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type RemoteName, type RemotesRegistry } from 'shared-contracts/remotes/contracts';
import type { RuntimeConfig } from 'shared-contracts/platform/config';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from 'shared-contracts/i18n/locales';
import { SHOP_STORE } from 'shared-contracts/domain/store';
import { API_CSP, normalisedPath, registerSharedPolicies, sendError, sendMaybePrecompressed, type Config, type PageServerPort, type Services } from 'api';
import { pageLocale } from './locale';
import { pageContentSecurityPolicy } from './content-security';
import { createPageDocuments, type PageContent, type PublishedPages } from './page';
import { createReleasedDirs, findIn, releasesRoot, safeRelative } from './releases';
import { createServerRendering, renderDeadlineMs, SERVER_RENDERED_CACHE_CONTROL } from './ssr';
import { robotsTxt, sitemapXml } from './seo';
import { documentHead } from './head';
import { routeFor } from '../src/federation/routeModules';
import { assembleRouteTable, type RouteEntry } from '../src/routes/table';

/** The repository's root: the builds are in host/dist and remote-<name>/dist. */
const root = path.resolve(__dirname, '../..');
/** A content-hashed file: its name changes with its content. With a precompressed sibling served,
 *  the name seen here is that sibling's (`main.1a2b3c4d.js.br`). */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|svg)(\.br|\.gz)?$/;
/** Paths that are never pages: the API's, the remotes' files, the media (as the router reads them). */
const NOT_PAGES = /^\/(api|remotes|media)\//;

export interface PagesPluginOptions {
  config: Config;
  registry: RemotesRegistry;
  runtime: RuntimeConfig;
  env: NodeJS.ProcessEnv;
  /** What the pages read of the shop besides its public routes (api's pageServerPort); without it
   *  the pages are served without the API (front-end tests). */
  shop?: PageServerPort;
  /** The API's services, for the shared policies that need them (Settings > Admin access). */
  services?: Services;
  /** Remotes not to serve (their URL still listed). */
  offline: string[];
  /** Build folders to serve remotes from instead of `remote-<name>/dist`. */
  remoteDirs: Partial<Record<RemoteName, string>>;
}

/** The API's address for this server's own calls (server rendering): the configured one when it is
 *  absolute, else this server on loopback, once it listens. */
function serverApiBaseUrl(app: FastifyInstance, apiBaseUrl: string): string | undefined {
  if (/^https?:\/\//.test(apiBaseUrl)) return apiBaseUrl;
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}${apiBaseUrl}`;
}

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Which file was sent (.br, .gz or the original) depends on Accept-Encoding: caches must know.
  res.setHeader('Vary', 'Accept-Encoding');
}

export async function pagesPlugin(app: FastifyInstance, { config, registry, runtime, env, shop, services, offline, remoteDirs }: PagesPluginOptions): Promise<void> {
  await registerSharedPolicies(app, services);

  // The pages' Content-Security-Policy (content-security.ts) on every HTML answer of this context;
  // its other answers (a 404's JSON, an SVG opened alone) are data, which load and run nothing.
  // Scripts and stylesheets carry none: the policy of the page that loads them is the one that
  // applies, and on a first visit's 30-odd of them it was 3.5 KB on the wire (npm run size).
  const previewOrigins = (env.PREVIEW_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const pagePolicy = pageContentSecurityPolicy({ registry, runtime, checkoutScriptUrl: shop?.checkoutScriptUrl ?? null, previewOrigins });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (/^(application|text)\/javascript|^text\/css/.test(type)) return payload;
    reply.header('content-security-policy', type.startsWith('text/html') ? pagePolicy : API_CSP);
    return payload;
  });

  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return runtime;
  });

  app.get('/mf-remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return registry;
  });

  // For search engines (seo.ts): on the shop's public address, an hour in caches.
  const { publicUrl } = config;
  app.get('/robots.txt', async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(publicUrl);
  });
  if (shop) {
    app.get('/sitemap.xml', async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
      return sitemapXml(publicUrl, await shop.publishedSlugs());
    });
  }

  // Each remote's files: its current release's (releases.ts), looked for in its earlier releases
  // when the current one lacks them (a page still running the previous build), or, while it has no
  // release, its build folder. Sent as the host's files are (below: precompressed siblings, cache
  // headers), for any origin.
  const released = createReleasedDirs(
    releasesRoot(env),
    Object.fromEntries(REMOTE_NAMES.filter((name) => !offline.includes(name)).map((name) => [name, remoteDirs[name] ?? path.join(root, `remote-${name}/dist`)])),
  );
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', (request, reply) => {
    const name = REMOTE_NAMES.find((remote) => remote === request.params.name);
    const file = safeRelative(request.params['*']);
    const dir = name && file && findIn(released.searchPath(name), file);
    if (!dir || !file) return sendError(request, reply, 'not_found');
    reply.header('Access-Control-Allow-Origin', '*');
    return reply.sendFile(file, dir);
  });

  await app.register(fastifyStatic, {
    root: path.join(root, 'host/dist'),
    prefix: '/',
    wildcard: false,
    // `/` is a page like any other (below), not the bare index.html.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  // Every page path gets the host's index.html with the registry, the route's manifests and preload
  // hints written in (page.ts). Revalidated: it names the remotes' current builds.
  const documents = createPageDocuments({
    hostDir: path.join(root, 'host/dist'),
    remoteDirs: released.dirs,
    registry,
    runtimeConfig: runtime,
    // A remote site's manifest and pages are part of what a page needs: waited for as long as a
    // render is (SERVER_RENDER_DEADLINE_MS), 1.5 s unless set.
    remoteManifestTimeoutMs: renderDeadlineMs(env),
  });
  // The store's trading name, for the titles of the pages the browser renders (Settings > Store
  // details, cached by the API); the demo shop's while it cannot be read.
  const tradingName = async (): Promise<string> => {
    try {
      return shop ? (await shop.storeDetails()).tradingName : SHOP_STORE.tradingName;
    } catch (error) {
      app.log.warn({ err: error }, 'page head: the store details could not be read');
      return SHOP_STORE.tradingName;
    }
  };
  /**
   * The page's document: a server render's (its head, from the page itself) in the page's language,
   * or, for a page the browser renders, with the head head.ts gives it (its title, noindex...).
   * `known`: what the request already read (the remotes' pages, the route, the locale).
   */
  const renderPage = async (pathname: string, content?: PageContent, known: { pages?: PublishedPages; route?: RouteEntry; locale?: Locale } = {}) => {
    const pages = known.pages ?? (await documents.remotePages());
    const locale = known.locale ?? splitLocalePath(pathname).locale ?? DEFAULT_LOCALE;
    if (content?.root) return documents.render(pathname, { ...content, lang: locale }, pages);
    const route = 'route' in known ? known.route : routeFor(assembleRouteTable(pages), pathname);
    const head = documentHead(route, locale, await tradingName());
    return documents.render(pathname, { ...content, head: head + (content?.head ?? ''), lang: locale }, pages);
  };
  // Customer pages rendered on the server (ssr/; SERVER_RENDERING=off turns it off): the same
  // document with the page's markup in it, or the one above when rendering fails. Only with an API
  // to render from: this server's, or one at an absolute address.
  const rendering =
    env.SERVER_RENDERING === 'off' || (!shop && !/^https?:\/\//.test(runtime.apiBaseUrl))
      ? undefined
      : createServerRendering({
          hostServerDir: path.join(root, 'host/dist/server'),
          registry,
          remoteDirs: released.dirs,
          document: (pathname, content, pages) => renderPage(pathname, content, { pages }),
          remotePages: documents.remotePages,
          apiBaseUrl: () => serverApiBaseUrl(app, runtime.apiBaseUrl),
          publicUrl,
          deadlineMs: renderDeadlineMs(env),
          log: (message) => app.log.warn(message),
        });
  if (shop) {
    // Rendered pages show the catalogue and the store details: a change (by any API instance, any
    // way) drops them (api's pageServerPort).
    const stop = await shop.onPageDataChange(() => rendering?.clear());
    app.addHook('onClose', async () => stop());
  }
  // The builds are loaded before the first visitor comes, not while they wait (the render needs
  // this server's address, known once it listens).
  if (rendering) app.addHook('onListen', async () => void rendering.warm());
  // One locale decision, one read of the remotes' pages and one route match per request: the
  // render, the document and the status all follow from them.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://page').pathname;
    // A path without a locale (English's) answers according to the cookie and the browser's
    // languages: caches must keep one answer per those.
    if (!splitLocalePath(pathname).locale) reply.header('Vary', 'Cookie, Accept-Language');
    const { locale, redirect } = pageLocale(request.url, request.headers);
    if (redirect !== undefined) return reply.header('Cache-Control', 'no-cache').redirect(redirect, 302);
    const pages = await documents.remotePages();
    const route = routeFor(assembleRouteTable(pages), pathname);
    if (rendering && route?.server) {
      // The page decides its status (an unknown product's 404) and its head when it renders.
      const answer = await rendering.page(request.url, pages);
      if (answer === undefined) return sendError(request, reply, 'not_found');
      // Which way the page came (server, cache, or the browser renders it): for tests and for whoever reads the logs.
      reply.header('x-shop-render', answer.rendered);
      reply.header('Cache-Control', answer.rendered === 'client' ? 'no-cache' : SERVER_RENDERED_CACHE_CONTROL);
      reply.status(answer.status).type('text/html; charset=utf-8');
      return sendMaybePrecompressed(reply, request.headers['accept-encoding'], answer.html, answer.encoded);
    }
    const html = await renderPage(pathname, undefined, { pages, route, locale });
    if (html === undefined) return sendError(request, reply, 'not_found');
    return reply
      .status(route ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/', sendPage);

  // Every other path is a page of the single-page app: the host's router decides, 404 included.
  // A route, not the not-found handler: route hooks (compression) never run for that one.
  app.get('/*', (request, reply) => {
    // on the path as the router reads it: `/%61pi/...` is no page either (api's normalisedPath)
    if (NOT_PAGES.test(normalisedPath(request.url))) return sendError(request, reply, 'not_found');
    return sendPage(request, reply);
  });
  // Any other method and path: the shop's 404 body, with this context's headers.
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
}
