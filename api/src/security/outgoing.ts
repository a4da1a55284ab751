/**
 * Requests the server makes to addresses an admin typed (issue 29 item 3): webhooks and the Slack
 * incoming-webhook URL (Settings › Order notifications). They go to the public internet only, never
 * to this machine, the shop's own network or a cloud's metadata service:
 *
 * - at save, the URL's host is judged (settings/workflows.ts: a 400 with the field's message): a
 *   name of this machine or of a metadata service (localhost, *.localhost, metadata, *.internal),
 *   an address that is not public unicast, or a name that resolves to one is refused. A name that
 *   does not resolve now (no such name yet, or no DNS) is taken: the check at send decides;
 * - at send (webhooks/worker.ts), again, on the address actually connected to: the agents of
 *   request-filtering-agent check every address the lookup returns before the socket connects
 *   (and a literal address before any lookup), so a name that resolved to a public address at
 *   save and to 127.0.0.1 later (DNS rebinding) is refused too. Redirects are never followed.
 *
 * What "public" means is ipaddr.js's classification, the same at save and at send: only its
 * `unicast` range passes. Refused: loopback, private (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16, the metadata address 169.254.169.254 included), CGNAT (100.64/10), multicast,
 * unspecified, broadcast, reserved and documentation ranges, and in IPv6 ::1, fc00::/7,
 * fe80::/10, site-local, IPv4-mapped (::ffff:127.0.0.1), NAT64 (64:ff9b::/96, 64:ff9b:1::/48),
 * 6to4, Teredo and the rest of its special ranges.
 *
 * OUTGOING_ALLOW_LOOPBACK=1 (config.ts; the API tests and the end-to-end stack set it, whose
 * receivers listen on 127.0.0.1) lets 127.0.0.1, ::1 and the name localhost through, nothing else.
 */
import dns, { type LookupAddress } from 'node:dns';
import type { Agent } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export interface OutgoingPolicy {
  /** OUTGOING_ALLOW_LOOPBACK=1: this machine's loopback addresses pass (development and tests). */
  allowLoopback: boolean;
  /** How names are resolved: dns.lookup, unless a test gives its own. */
  lookup?: LookupFunction;
}

/** The loopback addresses OUTGOING_ALLOW_LOOPBACK lets through (as URL and lookup spell them). */
const LOOPBACK = ['127.0.0.1', '::1'];

/** The URL a webhook or Slack delivery is posted to: an address typed without its protocol is http. */
export function outgoingUrl(value: string): URL | null {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `http://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The URL's host without IPv6 brackets or a trailing dot, lower case (the URL parser already wrote 2130706433 or 0x7f.1 as 127.0.0.1). */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();

/** Names of this machine or of a cloud's metadata service (metadata.google.internal), whatever they resolve to. */
export function internalName(host: string, policy: Pick<OutgoingPolicy, 'allowLoopback'>): boolean {
  if (host === 'localhost') return !policy.allowLoopback;
  return host.endsWith('.localhost') || host === 'metadata' || host === 'internal' || host.endsWith('.internal');
}

/** Whether one IP address is on the public internet (ipaddr.js's `unicast` range), or an allowed loopback. */
export function publicAddress(address: string, policy: Pick<OutgoingPolicy, 'allowLoopback'>): boolean {
  if (!isIP(address)) return false;
  if (policy.allowLoopback && LOOPBACK.includes(address)) return true;
  return ipaddr.parse(address).range() === 'unicast';
}

function resolve(host: string, lookup: LookupFunction = dns.lookup): Promise<string[]> {
  return new Promise((done, fail) =>
    lookup(host, { all: true }, (error, addresses) => (error ? fail(error) : done((addresses as unknown as LookupAddress[]).map((entry) => entry.address)))),
  );
}

/** Why the server may not post to `url` by its host alone (null: a public address, or a name to resolve). */
export function hostRefusal(url: URL, policy: Pick<OutgoingPolicy, 'allowLoopback'>): string | null {
  const host = bareHost(url);
  if (internalName(host, policy)) return `${host} is an internal name`;
  if (isIP(host) && !publicAddress(host, policy)) return `${host} is not a public address`;
  return null;
}

/**
 * Why the server may not post to `value` (null: it may): not an http(s) URL, an internal name, a
 * non-public address, or a name resolving to one. Names that do not resolve pass (see above).
 */
export async function outgoingRefusal(value: string, policy: OutgoingPolicy): Promise<string | null> {
  const url = outgoingUrl(value);
  if (!url) return 'not an http(s) URL';
  const refusal = hostRefusal(url, policy);
  const host = bareHost(url);
  if (refusal || isIP(host)) return refusal;
  let addresses: string[];
  try {
    addresses = await resolve(host, policy.lookup);
  } catch {
    return null;
  }
  const internal = addresses.find((address) => !publicAddress(address, policy));
  return internal ? `${host} resolves to ${internal}, not a public address` : null;
}

/**
 * The agents every outgoing post goes through: they refuse to connect to any address that is not
 * public (request-filtering-agent, on ipaddr.js's ranges as above), checked on each address the
 * lookup returns, before connecting. A refusal fails the request with an error `refusedByAgent` knows.
 */
export function outgoingAgents(policy: Pick<OutgoingPolicy, 'allowLoopback'>): { 'http:': Agent; 'https:': Agent } {
  const options = { allowIPAddressList: policy.allowLoopback ? LOOPBACK : [] };
  return { 'http:': new RequestFilteringHttpAgent(options), 'https:': new RequestFilteringHttpsAgent(options) };
}

/** Whether a request failed because the agent refused its address (request-filtering-agent's words, pinned in package.json). */
export function refusedByAgent(error: unknown): boolean {
  return error instanceof Error && /^DNS lookup .+ is not allowed\./.test(error.message);
}
