/**
 * The shop's back end as `npm start` and `npm run dev` run it: the Firebase Auth emulator (accounts
 * kept in DATA_DIR/auth; an emulator already listening there is used as it is), the API's services
 * on the embedded PostgreSQL in DATA_DIR (or DATABASE_URL), the demo accounts and, on first run,
 * the catalogue. In production (NODE_ENV=production): the real identity service, nothing seeded.
 */
import path from 'node:path';
import { loadConfig, type Config } from '../api/src/config';
import { closeServices, openServices } from '../api/src/bootstrap';
import { seedDemoAccounts } from '../api/src/identity/demo-accounts';
import { seedIfEmpty } from '../api/src/seed';
import type { Services } from '../api/src/services';
import { isListening, startAuthEmulator, type RunningEmulator } from './auth-emulator';

export interface ShopBackend {
  config: Config;
  services: Services;
  /** Environment for the page server's runtime configuration (host/server/serve.ts runtimeConfig). */
  pageEnv: NodeJS.ProcessEnv;
  /** Closes the database and stops the emulator this started (not one that was already running). */
  stop(): Promise<void>;
}

/** `publicUrl`: where the shop is reached unless PUBLIC_URL says otherwise. */
export async function startShopBackend({ publicUrl }: { publicUrl: string }): Promise<ShopBackend> {
  const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  // Readable log lines in a terminal unless LOG_FORMAT says otherwise; HOST is checked against the emulator there.
  const config = loadConfig({
    LOG_FORMAT: 'pretty',
    // robots.txt, the sitemap, canonical addresses, mails and the sandbox checkout's script name it.
    PUBLIC_URL: publicUrl,
    ...process.env,
    // The emulator unless told otherwise; never in production (which refuses it), where the real
    // identity service is used.
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? (process.env.NODE_ENV === 'production' ? undefined : `127.0.0.1:${emulatorPort}`),
  });
  const production = config.env === 'production';
  process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  if (config.emulatorExposureWarning) console.warn(`\n${config.emulatorExposureWarning}\n`);

  let emulator: RunningEmulator | undefined;
  if (config.authEmulatorHost && !(await isListening(config.authEmulatorHost))) {
    console.log(`Starting the Auth emulator on ${config.authEmulatorHost} …`);
    emulator = await startAuthEmulator({ port: emulatorPort, projectId: config.firebaseProjectId, dataDir: path.join(config.dataDir, 'auth') });
  }

  try {
    const services = await openServices(config);
    // A real shop starts empty: no demo accounts (their passwords are public) and no demo catalogue.
    if (!production) {
      const created = await seedDemoAccounts(services.identity);
      if (created.length) console.log(`Created demo accounts: ${created.join(', ')}`);
      const seeded = await seedIfEmpty(services);
      if (seeded) console.log(`Seeded the catalogue: ${seeded.products} products in ${seeded.categories} categories`);
    }
    return {
      config,
      services,
      pageEnv: {
        ...process.env,
        FIREBASE_PROJECT_ID: config.firebaseProjectId,
        FIREBASE_AUTH_EMULATOR_URL: config.authEmulatorHost ? `http://${config.authEmulatorHost}` : undefined,
      },
      stop: async () => {
        await closeServices(services);
        await emulator?.stop();
      },
    };
  } catch (error) {
    await emulator?.stop();
    throw error;
  }
}
