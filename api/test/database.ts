/**
 * The database of one test API: in-memory PGlite (from the run's migrated image), or, when scripts/test-api.ts runs the tests
 * against a PostgreSQL server (TEST_DATABASE_URL), a fresh database of their own on it, copied from
 * the already migrated template (TEST_DATABASE_TEMPLATE) and dropped on close.
 *
 * A closed PGlite database is not thrown away: it is emptied back to the migrated image's state and
 * handed to the next test API of the process (the next file, as scripts/test-in-one-process.ts runs
 * them), which saves loading the 40 MB image again (about a second of CPU apiece). See `release`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { after } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { embeddedDatabase, openDatabase, PGLITE_EXTENSIONS, type Database } from '../src/db/database';
import { retryingTransactions } from '../src/db/transaction';

/** Which database the tests run on: 'postgres' under a PostgreSQL server, else 'pglite'. */
export const testDatabaseKind = (): 'postgres' | 'pglite' => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPooledPglite();
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  await maintenance(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await maintenance(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * The migrated PGlite image scripts/test-api.ts makes once for the run (TEST_PGLITE_IMAGE, a file
 * of `dumpDataDir`), read once per process; without it each database is created and migrated.
 */
let image: Blob | undefined;
export function pgliteImage(): Blob | undefined {
  const file = process.env.TEST_PGLITE_IMAGE;
  if (!file) return undefined;
  image ??= new Blob([fs.readFileSync(file)]);
  return image;
}

async function maintenance(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrated in-memory PGlite, its schema's fingerprint when it was as the image made it. */
interface Embedded {
  client: PGlite;
  schema: string;
}

/** The process's embedded databases not in use, each as the migrated image left it. */
const idle: Embedded[] = [];

// closed once every test of the process has run: an open PGlite keeps the process alive
after(async () => {
  for (const embedded of idle.splice(0)) await embedded.client.close();
});

/**
 * An in-memory PGlite database as the run's migrated image made it: one given back by an earlier
 * test API of this process (emptied), else a new one from the image. Each call gets a Database of
 * its own (its own object, so nothing keyed by it carries over, and its own drizzle instance),
 * whose client stops answering once it is closed: a timer of a closed API that still queries gets
 * an error, as from a closed PGlite, and never reaches the next file's data.
 */
async function openPooledPglite(): Promise<Database> {
  const image = pgliteImage();
  if (!image) return openDatabase({ memory: true });
  const embedded = idle.pop() ?? (await newEmbedded(image));
  let closed = false;
  const client = new Proxy(embedded.client, {
    get(target, property) {
      if (closed) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const listening = new Set<() => Promise<void>>();
  let closing: Promise<void> | undefined;
  const database = embeddedDatabase(client, () =>
    (closing ??= (async () => {
      // what this API still listens to stops first (the PGlite client keeps its own list of callbacks)
      for (const unlisten of listening) await unlisten();
      closed = true;
      await release(embedded);
    })()),
  );
  retryingTransactions(database.db);
  return {
    ...database,
    async listen(channel, onPayload, onResync) {
      const unlisten = await database.listen(channel, onPayload, onResync);
      const once = async () => {
        if (!listening.delete(once)) return;
        await unlisten();
      };
      listening.add(once);
      return once;
    },
  };
}

async function newEmbedded(image: Blob): Promise<Embedded> {
  const client = new PGlite({ loadDataDir: image, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return { client, schema: await schemaFingerprint(client) };
}

/**
 * Empties a closed test API's database back to the image's state and keeps it for the next one:
 * every table of the shop that holds a page (a row, or a row since deleted) truncated, their
 * sequences restarted, any other sequence set back, the session's state dropped (DISCARD ALL:
 * settings, prepared statements, temporary tables, advisory locks, LISTENs). TRUNCATE gives a table
 * new, empty files with no statistics, as the image has them, so the planner sees what it saw in a
 * fresh database. A database whose schema the test changed (transaction.test's trigger), or that
 * cannot be emptied, is closed instead.
 */
async function release(embedded: Embedded): Promise<void> {
  try {
    const used = await embedded.client.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and pg_relation_size(c.oid) > 0`,
    );
    if (used.rows.length) await embedded.client.exec(`truncate ${used.rows.map((row) => row.name).join(', ')} restart identity cascade`);
    await embedded.client.exec(`
      select setval(format('%I.%I', schemaname, sequencename), 1, false) from pg_sequences
        where schemaname = 'public' and last_value is not null`);
    // alone: a statement list is one transaction, where DISCARD ALL may not run
    await embedded.client.exec('discard all');
    if ((await schemaFingerprint(embedded.client)) === embedded.schema) {
      idle.push(embedded);
      return;
    }
  } catch {
    // not reusable: closed below
  }
  await embedded.client.close();
}

/** What a test's DDL would change: the number of each kind of schema object, and every column's and default's definition. */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const catalogues = ['pg_class', 'pg_attribute', 'pg_attrdef', 'pg_constraint', 'pg_index', 'pg_proc', 'pg_trigger', 'pg_type', 'pg_namespace', 'pg_sequence', 'pg_rewrite', 'pg_extension', 'pg_policy', 'pg_event_trigger', 'pg_enum'];
  const result = await client.query<{ fingerprint: string }>(
    `select concat_ws(':', ${catalogues.map((name) => `(select count(*) from ${name})`).join(', ')},
       (select sum(hashtext(attrelid::text || attname || atttypid::text || atttypmod::text || attnotnull::text || attisdropped::text)) from pg_attribute where attrelid >= 16384),
       (select sum(hashtext(adrelid::text || adnum::text || pg_get_expr(adbin, adrelid))) from pg_attrdef)) as fingerprint`,
  );
  return result.rows[0]!.fingerprint;
}
