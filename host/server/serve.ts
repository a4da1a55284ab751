/**
 * Serves the built shop on one origin, as `npm start` runs it: the host at /, each remote under
 * /remotes/<name>/, /mf-remotes.json (no-cache) pointing the host at them, and the shop API under
 * /api when given its services. Hashed files are cached for a year; entry files (index.html,
 * remoteEntry.js, mf-manifest.json) are revalidated. Files are sent as the build precompressed them
 * (.br, .gz) when the browser accepts that; HTML and JSON made per request are compressed on the
 * fly (api/src/http/compression.ts), except a server-rendered page kept in memory, compressed once at
 * the strongest levels; every such answer says `Vary: Accept-Encoding`.
 *
 * A remote's files come from its current release (releases.ts: `npm run release`,
 * RELEASES_DIR) or, without one, from its build folder; a release takes effect at the next request.
 *
 * Environment: REMOTE_<NAME>_URL points the host at a remote deployed elsewhere
 * (e.g. REMOTE_SHOP_URL=https://cdn.example/shop/mf-manifest.json; its server build is then
 * fetched from beside it, .../shop/server/remoteEntry.js). SERVER_RENDERING=off serves every page
 * for the browser to render. Started by scripts/start.ts.
 *
 * The server is two Fastify plugins, each in its own encapsulated context (DESIGN.md "Rendering and
 * speed"): the API's (api's apiPlugin, its routes under /api) and the pages' (plugin.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName, type RemotesRegistry } from 'shared-contracts/remotes/contracts';
import type { RuntimeConfig } from 'shared-contracts/platform/config';
import { apiPlugin, loadConfig, pageServerPort, registerCompression, serverOptions, type ServerSettings, type Services } from 'api';
import { pagesPlugin } from './plugin';

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
    // real Firebase App Check on storage requests (with the API's APP_CHECK=firebase); the shop's own tokens without it
    ...(env.APP_CHECK_SITE_KEY ? { appCheckSiteKey: env.APP_CHECK_SITE_KEY } : {}),
    ...(env.VITALS_SAMPLE_RATE ? { vitalsSampleRate: sampleRate(env.VITALS_SAMPLE_RATE) } : {}),
  };
}

/** VITALS_SAMPLE_RATE: the share of visits that report their Core Web Vitals, 0 to 1 ('0.1': one in ten). */
function sampleRate(setting: string): number {
  const rate = Number(setting);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`VITALS_SAMPLE_RATE is a share of visits from 0 to 1 ('0.1' measures one in ten), not '${setting}'.`);
  return rate;
}

export async function buildServer({ offline = [], env = process.env, api, server, remoteDirs = {} }: ServeOptions = {}): Promise<FastifyInstance> {
  // The API's settings (log, TRUST_PROXY, ...) hold for the whole origin: pages and API share one server.
  // Pages alone (front-end tests) log warnings only, unless LOG_LEVEL says otherwise.
  const config = api?.config ?? loadConfig({ LOG_LEVEL: 'warn', ...env });
  const app = Fastify(serverOptions(config, server));
  // on every answer of both plugins (registered before their routes: api's http/compression.ts)
  await registerCompression(app);
  if (api) await app.register(apiPlugin, { services: api });
  await app.register(pagesPlugin, {
    config,
    registry: remotesRegistry(env),
    // the pages name their canonical addresses on the shop's public origin (the browser's render as the server's)
    runtime: { ...runtimeConfig(env), publicUrl: config.publicUrl },
    env,
    shop: api && pageServerPort(api),
    services: api,
    offline,
    remoteDirs,
  });
  return app;
}
