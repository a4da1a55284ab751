import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildPath, type ApiRoute } from 'shared-contracts/api/define';
import { productImagesRoutes } from 'shared-contracts/api/product-images';
import { reportRoutes } from 'shared-contracts/api/reports';
import { routes } from 'shared-contracts/api/routes';
import { settingsRoutes } from 'shared-contracts/api/settings';
import { shippingRoutes } from 'shared-contracts/api/shipping';
import { startTestApi, type TestApi } from '../../test/harness';

// the settings' routes live apart (shared-contracts/api/settings: kept out of the pages' first load)
const adminRoutes: [string, ApiRoute][] = Object.entries({ ...routes, ...settingsRoutes, ...shippingRoutes, ...productImagesRoutes, ...reportRoutes }).filter(([, route]) => route.access === 'admin');

describe('every admin route', () => {
  let api: TestApi;
  let customerToken: string;
  let adminToken: string;

  before(async () => {
    api = await startTestApi();
    customerToken = (await api.user('customer')).token;
    adminToken = (await api.user('admin')).token;
  });
  after(() => api.close());

  const mounted = (route: ApiRoute) => api.app.hasRoute({ method: route.method, url: `/api${route.path}` });
  const request = (route: ApiRoute, token?: string) =>
    api.app.inject({
      method: route.method,
      url: `/api${buildPath(route.path, { id: 'some-id', uid: 'some-uid', variantId: 'some-variant' })}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
    });

  it('covers the whole admin area of the route table', () => {
    assert.ok(adminRoutes.length >= 20, `${adminRoutes.length} admin routes`);
  });

  for (const [name, route] of adminRoutes) {
    it(`${name} (${route.method} ${route.path}): 401 without a token, 401 with a bad one, 403 for a customer`, async () => {
      const anonymous = await request(route);
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().error.code, 'unauthorized');
      assert.equal((await request(route, `${customerToken}x`)).statusCode, 401);
      const customer = await request(route, customerToken);
      assert.equal(customer.statusCode, 403);
      assert.equal(customer.json().error.code, 'forbidden');
    });
  }

  it('is mounted, and lets an admin through', async () => {
    assert.deepEqual(
      adminRoutes.filter(([, route]) => !mounted(route)).map(([name]) => name),
      [],
    );
    for (const [name, route] of adminRoutes) {
      if (!mounted(route)) continue;
      if (route.kind === 'events') continue; // a stream that stays open; its own tests cover it
      const response = await request(route, adminToken);
      assert.ok(![401, 403].includes(response.statusCode), `${name}: ${response.statusCode}`);
    }
  });
});
