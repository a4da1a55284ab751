/**
 * What a rate limit counts per: the signed-in account when the caller's token was verified (set by
 * mount's first hook), else the client's address. The address is the connection's unless TRUST_PROXY
 * names the proxies allowed to tell it (config.ts), so a made-up X-Forwarded-For changes nothing.
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

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
