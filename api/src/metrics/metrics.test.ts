import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApi } from '../app';
import { startTestApi, type TestApi } from '../../test/harness';
import { seedIfEmpty } from '../seed/index';

describe('operations: /api/health, /api/ready, Prometheus metrics on a port of their own', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ METRICS_PORT: '0' });
    await seedIfEmpty(api.services);
  });
  after(() => api.close());

  it('/api/ready: 200 when the database and the identity service answer', async () => {
    const response = await api.app.inject({ url: '/api/ready' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ready', checks: { database: 'ok', identity: 'ok', notifications: 'ok' } });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('/api/ready: 503 naming the identity service when it does not answer (alive all the same)', async () => {
    const identity = { ...api.services.identity, getUser: () => Promise.reject(new Error('ECONNREFUSED')) };
    const broken = await buildApi({ ...api.services, identity });
    try {
      const response = await broken.inject({ url: '/api/ready' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { status: 'not_ready', checks: { database: 'ok', identity: 'down', notifications: 'ok' } });
      assert.equal((await broken.inject({ url: '/api/health' })).statusCode, 200);
    } finally {
      await broken.close();
    }
  });

  it('serves the metrics on METRICS_PORT only: durations per route and status, orders, pool, streams', async () => {
    assert.equal((await api.app.inject({ url: '/api/catalogue/products?pageSize=3' })).statusCode, 200);
    assert.equal((await api.app.inject({ url: '/api/catalogue/products/no-such-thing' })).statusCode, 404);
    assert.equal((await api.app.inject({ url: '/api/metrics' })).statusCode, 404, 'never under the public API');
    const port = api.app.metrics.port;
    assert.ok(port, 'listening on a port of its own');
    assert.equal((await fetch(`http://127.0.0.1:${port}/anything-else`)).status, 404);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    assert.match(text, /shop_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/catalogue\/products",status_code="200"\}/);
    assert.match(text, /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/catalogue\/products\/:slug",status_code="404"\} 1/);
    assert.match(text, /shop_http_responses_total\{status_code="404"\} \d+/);
    assert.match(text, /shop_event_streams_open 0/);
    assert.match(text, /shop_database_pool_connections\{state="total"\} \d+/);
    assert.match(text, /# TYPE shop_orders gauge/);
    assert.match(text, /process_cpu_seconds_total/);
  });
});
