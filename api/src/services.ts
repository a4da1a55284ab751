/**
 * What handlers use, decorated once on the Fastify instance (`app.services`) and injected by
 * buildApi: never imported as global singletons, so tests build an API over their own database.
 */
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { Identity } from './identity/identity';
import type { ImageStore } from './images/store';
import type { PaymentProvider } from './payments/provider';

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  identity: Identity;
  payments: PaymentProvider;
  images: ImageStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
