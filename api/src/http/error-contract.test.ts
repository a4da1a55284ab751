/**
 * One error contract: every route of the shared route table, provoked into refusing (a refused
 * token, no token, the wrong role, unknown ids, an over-long id, a body that fails its schema),
 * answers in the shop's error body with the status its code has in API_ERROR_STATUS, and never 5xx.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from 'shared-contracts/api/common';
import type { ApiRoute } from 'shared-contracts/api/define';
import { API_ERROR_STATUS, isApiErrorBody } from 'shared-contracts/api/error-codes';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';

type Provocation = { name: string; token?: string; paramValue?: string; payload?: unknown; query?: string };

let address = 0;
const nextAddress = () => `10.8.${Math.floor(++address / 250)}.${address % 250}`;

function url(route: ApiRoute, paramValue: string, query = '') {
  return `${API_PREFIX}${route.path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(paramValue))}${query}`;
}

describe('the error contract over every route', () => {
  let api: TestApi;
  let customer: string;
  let admin: string;
  before(async () => {
    api = await startTestApi();
    customer = (await api.user('customer')).token;
    admin = (await api.user('admin')).token;
  });
  after(() => api.close());

  function provocations(route: ApiRoute): Provocation[] {
    const own = route.access === 'admin' ? admin : route.access === 'user' ? customer : undefined;
    const list: Provocation[] = [{ name: 'refused token', token: 'not-a-token' }];
    if (route.access === 'user' || route.access === 'admin') list.push({ name: 'no token' });
    if (route.access === 'admin') list.push({ name: 'customer on an admin route', token: customer });
    const hasParams = route.path.includes(':');
    if (hasParams) list.push({ name: 'over-long id', token: own, paramValue: 'x'.repeat(150) });
    // A stream would stay open; the others get an unknown id and a body that fails any schema.
    if (route.kind !== 'events' && (hasParams || route.body || route.query)) {
      list.push({
        name: 'unknown id, bad input',
        token: own,
        paramValue: 'no-such-thing',
        ...(route.body ? { payload: { unexpected: [1, 2, 3] } } : {}),
        ...(route.query ? { query: '?page=-1&pageSize=100000&sort=nonsense&status=nonsense' } : {}),
      });
    }
    return list;
  }

  it('answers every refusal with the status its code has in the one table, in the shop body, never 5xx', async (t) => {
    const seen = new Map<string, number>();
    let answers = 0;
    for (const [name, route] of Object.entries(routes) as [string, ApiRoute][]) {
      let refusals = 0;
      for (const provocation of provocations(route)) {
        const response = await api.app.inject({
          method: route.method,
          url: url(route, provocation.paramValue ?? 'no-such-thing', provocation.query),
          remoteAddress: nextAddress(),
          headers: provocation.token ? { authorization: `Bearer ${provocation.token}` } : {},
          ...(provocation.payload === undefined ? {} : { payload: provocation.payload as object }),
        });
        const where = `${name} (${route.method} ${route.path}), ${provocation.name}`;
        assert.ok(response.statusCode < 500, `${where}: ${response.statusCode} ${response.body}`);
        if (response.statusCode < 400) continue;
        const body: unknown = response.json();
        assert.ok(isApiErrorBody(body), `${where}: not the shop's error body: ${response.body}`);
        assert.equal(response.statusCode, API_ERROR_STATUS[body.error.code], `${where}: ${body.error.code} answered ${response.statusCode}`);
        assert.equal(typeof body.error.requestId, 'string', where);
        seen.set(body.error.code, (seen.get(body.error.code) ?? 0) + 1);
        refusals++;
        answers++;
      }
      assert.ok(refusals > 0, `${name}: nothing provoked a refusal`);
    }
    const routeCount = Object.keys(routes).length;
    t.diagnostic(`${routeCount} routes, ${answers} refusals, each with its table status: ${[...seen].map(([code, n]) => `${code} ${API_ERROR_STATUS[code as keyof typeof API_ERROR_STATUS]} x${n}`).join(', ')}`);
    assert.ok(seen.has('unauthorized') && seen.has('forbidden') && seen.has('not_found') && seen.has('validation_failed'));
  });
});
