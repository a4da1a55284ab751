/**
 * `npm run test:api [files]`: the API's tests (node's test runner) against real databases and real
 * Firebase Auth emulators (one per database), started here on free ports with their own project and
 * stopped afterwards.
 *
 * The tests run twice at the same time, same files, same migrations: on PGlite (in memory) and on
 * Debian's PostgreSQL 15 server (a throwaway cluster in a temporary folder on a free loopback port,
 * scripts/postgres-server.ts; each test API gets a database of its own, copied from one migrated
 * template: api/test/database.ts). Running both at once costs far less than one after the other:
 * the two runs wait on different processes. Without the PostgreSQL server this fails and says how
 * to install it; `API_TEST_DATABASES=pglite` (or `postgres`) runs one database only, by hand.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { startAuthEmulatorOnFreePorts } from './auth-emulator';
import { FailureCollector } from './test-failures';
import { clearTimings, shareByTime, timingReporterArgs } from './test-timings';
import { postgresMissing, startPostgresServer, type PostgresServer } from './postgres-server';
import { migratedImage, openDatabase } from '../api/src/db/database';
import { TEST_PROJECT_ID } from '../api/test/constants';

type Kind = 'pglite' | 'postgres';
const TEMPLATE = 'shop_test_template';

async function main() {
  const kinds = (process.env.API_TEST_DATABASES ?? 'pglite,postgres').split(',').map((each) => each.trim()) as Kind[];
  if (kinds.some((kind) => kind !== 'pglite' && kind !== 'postgres')) throw new Error('API_TEST_DATABASES: pglite, postgres or both, comma-separated.');
  // a server of one's own (README: by hand), else a throwaway one started here
  const givenServer = process.env.TEST_DATABASE_URL;
  const missing = kinds.includes('postgres') && !givenServer ? postgresMissing() : null;
  if (missing) {
    console.error(`\nThe API tests also run on a PostgreSQL server, and none can be started here:\n  ${missing}\n` + '(API_TEST_DATABASES=pglite runs the PGlite half alone, for a quick look; CI runs both.)\n');
    process.exit(1);
  }
  const files = process.argv.slice(2).length ? process.argv.slice(2) : findTests('api/src');
  // Ports of its own, so several test runs (and a running `npm start`) never meet.
  const [emulators, server, image] = await Promise.all([
    // The emulator's server alone, its validators compiled on first use (about 1 s of CPU against 10).
    // One for each database's run, as each would be one shop: accounts are global to an emulator,
    // and a test about them (identity/demo-accounts.test.ts deletes and creates the demo accounts)
    // running on both databases at once must not meet itself (the fresh-clone run of b0bd279 met
    // "email already in use" so).
    Promise.all(kinds.map(() => startAuthEmulatorOnFreePorts({ projectId: TEST_PROJECT_ID, lean: true }))),
    kinds.includes('postgres') ? startPostgresTemplate(givenServer) : Promise.resolve(null),
    kinds.includes('pglite') ? writePgliteImage() : Promise.resolve(null),
  ]);
  const results = await Promise.all(
    kinds.map((kind, index) => {
      const baseEnv = { ...process.env, NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: emulators[index]!.host, FIREBASE_PROJECT_ID: TEST_PROJECT_ID };
      return runTests(
        kind,
        files,
        // the image is the PostgreSQL half's too, for the tests that open an embedded database of their own
        kind === 'postgres'
          ? { ...baseEnv, TEST_DATABASE_URL: server!.url, TEST_DATABASE_TEMPLATE: TEMPLATE, ...(image ? { TEST_PGLITE_IMAGE: image } : {}) }
          : { ...withoutServer(baseEnv), TEST_PGLITE_IMAGE: image! },
        kinds.length > 1,
      );
    }),
  );
  await Promise.all([...emulators.map((emulator) => emulator.stop()), server?.stop()]);
  if (image) fs.rmSync(path.dirname(image), { recursive: true, force: true });
  // A log is read from its end (CI keeps the tail): the failures are repeated there, whatever printed them first.
  for (const result of results.filter((each) => each.code !== 0 && each.failures.length)) {
    console.log(`\nFailures on ${result.kind}:\n${result.failures.join('\n')}`);
  }
  for (const result of results) console.log(`API tests on ${result.kind}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${(result.ms / 1000).toFixed(1)} s`);
  process.exit(results.every((result) => result.code === 0) ? 0 : 1);
}

function withoutServer(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { TEST_DATABASE_URL: _url, TEST_DATABASE_TEMPLATE: _template, ...rest } = env;
  return rest;
}

/** The PGlite half's migrated database, made once: each test API's in-memory database starts from it (api/test/database.ts). */
async function writePgliteImage(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-image-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await (await migratedImage()).arrayBuffer()));
  return file;
}

/** The server (the given one, or a throwaway one), with the migrated database every test database is copied from. */
async function startPostgresTemplate(givenUrl: string | undefined): Promise<Pick<PostgresServer, 'url' | 'stop'>> {
  const server = givenUrl ? { url: givenUrl, stop: async () => {} } : await startPostgresServer();
  try {
    const templateUrl = new URL(server.url);
    templateUrl.pathname = `/${TEMPLATE}`;
    const maintenance = new pg.Client({ connectionString: server.url });
    await maintenance.connect();
    await maintenance.query(`drop database if exists ${TEMPLATE}`);
    await maintenance.query(`create database ${TEMPLATE}`);
    await maintenance.end();
    const template = await openDatabase({ url: templateUrl.toString() });
    await template.close();
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * How many processes run each database's files: each process runs its share one file after another
 * (scripts/test-in-one-process.ts), loading the modules once. On two cores, measured against a
 * process per file, two at a time: the same files in about two thirds of the CPU time. Two each:
 * with PGlite's databases handed from file to file (api/test/database.ts), the PGlite half ended in
 * 66 s and PostgreSQL's single process in 113 s, one core idle meanwhile (fresh-clone CI of
 * a9e2ec5); two each, on the same quiet machine, both halves end in 96-98 s (the part: 118 -> 103 s).
 */
const PROCESSES: Record<Kind, number> = { pglite: 2, postgres: 2 };

async function runTests(kind: Kind, files: string[], env: NodeJS.ProcessEnv, prefixed: boolean): Promise<{ kind: Kind; code: number; ms: number; failures: string[] }> {
  const started = Date.now();
  const shares = shareByTime(`api-${kind}`, files, PROCESSES[kind]);
  clearTimings(`api-${kind}`);
  const runs = await Promise.all(
    shares.map((mine, index) => {
      const part = shares.length > 1 ? `api-${kind}-${index + 1}` : `api-${kind}`;
      return runShare(part, mine, { ...env, TEST_FILES: mine.map((file) => path.resolve(file)).join('\n') }, prefixed ? `[${kind}] ` : '');
    }),
  );
  return { kind, code: runs.find((run) => run.code !== 0)?.code ?? 0, ms: Date.now() - started, failures: runs.flatMap((run) => run.failures) };
}

function runShare(part: string, files: string[], env: NodeJS.ProcessEnv, prefix: string): Promise<{ code: number; failures: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...timingReporterArgs(part), ONE_PROCESS], { stdio: ['ignore', 'pipe', 'pipe'], env });
    const failures = new FailureCollector();
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        // the runs write at once: each line says which database it is about
        out.write(`${prefix}${line}\n`);
        if (stream === child.stdout) failures.read(line);
      });
    }
    child.on('close', (exitCode) => resolve({ code: exitCode ?? (files.length ? 1 : 0), failures: failures.lines }));
  });
}

const ONE_PROCESS = path.resolve(__dirname, 'test-in-one-process.ts');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

function findTests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}
