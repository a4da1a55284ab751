/**
 * The permission matrix on every admin route (issue 35 item 1): the sweep takes every admin route
 * the app registers (whatever file of the route table it comes from) and calls it as each staff
 * role, with a real ID token carrying the role's claim. A role the matrix (shared-contracts/domain/
 * staff) allows the route's permission is never refused with 403; a role it does not is always
 * refused with 403 missing_permission, before the handler reads anything. A customer is refused
 * every admin route with 403 forbidden.
 *
 * Calls go over a real socket: an admin event stream answers its headers and then stays open, so
 * each answer is read up to its status and the stream cut.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { STAFF_ROLES, can, type RoutePermission, type StaffRole } from 'shared-contracts/domain/staff';
import { registerApi, serverOptions } from '../app';
import { sendError } from '../http/errors';
import { startTestApi, type TestApi } from '../../test/harness';

interface SweptRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}

describe('the permission matrix on every admin route', () => {
  let api: TestApi;
  let app: FastifyInstance;
  let base: string;
  const adminRoutes: SweptRoute[] = [];
  const tokens = new Map<StaffRole | 'customer', string>();

  before(async () => {
    api = await startTestApi();
    app = Fastify(serverOptions(api.services.config));
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.access !== 'admin' && !/^\/api\/admin(\/|$)/.test(route.url)) return;
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route beside every GET: the GET is swept
        if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, permission: route.config?.permission });
      }
    });
    await registerApi(app, api.services);
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const role of [...STAFF_ROLES, 'customer'] as const) tokens.set(role, (await api.user(role)).token);
  });
  after(async () => {
    await app.close();
    await api.close();
  });

  /** The status and error body of one call; an event stream is cut once its headers are in. */
  async function call(route: SweptRoute, token: string, language = 'en') {
    const url = `${base}${route.url.replace(/:[A-Za-z_]+/g, 'sweep-id')}`;
    const withBody = !['GET', 'DELETE'].includes(route.method);
    const abort = new AbortController();
    const response = await fetch(url, {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { body: '{}' } : {}),
      signal: abort.signal,
    });
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      abort.abort();
      return { status: response.status, error: null };
    }
    const text = await response.text();
    const error = response.status >= 400 ? ((JSON.parse(text) as { error: { code: string; message: string; details?: Record<string, unknown> } }).error ?? null) : null;
    return { status: response.status, error };
  }

  it('every admin route names the permission it needs', () => {
    const without = adminRoutes.filter((route) => route.permission === undefined).map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(without, []);
    assert.ok(adminRoutes.length >= 60, `${adminRoutes.length} admin routes`);
  });

  it('sweeps every admin route for every role: allowed never 403, refused always 403 missing_permission', async () => {
    let allowed = 0;
    let refused = 0;
    const mismatches: string[] = [];
    for (const route of adminRoutes) {
      for (const role of STAFF_ROLES) {
        const expectAllowed = can(role, route.permission!);
        const answer = await call(route, tokens.get(role)!);
        if (expectAllowed) {
          allowed += 1;
          if (answer.status === 403 || answer.status === 401) mismatches.push(`${role} ${route.method} ${route.url}: ${answer.status} ${answer.error?.code}, the matrix allows it`);
        } else {
          refused += 1;
          if (answer.status !== 403 || answer.error?.code !== 'missing_permission' || answer.error.details?.role !== role)
            mismatches.push(`${role} ${route.method} ${route.url}: ${answer.status} ${answer.error?.code ?? ''}, the matrix refuses it`);
        }
      }
    }
    console.log(`permission sweep: ${adminRoutes.length} routes x ${STAFF_ROLES.length} roles: ${allowed} allowed, ${refused} refused, ${mismatches.length} mismatches`);
    assert.deepEqual(mismatches, []);
    assert.ok(refused > 0 && allowed > 0);
  });

  it('refuses a customer every admin route with 403 forbidden', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      const answer = await call(route, tokens.get('customer')!);
      if (answer.status !== 403 || answer.error?.code !== 'forbidden') wrong.push(`${route.method} ${route.url}: ${answer.status} ${answer.error?.code}`);
    }
    console.log(`permission sweep, a customer: ${adminRoutes.length} admin routes, ${adminRoutes.length - wrong.length} refused with 403 forbidden`);
    assert.deepEqual(wrong, []);
  });

  it('decides an order status change by its axis: cancelling needs orders, packing needs fulfilment', async () => {
    const status = adminRoutes.find((route) => route.method === 'POST' && route.url === '/api/admin/orders/:id/status')!;
    const post = (role: StaffRole, body: object) =>
      fetch(`${base}/api/admin/orders/sweep-id/status`, {
        method: status.method,
        headers: { authorization: `Bearer ${tokens.get(role)!}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => [response.status, ((await response.json()) as { error?: { code: string } }).error?.code]);
    const cancel = { axis: 'order', to: 'cancelled' };
    const pack = { axis: 'fulfilment', to: 'packed' };
    // allowed: the order is unknown (404); refused: 403 before it is looked for
    assert.deepEqual(await post('fulfilment', cancel), [403, 'missing_permission']);
    assert.deepEqual(await post('fulfilment', pack), [404, 'not_found']);
    assert.deepEqual(await post('support', pack), [403, 'missing_permission']);
    assert.deepEqual(await post('support', cancel), [404, 'not_found']);
    assert.deepEqual(await post('manager', pack), [404, 'not_found']);
  });

  it('names the role and the missing permission, in the caller’s language', async () => {
    const refund = adminRoutes.find((route) => route.method === 'POST' && route.url === '/api/admin/orders/:id/refund')!;
    const english = await call(refund, tokens.get('fulfilment')!);
    assert.equal(english.status, 403);
    assert.equal(english.error?.message, 'Your role (Fulfilment) does not allow this: it needs the permission “Refunds”. Ask the shop’s owner.');
    assert.deepEqual(english.error?.details, { role: 'fulfilment', permission: 'refunds' });
    const settings = adminRoutes.find((route) => route.method === 'GET' && route.url === '/api/admin/settings/store')!;
    const spanish = await call(settings, tokens.get('support')!, 'es-ES,es;q=0.9');
    assert.equal(spanish.error?.message, 'Tu rol (Atención al cliente) no permite esto: necesita el permiso «Ajustes». Pídeselo al propietario de la tienda.');
    const french = await call(settings, tokens.get('manager')!, 'fr');
    assert.equal(french.error?.message, 'Votre rôle (Gérant) ne permet pas cette action : elle demande l’autorisation « Paramètres ». Adressez-vous au propriétaire de la boutique.');
    console.log(`permission refusals: en "${english.error?.message}"; es "${spanish.error?.message}"`);
  });
});
