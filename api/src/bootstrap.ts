/** Builds the API's services from its configuration: the one place the adapters are chosen. */
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { firebaseIdentity } from './identity/identity';
import { localImageStore } from './images/local';
import { createPaymentProvider } from './payments';
import type { Services } from './services';

export async function openServices(config: Config, database?: Database): Promise<Services> {
  const db = database ?? (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }));
  return {
    config,
    database: db,
    db: db.db,
    identity: firebaseIdentity({ projectId: config.firebaseProjectId, serviceAccountJson: process.env.FIREBASE_SERVICE_ACCOUNT_JSON }),
    payments: createPaymentProvider(config, db.db),
    images: localImageStore(config.uploadsDir),
  };
}

export async function closeServices(services: Services): Promise<void> {
  await services.database.close();
  await services.identity.close();
}
