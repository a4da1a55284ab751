/**
 * Settings › Admin access holds whatever spelling of an admin URL reaches the router (issue 29
 * item 1): percent-escapes of each letter of "api" and "admin" (lower and upper hex), case changes,
 * double slashes, dot segments and absolute-form targets, against every admin route the app
 * registers, from an address outside the list, with an admin's token. None may reach a handler (a
 * preHandler mark on each admin route counts those that do) and the list must stay as it was.
 *
 * app.inject normalises dot segments and absolute URLs (light-my-request parses the URL), so those
 * spellings go over a real socket to the app listening on loopback, which is outside the list too.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { registerApi, serverOptions } from '../app';
import { registerCompression } from '../http/compression';
import { API_CSP } from '../http/content-security';
import { sendError } from '../http/errors';
import { normalisedPath } from '../http/routed-path';
import { readSettings, settingsChanged, writeSettings } from '../settings/store';
import { startTestApi, type TestApi } from '../../test/harness';
import { isAdminPath } from './admin-allow-list';

const INSIDE = '10.0.0.1';
const OUTSIDE = '203.0.113.9';

/** Every spelling of `/api/admin<rest>` the sweep tries: those app.inject can carry, and those that need a socket. */
function spellings(rest: string): { injected: string[]; raw: string[] } {
  const escapes = (word: string) =>
    [...word].flatMap((letter, at) => {
      const hex = letter.charCodeAt(0).toString(16);
      return [hex.toLowerCase(), hex.toUpperCase()].map((code) => `${word.slice(0, at)}%${code}${word.slice(at + 1)}`);
    });
  const whole = (word: string, upper: boolean) => [...word].map((letter) => `%${letter.charCodeAt(0).toString(16)[upper ? 'toUpperCase' : 'toLowerCase']()}`).join('');
  const injected = [
    `/api/admin${rest}`,
    ...escapes('api').map((api) => `/${api}/admin${rest}`),
    ...escapes('admin').map((admin) => `/api/${admin}${rest}`),
    `/${whole('api', false)}/${whole('admin', false)}${rest}`,
    `/${whole('api', true)}/${whole('admin', true)}${rest}`,
    `/API/admin${rest}`,
    `/api/ADMIN${rest}`,
    `/Api/Admin${rest}`,
    `/api/aDmIn${rest.toUpperCase()}`,
    `//api/admin${rest}`,
    `/api//admin${rest}`,
    `/api/admin/${rest}`,
    `/api%2Fadmin${rest}`,
    `/api/admin${rest}?x=/api/public`,
  ];
  const raw = [
    `/api/x/../admin${rest}`,
    `/api/./admin${rest}`,
    `/x/../api/admin${rest}`,
    `/api/x/%2e%2e/admin${rest}`,
    `/api/admin/.${rest}`,
    `http://x/api/admin${rest}`,
    `http://x/api/%61dmin${rest}`,
    `HTTP://X/%61pi/admin${rest}`,
    `https://shop.example:8443/api/admin${rest}`,
    `http://127.0.0.1//api/admin${rest}`,
    `http://x/api/x/../admin${rest}`,
  ];
  return { injected: [...new Set(injected)], raw };
}

describe('the admin allow-list, on the routed path', () => {
  let api: TestApi;
  let app: FastifyInstance;
  let port: number;
  let token: string;
  const adminRoutes: RouteOptions[] = [];
  /** Requests that got past every onRequest hook into an admin route. */
  const reached: string[] = [];

  before(async () => {
    api = await startTestApi();
    token = (await api.user('admin')).token;
    // The API as buildApi composes it, with every registered route heard, and admin routes marked when reached.
    app = Fastify(serverOptions(api.services.config));
    app.addHook('onRoute', (route) => {
      if (route.config?.access !== 'admin' && !/^\/api\/admin(\/|$)/.test(route.url)) return;
      adminRoutes.push(route);
      const mark = async (request: { method: string; url: string }) => void reached.push(`${request.method} ${request.url}`);
      route.preHandler = [mark, ...(route.preHandler ? [route.preHandler].flat() : [])];
    });
    await registerCompression(app);
    await registerApi(app, api.services);
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await app.close();
    await api.close();
  });

  const allow = async (addresses: string[]) => {
    await writeSettings(api.services.db, 'access', { addresses });
    await settingsChanged(api.services.database);
  };

  const concrete = (route: RouteOptions) => route.url.replace(/:[A-Za-z_]+/g, 'sweep-id');
  const bodyOf = (route: RouteOptions) =>
    route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE'
      ? undefined
      : JSON.stringify(route.url.endsWith('/settings/access') ? { addresses: '', confirmLockout: true } : {});

  const inject = (method: string, url: string, body: string | undefined, remoteAddress: string) =>
    app.inject({
      method: method as 'GET',
      url,
      remoteAddress,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: body } : {}),
    });

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** One request with `target` on the request line as it is (no URL parsing on the way). */
  const onSocket = (method: string, target: string, body: string | undefined) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: target,
          agent,
          timeout: 5000,
          headers: { authorization: `Bearer ${token}`, host: `127.0.0.1:${port}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${target}: no answer (an open admin stream?)`)));
      request.on('error', reject);
      request.end(body);
    });

  /** Refused (403 forbidden) or routed nowhere (404, 400): never admin data, always the API's policy when refused. */
  const assertRefused = (what: string, answer: { status: number; headers: Record<string, unknown>; body: string }) => {
    assert.ok([403, 404, 400].includes(answer.status), `${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
    if (answer.status === 403) {
      if (!what.startsWith('HEAD ')) assert.equal(JSON.parse(answer.body).error.code, 'forbidden', what);
      assert.equal(answer.headers['content-security-policy'], API_CSP, `${what}: the API's CSP`);
    }
  };

  it('sees every admin route the app registers', () => {
    const urls = new Set(adminRoutes.map((route) => route.url));
    assert.ok(urls.has('/api/admin/users') && urls.has('/api/admin/settings/access'), [...urls].join(' '));
    assert.ok(adminRoutes.length >= 40, `${adminRoutes.length} admin routes`);
  });

  it('from inside the list, the router forgives the spellings: they are admin requests, not dead URLs', async () => {
    await allow([INSIDE, '127.0.0.1']);
    const { injected, raw } = spellings('/users');
    let routed = 0;
    for (const url of injected) if ((await inject('GET', url, undefined, INSIDE)).statusCode === 200) routed += 1;
    for (const target of raw) if ((await onSocket('GET', target, undefined)).status === 200) routed += 1;
    console.log(`allow-list sweep, inside the list: ${routed} of ${injected.length + raw.length} spellings of GET /api/admin/users reach it`);
    // the plain one, every percent-escaped letter, and the 4 absolute-form targets without dot segments or doubled slashes at least
    const escaped = injected.filter((url) => /%[0-9a-f]{2}/i.test(url) && !/%2f/i.test(url)).length;
    assert.ok(escaped >= 12 && routed >= 1 + escaped + 4, `${routed} routed, ${escaped} escaped`);
    assert.ok(reached.length >= routed);
  });

  it('from outside the list, no spelling of any admin route reaches it, and the list stays as it is', async () => {
    await allow([INSIDE]);
    reached.length = 0;
    let injectedCount = 0;
    let socketCount = 0;
    for (const route of adminRoutes) {
      const methods = [route.method].flat();
      const rest = concrete(route).slice('/api/admin'.length);
      const { injected, raw } = spellings(rest);
      for (const method of methods) {
        const body = bodyOf({ ...route, method });
        for (const url of injected) {
          const answer = await inject(method, url, body, OUTSIDE);
          assertRefused(`${method} ${url}`, { status: answer.statusCode, headers: answer.headers, body: answer.body });
          injectedCount += 1;
        }
        for (const target of raw) {
          assertRefused(`${method} ${target} (socket)`, await onSocket(method, target, body));
          socketCount += 1;
        }
      }
    }
    assert.deepEqual(reached, []);
    assert.deepEqual((await readSettings(api.services, 'access')).addresses, [INSIDE]);
    console.log(
      `allow-list sweep: ${injectedCount + socketCount} requests (${injectedCount} injected, ${socketCount} on a socket) over ${adminRoutes.length} admin routes from outside the list, ${reached.length} reached admin data; the list unchanged`,
    );
    agent.destroy();
  });

  it('the other policies follow the route too: a rate limit counts every spelling of its route together, each answer has the API\'s CSP', async () => {
    const spelled = ['/api/client-errors', '/%61pi/client-errors', '/api/%63lient-errors', '/%61%70%69/client-errors', '/api/client-%65rrors'];
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const answer = await app.inject({ method: 'POST', url: spelled[n % spelled.length]!, remoteAddress: '198.51.100.20', payload: {} });
      statuses.push(answer.statusCode);
      assert.equal(answer.headers['content-security-policy'], API_CSP, spelled[n % spelled.length]);
    }
    // 10 a minute (CLIENT_ERROR_RATE_LIMIT): the 11th is refused whichever spelling it came in
    assert.deepEqual(statuses, [...Array(10).fill(400), 429]);
  });

  it("the admin pages, on the path the host's router reads", () => {
    const admin = ['/admin', '/%61dmin/dashboard', '/ADMIN/dashboard', '/es/admin/login', '/FR/%41dmin', '//admin/dashboard', '/x/../admin', '/shop/%2e%2e/admin/users', 'http://x/admin?y', '/api/%61dmin/users'];
    const shop = ['/', '/shop', '/administration-tips', '/shop/admin-desk', '/es/shop', '/api/catalogue/products?q=/admin'];
    assert.deepEqual(admin.filter((url) => !isAdminPath(normalisedPath(url))), []);
    assert.deepEqual(shop.filter((url) => isAdminPath(normalisedPath(url))), []);
  });
});
