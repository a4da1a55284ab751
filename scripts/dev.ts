/**
 * `npm run dev`: the whole shop with hot reload and real data. The back end as `npm start` runs it
 * (scripts/shop-backend.ts: the Auth emulator, the API on the seeded database in DATA_DIR, the demo
 * accounts) on http://127.0.0.1:8079 (DEV_API_PORT), and the host and the three remotes on their own
 * dev servers, which pass /api and /runtime-config.json on to it (webpack.common.ts devServer).
 * Host http://localhost:8080 (reads host/public/mf-remotes.json, which points at the remotes' dev
 * servers); shop :3001, checkout :3002, admin :3003 (each also serves its own standalone page).
 * Pass app names to run only some: `npm run dev -- shop` runs remote-shop standalone against the
 * same API; `npm run dev -- api` runs the back end alone. With DEV_API_URL set (an API running
 * elsewhere), no back end is started and the dev servers use that one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from 'shared-contracts/identity/demo-accounts';
import { buildApi } from '../api/src/app';
import { runtimeConfig } from '../host/server/serve';
import { startShopBackend, type ShopBackend } from './shop-backend';

const APPS = { host: 'host', shop: 'remote-shop', checkout: 'remote-checkout', admin: 'remote-admin' } as const;
type App = keyof typeof APPS;
/** The dev servers' ports (each app's webpack.config.ts). */
const PORTS: Record<App, number> = { host: 8080, shop: 3001, checkout: 3002, admin: 3003 };

const root = path.resolve(__dirname, '..');
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => name !== 'api' && !(name in APPS));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Choose from: api, ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}
const apiOnly = requested.length > 0 && requested.every((name) => name === 'api');
const apps = apiOnly ? [] : requested.length ? (requested.filter((name) => name !== 'api') as App[]) : (Object.keys(APPS) as App[]);
const apiPort = Number(process.env.DEV_API_PORT ?? 8079);
const apiUrl = process.env.DEV_API_URL ?? `http://127.0.0.1:${apiPort}`;

let backend: ShopBackend | undefined;
let api: FastifyInstance | undefined;
const children: ChildProcess[] = [];

/** The API and the runtime configuration the pages read, as `npm start` serves them beside the pages. */
async function startApi() {
  // Mails, the sitemap and the sandbox checkout name the page people open: the host's, or the one remote's.
  const pagePort = apps.length ? PORTS[apps[0]!] : apiPort;
  backend = await startShopBackend({ publicUrl: `http://localhost:${pagePort}` });
  api = await buildApi(backend.services);
  const runtime = runtimeConfig(backend.pageEnv);
  api.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return runtime;
  });
  await api.listen({ port: apiPort, host: backend.config.host });
  console.log(`API on ${apiUrl}/api (docs: ${apiUrl}/api/docs)`);
  console.log(`Demo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}`);
}

function startApp(name: App): ChildProcess {
  const child = spawn(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development', '-c', `${APPS[name]}/webpack.config.ts`],
    { cwd: root, env: { ...process.env, NODE_OPTIONS: '--import=tsx', DEV_API_URL: apiUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const prefix = `[${name}]`.padEnd(11);
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => stream.write(`${prefix} ${line}\n`));
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix} exited with ${code}`);
    void stopAll(code ?? 1);
  });
  return child;
}

let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) child.kill('SIGTERM');
  await api?.close();
  await backend?.stop();
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  if (!process.env.DEV_API_URL) await startApi();
  for (const name of apps) {
    children.push(startApp(name));
    console.log(`${name}: http://localhost:${PORTS[name]}`);
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll(1);
});
