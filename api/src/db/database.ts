/**
 * Opens the shop's database: a PostgreSQL server when DATABASE_URL is given (how the shop grows
 * past one machine), else the embedded PGlite persisted in a data folder, one process per folder.
 * Migrations run on open. `listen`/`notify` carry realtime events between API instances: on a
 * server, over one connection of each process's own (never one of the pool's), opened again whenever
 * it drops (db/listener.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { serverListener } from './listener';
import { retryingTransactions } from './transaction';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** A PostgreSQL server (shared by every instance) or the embedded PGlite (one process). */
  kind: 'server' | 'embedded';
  /** Sends `payload` (JSON) on `channel` to every listener of every API instance. */
  notify(channel: string, payload: unknown): Promise<void>;
  /**
   * Calls `onPayload` for each notification on `channel`; returns the unsubscribe function. A
   * notification sent while the listening connection was down is lost: `onResync` is called once it
   * listens again, for the subscriber to read again whatever it keeps (never on the embedded database,
   * which has no connection to lose).
   */
  listen(channel: string, onPayload: (payload: unknown) => void, onResync?: () => void): Promise<() => Promise<void>>;
  /** False while notifications cannot be heard (the listening connection is being opened again). */
  hearing(): boolean;
  close(): Promise<void>;
  /** The connection pool's state (a PostgreSQL server's; the embedded database is one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
}

/**
 * A server, a data folder, or memory; a database in memory, or in a data folder that holds none yet,
 * may start from an image of another (`dumpDataDir`: the tests' API databases start from one migrated
 * image instead of creating and migrating each, about a second and a half of work apiece in memory,
 * several seconds in a folder); a folder that holds its database already opens it as it is.
 */
export type DatabaseOptions = { url: string } | { dataDir: string; image?: Blob } | { memory: true; image?: Blob };

const migrationsFolder = path.resolve(__dirname, '../../drizzle');

/** The extensions the migrations create, which PGlite must be given when it opens: pg_trgm (search's typo tolerance). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    'url' in options
      ? await openServer(options.url)
      : await openEmbedded('dataDir' in options ? { dataDir: options.dataDir, image: options.image } : { image: options.image });
  // every transaction the API opens is retried on conflicts (db/transaction.ts)
  retryingTransactions(database.db);
  return database;
}

async function openEmbedded({ dataDir, image }: { dataDir?: string; image?: Blob }): Promise<Database> {
  const release = dataDir ? lockFolder(dataDir) : () => {};
  const folder = dataDir ? path.join(dataDir, 'pg') : undefined;
  const startFrom = image && !(folder && fs.existsSync(folder)) ? image : undefined;
  const client = new PGlite({ ...(folder ? { dataDir: folder } : {}), ...(startFrom ? { loadDataDir: startFrom } : {}), extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
    const database = embeddedDatabase(client, async () => {
      await client.close();
      release();
    });
    await migratePglite(database.db as never, { migrationsFolder });
    return database;
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The Database over an open PGlite client (`client` may be a stand-in that forwards to one: the API
 * tests hand one embedded database to file after file, api/test/database.ts); `close` ends it.
 */
export function embeddedDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    notify: async (channel, payload) => void (await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`)),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, (text) => onPayload(JSON.parse(text)));
      return unlisten;
    },
    close,
    hearing: () => true,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

/** An image of a new, migrated embedded database (DatabaseOptions' `image`). */
export async function migratedImage(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** The connections a process opens to a PostgreSQL server for its queries (its listener is one more). */
export const POOL_SIZE = 10;

async function openServer(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the server ends (a restart, an administrator, a dropped database) errors
  // through the pool, which drops it and opens another for the next query; unheard, that error
  // would end the process.
  pool.on('error', (error) => console.warn(`[db] an idle PostgreSQL connection was lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  const listener = serverListener(url);
  return {
    db,
    kind: 'server',
    notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)])),
    listen: (channel, onPayload, onResync) => listener.listen(channel, onPayload, onResync),
    hearing: () => listener.hearing(),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** One process per data folder: a second one would corrupt PGlite's files. */
function lockFolder(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, 'api.lock');
  try {
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder}. Stop it, or use another DATA_DIR.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
