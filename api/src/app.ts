/**
 * The shop API as a Fastify app: security headers, body limits, rate limits, the OpenAPI document
 * and its docs page at /api/docs, JSON errors with per-field messages, and every route group.
 * Stateless: all state is in the database, so any number of instances can run side by side.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from 'shared-contracts/api/common';
import { registerErrorHandling, sendError } from './http/errors';
import { modules } from './modules';
import type { Services } from './services';

/** JSON bodies above this are refused with 413 (image uploads have their own limit). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Registers the API on `app` (its routes live under /api; the caller decides what other paths 404 with). */
export async function registerApi(app: FastifyInstance, services: Services): Promise<void> {
  app.decorate('services', services);
  // Validation is the shared zod schemas' job (see http/mount.ts); the JSON schemas are for the docs.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  await app.register(helmet, {
    // The shop's pages load the payment provider's checkout script; the API's own answers are JSON.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
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
export async function buildApi(services: Services): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: true });
  await registerApi(app, services);
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
  return app;
}
