/**
 * The whole shop as `npm start` runs it, for journey tests: a real Auth emulator on free ports, the
 * API on a fresh embedded PostgreSQL (PGlite in a temp folder) seeded with the catalogue and the demo
 * accounts, the built host and remotes, and Chromium. Everything is started in `before` and closed
 * in `after` of the calling test file.
 *
 *   const shop = useLiveShop();
 *   it('...', async () => { const context = await shop.newContext('es-ES'); ... });
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../api/src/config';
import { closeServices, openServices } from '../api/src/bootstrap';
import { seedDemoAccounts } from '../api/src/identity/demo-accounts';
import { seedIfEmpty } from '../api/src/seed';
import type { Services } from '../api/src/services';
import type { StaffRole } from 'shared-contracts/domain/staff';
import { buildServer, type ServeOptions } from '../host/server/serve';
import { startAuthEmulatorOnFreePorts } from '../scripts/auth-emulator';
import { makeScratchFolder } from '../scripts/scratch';
import { launchBrowser, recordCspViolations, type CspViolation } from './browser';
import type { Shop } from './harness';

const PROJECT_ID = 'demo-haat-e2e';
export const E2E_PROJECT_ID = PROJECT_ID;
/**
 * host:port of an Auth emulator already running for the whole e2e run (scripts/test-e2e.ts sets
 * it). Without it each stack starts its own.
 */
export const SHARED_EMULATOR_ENV = 'E2E_AUTH_EMULATOR_HOST';
/**
 * A data folder migrated and seeded once for the whole e2e run (scripts/test-e2e.ts makes it with
 * the same openServices + seedIfEmpty as below): each stack starts on a copy of it, 0.3 s instead
 * of 3-4 s of migrations and seeding. Without it each stack migrates and seeds its own. Both are
 * in memory where the machine allows (scripts/scratch.ts).
 */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/** Migrates and seeds a data folder for DATA_TEMPLATE_ENV (closed again: ready to be copied). */
export async function prepareDataTemplate(dataDir: string): Promise<void> {
  const services = await openServices(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, FIREBASE_PROJECT_ID: PROJECT_ID }));
  try {
    await seedIfEmpty(services);
  } finally {
    await closeServices(services);
  }
}

/**
 * The run's emulator, its accounts wiped first: files run one at a time, so this file starts on an
 * empty emulator as if it had started it. Left running when the file closes.
 */
async function sharedEmulator(host: string): Promise<{ host: string; stop(): Promise<void> }> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`could not clear the shared Auth emulator at ${host}: HTTP ${response.status}`);
  return { host, stop: async () => {} };
}

export { DEMO_ADMIN, DEMO_CUSTOMER } from 'shared-contracts/identity/demo-accounts';

/** An account's ID token from the Auth emulator at `emulatorHost` (for calling the API as it). */
export async function emulatorIdToken(emulatorHost: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error(`the Auth emulator did not sign in ${account.email}: HTTP ${response.status}`);
  return idToken;
}

/**
 * A browser's storage signed in as `account` at the shop `origin`, as the identity SDK keeps it after
 * a sign-in on the shop's form (firebase/auth's indexedDBLocalPersistence: its saved user, with a
 * fresh ID token and refresh token from the Auth emulator) and the session flag that tells the pages
 * to start the SDK (shared-contracts/platform/auth.ts). A context made from it opens any page signed
 * in, as a returning visitor's browser does, without a sign-in page's load, form and redirect: for
 * files whose subject is not the sign-in itself (the sign-in pages' own journeys, e2e/identity and
 * e2e/account among them, still sign in through the form).
 */
export async function signedInStorage(
  origin: string,
  emulatorHost: string,
  account: { email: string; password: string },
): Promise<NonNullable<Exclude<BrowserContextOptions['storageState'], string>>> {
  const config = (await (await fetch(`${origin}/runtime-config.json`)).json()) as { firebase: { apiKey: string } };
  const { apiKey } = config.firebase;
  const identity = async <T>(method: string, body: unknown): Promise<T> => {
    const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the Auth emulator refused ${method} for ${account.email}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await identity<{ idToken: string; refreshToken: string; expiresIn: string }>('signInWithPassword', { ...account, returnSecureToken: true });
  const { users } = await identity<{ users: { localId: string; email: string; emailVerified?: boolean; displayName?: string; createdAt: string; lastLoginAt: string }[] }>('lookup', { idToken: session.idToken });
  const user = users[0]!;
  const saved = {
    uid: user.localId,
    email: user.email,
    emailVerified: user.emailVerified ?? false,
    displayName: user.displayName ?? null,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: user.email, displayName: user.displayName ?? null, email: user.email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: Date.now() + Number(session.expiresIn) * 1000 },
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    apiKey,
    appName: '[DEFAULT]',
  };
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [{ name: 'shop:session', value: '1' }],
        // the field playwright restores (its storageState({ indexedDB: true }) writes the same), not yet in its input type
        ...{
          indexedDB: [
            {
              name: 'firebaseLocalStorageDb',
              version: 1,
              stores: [{ name: 'firebaseLocalStorage', autoIncrement: false, keyPath: 'fbase_key', indexes: [], records: [{ value: { fbase_key: `firebase:authUser:${apiKey}:[DEFAULT]`, value: saved } }] }],
            },
          ],
        },
      },
    ],
  };
}

export interface LiveShop extends Shop {
  /** The API's services (database, identity, payments): for arranging data and checking it. */
  readonly services: Services;
  /** host:port of the Auth emulator. */
  readonly emulatorHost: string;
  /** The account's ID token from this shop's Auth emulator (emulatorIdToken). */
  idToken(account: { email: string; password: string }): Promise<string>;
  /** Creates an account in the emulator (role 'customer' unless told; `admin` is the shop's owner, shared-contracts/domain/staff) and returns its uid. */
  createUser(email: string, password: string, role?: 'customer' | 'admin' | StaffRole): Promise<string>;
  /**
   * Cuts every open connection to the shop's server, as a network blip or an API instance going
   * away would: open event streams break off (e2e/updates.e2e.ts).
   */
  cutConnections(): void;
  /**
   * The Content-Security-Policy violations pages of this file's contexts reported so far. Any at
   * all fails the file (checked in `after`).
   */
  readonly cspViolations: readonly CspViolation[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LiveStack {
  /** http://127.0.0.1:<port> */
  origin: string;
  services: Services;
  emulatorHost: string;
  /** See LiveShop.cutConnections. */
  cutConnections(): void;
  close(): Promise<void>;
}

export interface LiveStackOptions {
  /** Build folders to serve remotes from instead of `remote-<name>/dist` (host/server/serve.ts):
   *  a copy a test can change, to release a remote or take its server build away. */
  remoteDirs?: ServeOptions['remoteDirs'];
  /** Where the API writes its error lines (a test that reads the log: e2e/errors.e2e.ts); none by default. */
  logStream?: NodeJS.WritableStream;
  /** Settings over the stack's own, for the API and the page server (host/server/serve.ts): e.g.
   *  PUBLIC_URL and REMOTE_<NAME>_URL for the shop behind Firebase Hosting (e2e/hosting.e2e.ts), or
   *  a function that gets them when the stack starts (a file's `before` hooks run side by side, so
   *  another hook cannot be relied on to have made them first). */
  env?: NodeJS.ProcessEnv | (() => Promise<NodeJS.ProcessEnv>);
}

/** Starts the whole shop (no browser): for the journey tests below and for scripts/size.ts. */
export async function startLiveStack({ remoteDirs, logStream, env: given }: LiveStackOptions = {}): Promise<LiveStack> {
  const settings = typeof given === 'function' ? await given() : given;
  const shared = process.env[SHARED_EMULATOR_ENV];
  const emulator = shared ? await sharedEmulator(shared) : await startAuthEmulatorOnFreePorts({ projectId: PROJECT_ID });
  const emulatorHost = emulator.host;
  let services: Services | undefined;
  let app: FastifyInstance | undefined;
  const dataDir = makeScratchFolder('shop-e2e-');
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const close = async () => {
    // Every connection ends now: one whose answer a test left unread (a fetch whose body it did not
    // need) is not idle, and server.close() would wait out its keep-alive (72 s, e2e/live-smoke's
    // teardown) for it.
    const closing = app?.close();
    app?.server.closeAllConnections();
    await closing;
    if (services) await closeServices(services);
    await emulator.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // firebase-admin finds the emulator through this variable.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      PUBLIC_URL: origin,
      // e2e/settings' webhook receiver listens on 127.0.0.1 (api/src/security/outgoing.ts)
      OUTGOING_ALLOW_LOOPBACK: '1',
      // A server render may take its time here: two stacks and a browser share two loaded cores, and
      // the tests assert what a page renders, not how fast (SERVER_RENDER_DEADLINE_MS, host/server/ssr)
      SERVER_RENDER_DEADLINE_MS: '30000',
      ...(logStream ? { LOG_LEVEL: 'error' } : {}),
      ...settings,
    };
    services = await openServices(loadConfig(env));
    await seedDemoAccounts(services.identity);
    await seedIfEmpty(services);
    app = await buildServer({
      api: services,
      remoteDirs,
      server: logStream ? { logStream } : undefined,
      env: {
        ...process.env,
        ...env,
        FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}`,
        // Remotes as built, not as someone last released them on this machine (`npm run release`);
        // a test that releases sets its own RELEASES_DIR.
        RELEASES_DIR: process.env.RELEASES_DIR ?? path.join(dataDir, 'releases'),
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
    const server = app.server;
    return { origin, services, emulatorHost, cutConnections: () => server.closeAllConnections(), close };
  } catch (error) {
    await close();
    throw error;
  }
}

export function useLiveShop(options: LiveStackOptions = {}): LiveShop {
  let stack: LiveStack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const cspViolations: CspViolation[] = [];

  before(async () => {
    stack = await startLiveStack(options);
    browser = await launchBrowser();
  });

  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await stack?.close();
    if (cspViolations.length) {
      throw new Error(`Content-Security-Policy violations:\n${cspViolations.map((v) => `  ${v.directive} blocked ${v.blocked} on ${v.page} (${v.source})`).join('\n')}`);
    }
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} not started (use the shop inside a test)`);
    return value;
  };

  return {
    get origin() {
      return started(stack, 'shop').origin;
    },
    get browser() {
      return started(browser, 'browser');
    },
    get services() {
      return started(stack, 'shop').services;
    },
    get emulatorHost() {
      return started(stack, 'shop').emulatorHost;
    },
    url: (pathname: string) => `${started(stack, 'shop').origin}${pathname}`,
    async newContext(locale = 'en-US', { signedInAs, ...options } = {}) {
      const shop = started(stack, 'shop');
      const storageState = signedInAs ? await signedInStorage(shop.origin, shop.emulatorHost, signedInAs) : options.storageState;
      const context = await started(browser, 'browser').newContext({ ...options, storageState, locale, viewport: { width: 1366, height: 900 } });
      contexts.push(context);
      await recordCspViolations(context, cspViolations);
      return context;
    },
    get cspViolations() {
      return cspViolations;
    },
    cutConnections: () => started(stack, 'shop').cutConnections(),
    idToken: (account) => emulatorIdToken(started(stack, 'shop').emulatorHost, account),
    async createUser(email, password, role = 'customer') {
      const created = await started(stack, 'shop').services.identity.createUser({ email, password, displayName: email.split('@')[0], role: role === 'admin' ? 'owner' : role });
      return created.uid;
    },
  };
}
