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
import path from 'node:path';
import { loadConfig } from '../api/src/config';
import { closeServices, openServices } from '../api/src/bootstrap';
import { DEMO_ACCOUNTS } from 'shared-contracts/identity/demo-accounts';
import { seedDemoAccounts } from '../api/src/identity/demo-accounts';
import { seedIfEmpty } from '../api/src/seed';
import { buildServer } from '../deploy/local/serve';
import { isListening, startAuthEmulator, type RunningEmulator } from './auth-emulator';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  // Readable log lines in a terminal unless LOG_FORMAT says otherwise; HOST is checked against the emulator there.
  const config = loadConfig({
    LOG_FORMAT: 'pretty',
    // Where the shop is reached unless told: this port (robots.txt, the sitemap, canonical addresses
    // and the sandbox checkout's script name it).
    PUBLIC_URL: `http://localhost:${port}`,
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${emulatorPort}`,
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  if (config.emulatorExposureWarning) console.warn(`\n${config.emulatorExposureWarning}\n`);

  let emulator: RunningEmulator | undefined;
  if (config.authEmulatorHost && !(await isListening(config.authEmulatorHost))) {
    console.log(`Starting the Auth emulator on ${config.authEmulatorHost} …`);
    emulator = await startAuthEmulator({ port: emulatorPort, projectId: config.firebaseProjectId, dataDir: path.join(config.dataDir, 'auth') });
  }

  const services = await openServices(config);
  const created = await seedDemoAccounts(services.identity);
  if (created.length) console.log(`Created demo accounts: ${created.join(', ')}`);
  const seeded = await seedIfEmpty(services);
  if (seeded) console.log(`Seeded the catalogue: ${seeded.products} products in ${seeded.categories} categories`);

  const offline = (process.env.OFFLINE_REMOTES ?? '').split(',').filter(Boolean);
  const app = await buildServer({
    offline,
    api: services,
    env: { ...process.env, FIREBASE_PROJECT_ID: config.firebaseProjectId, FIREBASE_AUTH_EMULATOR_URL: config.authEmulatorHost ? `http://${config.authEmulatorHost}` : undefined },
  });
  await app.listen({ port, host: config.host });
  console.log(`Shop running at http://localhost:${port}  (API docs: http://localhost:${port}/api/docs)`);
  console.log(`Demo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}. Ctrl-C stops.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the shop …`);
    await app.close();
    await closeServices(services);
    await emulator?.stop();
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
