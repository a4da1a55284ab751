/**
 * Admin access (issue 23 item 3): an optional list of addresses the admin API and the admin pages
 * answer; an empty list means anywhere. The client's address is `request.ip`: the connection's,
 * unless TRUST_PROXY names the proxies allowed to tell it (config.ts), so a made-up
 * X-Forwarded-For cannot walk past the list. Refused requests get 403 `forbidden`, before any
 * token is looked at; the shop's own pages and API are never affected.
 *
 * Whether a request is the admin's is decided on what the router matched, never on the raw URL
 * (issue 29 item 1: `/api/%61dmin/users` and `GET http://x/api/admin/users` reached admin data from
 * outside the list): a route mounted with admin access (http/mount.ts marks it), a route whose
 * pattern is under /api/admin, or, for the page server's catch-all and unmatched paths, the path as
 * the host's router reads it (http/routed-path.ts; case aside, as React Router matches).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from 'shared-contracts/api/common';
import { LOCALES } from 'shared-contracts/i18n/locales';
import type { Services } from '../services';
import { sendError } from '../http/errors';
import { addressKey } from '../http/rate-limit';
import { routedPath } from '../http/routed-path';
import { readSettings } from '../settings/store';

const ADMIN_API = new RegExp(`^${API_PREFIX}/admin(?:/|$)`, 'i');
const ADMIN_PAGE = new RegExp(`^/(?:(?:${LOCALES.join('|')})/)?admin(?:/|$)`, 'i');

/** Whether a path (routed or normalised) is the admin's: its API (/api/admin/...) or its pages (/admin..., /es/admin...). */
export function isAdminPath(path: string): boolean {
  return ADMIN_API.test(path) || ADMIN_PAGE.test(path);
}

/** Whether the request reached the admin: by the matched route's access mark, else by its routed path. */
export function isAdminRequest(request: FastifyRequest): boolean {
  return request.routeOptions?.config?.access === 'admin' || isAdminPath(routedPath(request));
}

/** The caller's address as the list compares it (an IPv4-mapped IPv6 address is its IPv4 address). */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip);
}

/** Whether `address` may reach the admin under `allowed` (empty: anyone). */
export function addressAllowed(allowed: readonly string[], address: string): boolean {
  return allowed.length === 0 || allowed.includes(address);
}

/** Refuses admin requests from addresses outside the list (registered once, before every route). */
export function registerAdminAllowList(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isAdminRequest(request)) return;
    const { addresses } = await readSettings(services, 'access');
    if (addressAllowed(addresses, clientAddress(request))) return;
    request.log.info({ address: request.ip }, 'admin request from an address outside the allow-list');
    return sendError(request, reply, 'forbidden');
  });
}
