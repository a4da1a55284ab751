/**
 * What a rate limit counts per: the signed-in account when the caller's token was verified (set by
 * mount's first hook), else the client's address. The address is the connection's unless TRUST_PROXY
 * names the proxies allowed to tell it (config.ts), so a made-up X-Forwarded-For changes nothing.
 * On a PostgreSQL server the counts are kept in the database, shared by every instance
 * (databaseRateLimitStore below).
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export function rateLimitKey(request: FastifyRequest): string {
  return request.caller ? `user:${request.caller.uid}` : `ip:${addressKey(request.ip)}`;
}

/**
 * An IPv4 address as it is; an IPv6 address by its /64 network, which one client holds whole
 * (changing the last 64 bits is free). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = ip.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Expired counters are deleted after this many counts (one statement, now and then). */
const SWEEP_EVERY = 1000;

/**
 * Counts one hit of `key` in a fixed window of `windowMs` in the shared counters (rate_limits):
 * one upsert, so every instance counts in the same row. Returns the count in the window so far,
 * this hit included, and the milliseconds until it resets. Inside a transaction, the hit is undone
 * when the transaction rolls back (checkout/guest-limits.ts counts only reservations made).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ count: number; ttl: number }> {
  const result = await db.execute<{ count: number; ttl: number }>(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
  const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
  return { count: Number(row.count), ttl: Number(row.ttl) };
}

/**
 * The rate-limit store of a shop on a PostgreSQL server (@fastify/rate-limit's `store`): every
 * instance counts in the same rows (rate_limits, countHit), one upsert per limited request, so five
 * checkouts a minute stay five whichever instances they reach. One process on PGlite keeps its
 * counters in memory (the plugin's own store): nobody else could count there.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ count, ttl }) => {
          callback(null, { current: count, ttl });
          if (++counted % SWEEP_EVERY === 0) void db.execute(sql`delete from rate_limits where reset_at < now()`).catch(() => {});
        },
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: string; url?: string } }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
