import type { Precompressed } from 'api/compression';

/**
 * Server-rendered documents kept in memory, the same for every visitor: keyed by the page's path
 * and query (the locale is in the path) and the versions of the builds that rendered it (the host's
 * server bundle, each remote the page shows), so a release is a new key and the old entries age
 * out. Bounded by count (least recently used goes first) and by age, and dropped whole when the
 * catalogue changes (serve.ts listens to the database's catalogue change notifications).
 */
export interface CachedPage {
  status: number;
  html: string;
  /** The html compressed at the strongest levels, once it has been (after it was cached). */
  encoded?: Precompressed;
}

export interface PageCacheOptions {
  /** Most documents kept (a product page is ~20-60 KB of HTML: 500 is ~10-30 MB). */
  maxEntries?: number;
  /** Longest a document is served from here: the bound on staleness for changes nobody announced
   *  (another server instance's catalogue edit, an unpaid order's reservation running out). */
  maxAgeMs?: number;
  now?: () => number;
}

/** The cache key: path + query, then each build's version by name (in a stable order). */
export function pageCacheKey(url: string, versions: Record<string, string>): string {
  const builds = Object.keys(versions)
    .sort()
    .map((name) => `${name}=${versions[name]}`)
    .join('&');
  return `${url}#${builds}`;
}

export function createPageCache({ maxEntries = 500, maxAgeMs = 60_000, now = Date.now }: PageCacheOptions = {}) {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, { page: CachedPage; at: number }>();
  return {
    get(key: string): CachedPage | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (now() - hit.at > maxAgeMs) return undefined;
      entries.set(key, hit);
      return hit.page;
    },
    set(key: string, page: CachedPage): void {
      entries.delete(key);
      entries.set(key, { page, at: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
