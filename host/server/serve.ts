/**
 * Serves the built shop on one origin, as `npm start` runs it: the host at /, each remote under
 * /remotes/<name>/, /mf-remotes.json (no-cache) pointing the host at them, and the shop API under
 * /api when given its services. Hashed files are cached for a year; entry files (index.html,
 * remoteEntry.js, mf-manifest.json) are revalidated. Files are sent as the build precompressed them
 * (.br, .gz) when the browser accepts that; HTML and JSON made per request are compressed on the
 * fly (api/src/http/compression.ts), except a server-rendered page kept in memory, compressed once at
 * the strongest levels; every such answer says `Vary: Accept-Encoding`.
 *
 * A remote's files come from its current release (deploy/local/releases.ts: `npm run release`,
 * RELEASES_DIR) or, without one, from its build folder; a release takes effect at the next request.
 *
 * Environment: REMOTE_<NAME>_URL points the host at a remote deployed elsewhere
 * (e.g. REMOTE_SHOP_URL=https://cdn.example/shop/mf-manifest.json; its server build is then
 * fetched from beside it, .../shop/server/remoteEntry.js). SERVER_RENDERING=off serves every page
 * for the browser to render. Started by scripts/start.ts.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type RemoteName, type RemotesRegistry } from 'shared-contracts/remotes/contracts';
import type { RuntimeConfig } from 'shared-contracts/platform/config';
import { splitLocalePath } from 'shared-contracts/i18n/locales';
import { localeRedirect } from './locale';
import { registerApi, serverOptions, type ServerSettings } from '../../api/src/app';
import { contentSecurityPolicyFor } from '../../api/src/http/content-security';
import { normalisedPath, routedPath } from '../../api/src/http/routed-path';
import { loadConfig } from '../../api/src/config';
import { sendError } from '../../api/src/http/errors';
import { registerCompression, sendMaybePrecompressed } from '../../api/src/http/compression';
import { pageContentSecurityPolicy } from './content-security';
import { createPageDocuments } from './page';
import { createReleasedDirs, findIn, releasesRoot, safeRelative } from './releases';
import { createServerRendering, SERVER_RENDERED_CACHE_CONTROL } from './ssr';
import { robotsTxt, sitemapXml } from './seo';
import { cachedFinder, pageHeads } from './head';
import { publishedProductDetail } from '../../api/src/modules/catalogue';
import { listPublishedSlugs } from '../../api/src/catalogue/repository';
import { subscribeCatalogueChanges } from '../../api/src/realtime/catalogue';
import { readSettings, SETTINGS_CHANNEL } from '../../api/src/settings/store';
import type { Services } from '../../api/src/services';

const root = path.resolve(__dirname, '../..');
/** A content-hashed file: its name changes with its content. With a precompressed sibling served,
 *  the name seen here is that sibling's (`main.1a2b3c4d.js.br`). */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|svg)(\.br|\.gz)?$/;

export interface ServeOptions {
  /** The shop API's services; without them only the front end is served. */
  api?: Services;
  /** Remotes not to serve (their URL still listed): how tests make a remote unreachable. */
  offline?: string[];
  env?: NodeJS.ProcessEnv;
  /** Log destination and the like (api/src/app.ts); the rest comes from the API's configuration. */
  server?: ServerSettings;
  /** Build folders to serve remotes from instead of `remote-<name>/dist` (tests release a remote
   *  by changing the files in one). */
  remoteDirs?: Partial<Record<RemoteName, string>>;
}

export function remotesRegistry(env: NodeJS.ProcessEnv = process.env): RemotesRegistry {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as RemotesRegistry;
}

/** What the page reads at start-up: API address and identity (Auth emulator unless told otherwise). */
export function runtimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-haat';
  return {
    apiBaseUrl: env.API_BASE_URL ?? '/api',
    firebase: { apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL ?? (env.FIREBASE_API_KEY ? null : 'http://127.0.0.1:9099'),
  };
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

export async function buildServer({ offline = [], env = process.env, api, server, remoteDirs = {} }: ServeOptions = {}): Promise<FastifyInstance> {
  // The API's settings (log, TRUST_PROXY, ...) hold for the whole origin: pages and API share one server.
  // Pages alone (front-end tests) log warnings only, unless LOG_LEVEL says otherwise.
  const config = api?.config ?? loadConfig({ LOG_LEVEL: 'warn', ...env });
  const app = Fastify(serverOptions(config, server));
  await registerCompression(app);
  if (api) await registerApi(app, api);
  const registry = remotesRegistry(env);
  const runtime = runtimeConfig(env);

  // The pages' Content-Security-Policy (deploy/local/content-security.ts), on every HTML answer
  // outside /api (the API sets its own).
  const previewOrigins = (env.PREVIEW_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const pagePolicy = pageContentSecurityPolicy({ registry, runtime, checkoutScriptUrl: api?.payments.checkoutScriptUrl ?? null, previewOrigins });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !contentSecurityPolicyFor(routedPath(request))) reply.header('content-security-policy', pagePolicy);
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

  // For search engines (deploy/local/seo.ts): on the shop's public address, an hour in caches.
  const { publicUrl } = config;
  app.get('/robots.txt', async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(publicUrl);
  });
  if (api) {
    const { db } = api;
    app.get('/sitemap.xml', async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
      return sitemapXml(publicUrl, await listPublishedSlugs(db));
    });
  }

  // Each remote's files: its current release's (deploy/local/releases.ts), looked for in its earlier
  // releases when the current one lacks them (a page still running the previous build), or, while it
  // has no release, its build folder. Sent as the host's files are (below: precompressed siblings,
  // cache headers), for any origin.
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
  // hints written in (deploy/local/page.ts). Revalidated: it names the remotes' current builds.
  const servedRemoteDirs = released.dirs;
  const pages = createPageDocuments({
    hostDir: path.join(root, 'host/dist'),
    remoteDirs: servedRemoteDirs,
    registry,
    runtimeConfig: runtime,
  });
  // What each page says to search engines and link previews, and its status (deploy/local/head.ts):
  // 404 for a path no route has and for a product the shop does not sell, the document still the
  // app (which shows its 404 page).
  const findProduct = api && cachedFinder((slug, locale) => publishedProductDetail(api.db, slug, locale));
  const heads = pageHeads({
    publicUrl,
    findProduct,
    onError: (error) => app.log.warn({ err: error }, 'page head: the product lookup failed'),
    // the shop's names, contacts and GSTIN in the structured data: Settings > Store details (cached)
    store: api && (() => readSettings(api, 'store')),
    routeTable: pages.routeTable,
  });
  const renderPage = heads.around(pages.render);
  // Customer pages rendered on the server (deploy/local/ssr; SERVER_RENDERING=off turns it off):
  // the same document with the page's markup in it, or the one above when rendering fails. Only
  // with an API to render from: this server's, or one at an absolute address.
  const rendering =
    env.SERVER_RENDERING === 'off' || (!api && !/^https?:\/\//.test(runtime.apiBaseUrl))
      ? undefined
      : createServerRendering({
          hostServerDir: path.join(root, 'host/dist/server'),
          registry,
          remoteDirs: servedRemoteDirs,
          document: renderPage,
          remotePages: pages.remotePages,
          apiBaseUrl: () => serverApiBaseUrl(app, runtime.apiBaseUrl),
          log: (message) => app.log.warn(message),
        });
  if (api) {
    // Rendered pages and the heads' product lookups show the catalogue: a product or category
    // changed (by any API instance, any way: admin, stock moved by an order, import) drops them
    // (api/src/realtime/catalogue.ts), and so does a reconnected listener (changes may have gone unheard).
    const stop = await subscribeCatalogueChanges(api.database, () => {
      findProduct?.clear();
      rendering?.clear();
    });
    app.addHook('onClose', async () => stop());
    // The store details are in every rendered page's head: a saved change drops them too.
    const stopSettings = await api.database.listen(
      SETTINGS_CHANNEL,
      () => rendering?.clear(),
      () => rendering?.clear(),
    );
    app.addHook('onClose', async () => stopSettings());
  }
  // The builds are loaded before the first visitor comes, not while they wait (the render needs
  // this server's address, known once it listens).
  if (rendering) app.addHook('onListen', async () => void rendering.warm());
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://page').pathname;
    // A path without a locale (English's) answers according to the cookie and the browser's
    // languages: caches must keep one answer per those.
    if (!splitLocalePath(pathname).locale) reply.header('Vary', 'Cookie, Accept-Language');
    const elsewhere = localeRedirect(request.url, request.headers);
    if (elsewhere !== undefined) return reply.header('Cache-Control', 'no-cache').redirect(elsewhere, 302);
    const status = await heads.status(pathname);
    if (rendering && (await rendering.serves(pathname))) {
      const answer = await rendering.page(request.url);
      if (answer === undefined) return sendError(request, reply, 'not_found');
      // Which way the page came (server, cache, or the browser renders it): for tests and for whoever reads the logs.
      reply.header('x-shop-render', answer.rendered);
      reply.header('Cache-Control', answer.rendered === 'client' ? 'no-cache' : SERVER_RENDERED_CACHE_CONTROL);
      reply.status(Math.max(answer.status, status)).type('text/html; charset=utf-8');
      return sendMaybePrecompressed(reply, request.headers['accept-encoding'], answer.html, answer.encoded);
    }
    const html = await renderPage(pathname);
    if (html === undefined) return sendError(request, reply, 'not_found');
    return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', sendPage);

  // Every other path is a page of the single-page app: the host's router decides, 404 included.
  // A route, not the not-found handler: route hooks (compression) never run for that one.
  app.get('/*', (request, reply) => {
    // on the path as the router reads it: `/%61pi/...` is no page either (api/src/http/routed-path.ts)
    if (/^\/(api|remotes|media)\//.test(normalisedPath(request.url))) return sendError(request, reply, 'not_found');
    return sendPage(request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));

  return app;
}
