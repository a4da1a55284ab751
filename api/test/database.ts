/**
 * The database of one test API: in-memory PGlite (from the run's migrated image), or, when scripts/test-api.ts runs the tests
 * against a PostgreSQL server (TEST_DATABASE_URL), a fresh database of their own on it, copied from
 * the already migrated template (TEST_DATABASE_TEMPLATE) and dropped on close.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';

/** Which database the tests run on: 'postgres' under a PostgreSQL server, else 'pglite'. */
export const testDatabaseKind = (): 'postgres' | 'pglite' => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, image: pgliteImage() });
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
