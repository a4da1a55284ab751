/**
 * `npm start` (after the build): the whole shop on http://localhost:8080 — the Firebase Auth
 * emulator (accounts kept in .data/auth), the API on the embedded PostgreSQL in .data (or
 * DATABASE_URL), seeded on first run, and the built host and remotes. Ctrl-C stops everything
 * cleanly: the server drains, the database closes, the emulator exports its accounts.
 *
 * Environment: PORT (8080), HOST (127.0.0.1; another address with the Auth emulator needs
 * ALLOW_EMULATOR_ON_NETWORK=1), DATA_DIR (.data), DATABASE_URL, AUTH_EMULATOR_PORT
 * (9099), OFFLINE_REMOTES (comma-separated remotes not to serve, to try the fallbacks), and the
 * API's own settings (api/src/config.ts).
 */
import { DEMO_ACCOUNTS } from 'shared-contracts/identity/demo-accounts';
import { buildServer } from '../host/server/serve';
import { startShopBackend } from './shop-backend';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const backend = await startShopBackend({ publicUrl: `http://localhost:${port}` });
  const { config, services } = backend;

  const offline = (process.env.OFFLINE_REMOTES ?? '').split(',').filter(Boolean);
  const app = await buildServer({ offline, api: services, env: backend.pageEnv });
  await app.listen({ port, host: config.host });
  console.log(`Shop running at http://localhost:${port}  (API docs: http://localhost:${port}/api/docs)`);
  if (config.env !== 'production') console.log(`Demo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}.`);
  console.log('Ctrl-C stops.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the shop …`);
    await app.close();
    await backend.stop();
    console.log('Stopped; data kept in', config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
