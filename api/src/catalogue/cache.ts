/**
 * The catalogue's answers kept in memory, per API instance: the product list for each query, each
 * product, the categories. Shoppers read the catalogue far more than anyone changes it, so a read
 * costs a map lookup instead of a query, and the answer's JSON, its ETag and its compressed forms are
 * made once per change instead of once per request.
 *
 * Dropped whole on every catalogue change: the database announces each statement that changes
 * products or categories to every instance (realtime/catalogue.ts), so a change made anywhere (an
 * admin's save on another instance, stock taken by an order, an import) shows everywhere within the
 * notification's delay, milliseconds. A write answered by this instance drops it too before its
 * answer leaves (modules/catalogue.ts), so a caller reads its own write at once. The cache is off
 * until the subscription is heard (nothing kept could be missed), and off while the listening
 * connection is down; it starts empty when that is back (db/listener.ts). An entry lives at most
 * MAX_AGE_MS all the same.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Database } from '../db/database';
import type { Precompressed } from '../http/compression';
import { subscribeCatalogueChanges } from '../realtime/catalogue';

/** The longest an entry is kept without a change being heard. */
export const MAX_AGE_MS = 60_000;
/** Distinct answers kept (queries, products); the oldest goes first beyond it. */
export const MAX_ENTRIES = 1000;

export interface CachedAnswer {
  /** The answer's JSON. */
  text: string;
  /** A weak validator of the JSON (its compressed forms are the same answer). */
  etag: string;
  /** Brotli and gzip forms and the bytes of the JSON, once made (off the request's path). */
  encoded?: Precompressed;
}

interface Entry {
  answer: Promise<CachedAnswer | undefined>;
  expires: number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function etagOf(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

export interface CatalogueCache {
  /**
   * The answer for `key`: kept, or made by `load` (one load per key at a time, however many ask);
   * undefined (not found) is answered, never kept.
   */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer | undefined>;
  /** Drops everything (a change was made). */
  clear(): void;
  /** Starts listening for changes; until it is heard, nothing is kept. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function catalogueCache(database: Database, { maxAgeMs = MAX_AGE_MS, maxEntries = MAX_ENTRIES } = {}): CatalogueCache {
  const entries = new Map<string, Entry>();
  let listening = false;
  let unsubscribe: (() => Promise<void>) | null = null;

  const make = async (load: () => Promise<unknown>): Promise<CachedAnswer | undefined> => {
    const value = await load();
    if (value === undefined) return undefined;
    const text = JSON.stringify(value);
    const answer: CachedAnswer = { text, etag: etagOf(text) };
    void compress(text).then((encoded) => (answer.encoded = encoded), () => {});
    return answer;
  };

  return {
    async get(key, load) {
      // not listening (yet, or the connection is being opened again): a change could go unheard
      if (!listening || !database.hearing()) return make(load);
      const now = Date.now();
      const kept = entries.get(key);
      if (kept && kept.expires > now) {
        // most recently used last, so the oldest are dropped first
        entries.delete(key);
        entries.set(key, kept);
        return kept.answer;
      }
      const entry: Entry = { answer: make(load), expires: now + maxAgeMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      try {
        const answer = await entry.answer;
        if (answer === undefined && entries.get(key) === entry) entries.delete(key);
        return answer;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    clear() {
      entries.clear();
    },
    async start() {
      unsubscribe = await subscribeCatalogueChanges(database, () => entries.clear());
      listening = true;
    },
    async stop() {
      listening = false;
      entries.clear();
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}

/** Quality 5 brotli and level 6 gzip: made once per change, so a little stronger than on the fly. */
async function compress(text: string): Promise<Precompressed> {
  const body = Buffer.from(text);
  const [br, gz] = await Promise.all([brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(body, { level: 6 })]);
  return { br, gzip: gz, identity: body };
}
