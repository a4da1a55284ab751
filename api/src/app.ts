/**
 * The shop API as a Fastify app: logging with request ids, security headers, body limits, rate
 * limits (per account, else per client address), the OpenAPI document and its docs page at
 * /api/docs, JSON errors with per-field messages, and every route group.
 * Stateless: all state is in the database, so any number of instances can run side by side.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { registerCompression } from './http/compression';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from 'shared-contracts/api/common';
import type { Config } from './config';
import { registerApiContentSecurity } from './http/content-security';
import { registerErrorHandling, replyWithError, sendError } from './http/errors';
import { loggerOptions, REQUEST_ID_HEADER, requestId } from './http/logging';
import { decorateCaller, useSharedSchemas } from './http/mount';
import { databaseRateLimitStore, rateLimitKey } from './http/rate-limit';
import { originForm } from './http/routed-path';
import { registerAdminAllowList } from './security/admin-allow-list';
import { registerSecurityHeaders } from './http/security-headers';
import { registerMetrics, serveMetrics, type ApiMetrics } from './metrics/metrics';
import { modules } from './modules';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Prometheus metrics (metrics/metrics.ts). */
    metrics: ApiMetrics;
  }
}

/** JSON bodies above this are refused with 413 (image uploads have their own limit). */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface ServerSettings {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/**
 * The Fastify options of a server that carries the API (alone, or with the pages in
 * host/server/serve.ts): its log, body limit, which proxies may tell the client's address, request
 * ids, absolute-form targets as paths, and Fastify's own routing errors answered in the shop's error body.
 */
export function serverOptions(config: Config, { logStream }: ServerSettings = {}): FastifyServerOptions {
  return {
    logger: loggerOptions(config.log, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: requestId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    frameworkErrors: (error, request, reply) => replyWithError(error, request, reply),
    // An absolute-form target (`GET http://x/api/admin/users HTTP/1.1`) becomes the path it names
    // before anything reads it; its authority is the Host, as RFC 9112 3.2.2 says (http/routed-path.ts).
    rewriteUrl: (raw) => {
      const { url, host } = originForm(raw.url ?? '/');
      if (host) raw.headers.host = host;
      return url;
    },
  };
}

/** Fastify's trustProxy for TRUST_PROXY; a hop count as the function Fastify itself makes of one (its types take none). */
function trustedProxies(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * What every answer of the origin carries, the API's and the pages' alike, registered in each one's
 * own Fastify context: the request id header, helmet's headers (the Content-Security-Policy is each
 * context's own: http/content-security.ts for the API, the page server's for pages), errors in the
 * shop's body, and, with the services, Settings > Admin access (its API and its pages).
 */
export async function registerSharedPolicies(app: FastifyInstance, services?: Services): Promise<void> {
  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // the admin's allow-list (Settings > Admin access): before any route looks at a token
  if (services) registerAdminAllowList(app, services);
  // helmet's headers, worked out once (http/security-headers.ts)
  await registerSecurityHeaders(app, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
}

/** Registers the API on `app` (its routes live under /api; the caller decides what other paths 404
 *  with, and registers compression first: http/compression.ts). On a server that also serves the
 *  pages, `app` is the API's own encapsulated context (apiPlugin), so its hooks and policies stay
 *  inside it. */
export async function registerApi(app: FastifyInstance, services: Services): Promise<void> {
  app.decorate('services', services);
  useSharedSchemas(app);
  decorateCaller(app);
  registerApiContentSecurity(app);
  await registerSharedPolicies(app, services);
  // before the routes, so its hooks time every one of them
  const metrics = registerMetrics(app, services);
  app.decorate('metrics', metrics);
  if (services.config.metrics.port !== null) {
    const { port, host } = services.config.metrics;
    let served: Awaited<ReturnType<typeof serveMetrics>> | null = null;
    app.addHook('onReady', async () => {
      served = await serveMetrics(metrics, port, host);
      metrics.port = served.port;
    });
    app.addHook('onClose', async () => served?.close());
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    // several instances on a PostgreSQL server count together (http/rate-limit.ts)
    ...(services.database.kind === 'server' ? { store: databaseRateLimitStore(services.db) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Haat shop API', version: '0.1.0', description: 'Catalogue, carts, orders, payments and users.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  for (const module of modules) await app.register(module);
}

/** A standalone API server (tests, or the API deployed on its own). */
export async function buildApi(services: Services, settings: ServerSettings = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(services.config, settings));
  await registerCompression(app);
  await registerApi(app, services);
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
  return app;
}

/** The API as a Fastify plugin of its own (encapsulated: its hooks, error handler and security
 *  policy apply to its routes only), for a server that serves the pages beside it
 *  (host/server/serve.ts). Unknown paths under /api are answered here, with the API's policy. */
export async function apiPlugin(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  await registerApi(app, services);
  const notFound = (request: FastifyRequest, reply: FastifyReply) => sendError(request, reply, 'not_found');
  app.all(API_PREFIX, notFound);
  app.all(`${API_PREFIX}/*`, notFound);
}
