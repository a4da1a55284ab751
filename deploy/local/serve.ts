/**
 * Serves the built shop on one origin, as `npm start` runs it: the host at /, each remote under
 * /remotes/<name>/, and /mf-remotes.json (no-cache) pointing the host at them. Hashed files are
 * cached for a year; entry files (index.html, remoteEntry.js, mf-manifest.json) are revalidated.
 *
 * Environment: PORT (8080), HOST (127.0.0.1), REMOTE_<NAME>_URL to point the host at a remote
 * deployed elsewhere (e.g. REMOTE_SHOP_URL=https://cdn.example/shop/mf-manifest.json).
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type RemotesRegistry } from 'shared-contracts/remotes/contracts';
import type { RuntimeConfig } from 'shared-contracts/platform/config';

const root = path.resolve(__dirname, '../..');
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|svg)$/;

export interface ServeOptions {
  /** Remotes not to serve (their URL still listed): how tests make a remote unreachable. */
  offline?: string[];
  env?: NodeJS.ProcessEnv;
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

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export async function buildServer({ offline = [], env = process.env }: ServeOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const registry = remotesRegistry(env);

  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return runtimeConfig(env);
  });

  app.get('/mf-remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return registry;
  });

  for (const name of REMOTE_NAMES) {
    if (offline.includes(name)) continue;
    await app.register(fastifyStatic, {
      root: path.join(root, `remote-${name}/dist`),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        setCacheHeaders(res, file);
      },
    });
  }

  await app.register(fastifyStatic, {
    root: path.join(root, 'host/dist'),
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  // Every other path is a page of the single-page app: the host's router decides, 404 included.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/remotes/')) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });

  return app;
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const offline = (process.env.OFFLINE_REMOTES ?? '').split(',').filter(Boolean);
  const app = await buildServer({ offline });
  await app.listen({ port, host });
  console.log(`Shop running at http://localhost:${port}`);
  const close = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

if (require.main === module) void main();
