import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../../test/harness';

describe('GET /api/health and the API basics', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('says ok with the database check', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.status, 'ok');
    assert.deepEqual(body.checks, { database: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.ok(response.headers['strict-transport-security']);
  });

  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error.code, 'not_found');
    assert.equal(response.json().error.message, 'No encontrado.');
  });

  it('publishes the OpenAPI document and its docs page', async () => {
    const doc = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(doc.statusCode, 200);
    assert.ok(doc.json().paths['/api/health']);
    const page = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
  });

  it('verifies real ID tokens from the identity service', async () => {
    const customer = await api.user('customer');
    const caller = await api.services.identity.verify(customer.token);
    assert.equal(caller.uid, customer.uid);
    assert.equal(caller.role, 'customer');
    // (the test harness's admin is the shop's owner, staff roles: issue 35)
    const admin = await api.user('admin');
    assert.equal((await api.services.identity.verify(admin.token)).role, 'owner');
    await assert.rejects(api.services.identity.verify(`${customer.token}x`));
  });
});
