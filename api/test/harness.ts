/**
 * An API over a fresh in-memory PGlite database and the real Auth emulator (started by
 * scripts/test-api.ts), with helpers to create users and sign them in for real ID tokens.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UserRole } from 'shared-contracts/api/account';
import { isStaffRole } from 'shared-contracts/domain/staff';
import { buildApi } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { firebaseIdentity } from '../src/identity/identity';
import { localImageStore } from '../src/images/local';
import { createPaymentProvider } from '../src/payments';
import type { Services } from '../src/services';
import { TEST_PROJECT_ID } from './constants';
import { openTestDatabase, pgliteImage } from './database';

export interface TestApi {
  app: FastifyInstance;
  services: Services;
  /** Creates a user in the emulator and returns it with a fresh ID token; `admin` is the shop's owner (every permission). */
  user(role?: UserRole | 'admin'): Promise<{ uid: string; email: string; password: string; token: string }>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

const emulatorHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('Run the API tests with `npm run test:api` (it starts the Auth emulator).');
  return host;
};

export async function signInWithPassword(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * A user made in the Auth emulator in one call, as identity.createUser makes one (e-mail verified,
 * a password, the display name, a staff role as the custom claim `role`): the emulator's import
 * (accounts:batchCreate, its own password hash) takes the claims with the account, where the Admin
 * SDK takes three calls (create, set the claims, read the user back).
 */
async function createEmulatorUser(user: { email: string; password: string; displayName: string; role: UserRole }): Promise<string> {
  const uid = randomUUID().replace(/-/g, '').slice(0, 28);
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:batchCreate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      users: [
        {
          localId: uid,
          email: user.email,
          rawPassword: user.password,
          displayName: user.displayName,
          emailVerified: true,
          ...(isStaffRole(user.role) ? { customAttributes: JSON.stringify({ role: user.role }) } : {}),
        },
      ],
    }),
  });
  // a refused account is an entry of `error` (the call itself answers 200)
  const body = (await response.json()) as { error?: unknown[] | { message: string } };
  if (!response.ok || (Array.isArray(body.error) ? body.error.length : body.error)) throw new Error(`creating ${user.email} in the Auth emulator failed: ${response.status} ${JSON.stringify(body.error)}`);
  return uid;
}

export interface TestApiOptions {
  /**
   * A data folder of the caller's: the database is PGlite on disk in it (not in memory) and is
   * kept on close, so a second API opened over the same folder is the first one restarted.
   */
  dataDir?: string;
  /** Where the API's log lines go (then at LOG_LEVEL, `info` unless env says): tests that read the log. */
  logStream?: NodeJS.WritableStream;
}

export async function startTestApi(env: NodeJS.ProcessEnv = {}, options: TestApiOptions = {}): Promise<TestApi> {
  emulatorHost();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    // the tests' webhook receivers listen on 127.0.0.1 (security/outgoing.ts; outgoing.test turns it off)
    OUTGOING_ALLOW_LOOPBACK: '1',
    ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
    ...env,
  });
  // on disk: PGlite in the caller's folder; else in-memory PGlite or a database of its own on the
  // tests' PostgreSQL server (test/database.ts)
  const database = options.dataDir ? await openDatabase({ dataDir, image: pgliteImage() }) : await openTestDatabase();
  const identity = firebaseIdentity({ projectId: TEST_PROJECT_ID });
  const services: Services = {
    config,
    database,
    db: database.db,
    identity,
    payments: createPaymentProvider(config, database.db),
    images: localImageStore(config.uploadsDir),
  };
  const app = await buildApi(services, { logStream: options.logStream });
  await app.ready();
  return {
    app,
    services,
    async user(role = 'customer') {
      const email = `${role}-${randomUUID()}@shop.test`;
      const password = 'secret123';
      const uid = await createEmulatorUser({ email, password, displayName: `Test ${role}`, role: role === 'admin' ? 'owner' : role });
      return { uid, email, password, token: await signInWithPassword(email, password) };
    },
    signIn: signInWithPassword,
    async close() {
      await app.close();
      await database.close();
      await identity.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
