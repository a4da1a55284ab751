import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from 'shared-contracts/api/define';
import { registerErrorHandling } from './errors';
import { decorateCaller, mount, useSharedSchemas } from './mount';

const itemSchema = z.object({ name: z.string(), lines: z.array(z.object({ sku: z.string() })) });
const route = (path: string) => defineRoute({ method: 'GET', path, access: 'public', response: itemSchema, summary: 'test' });

describe('mount: what a route sends', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    useSharedSchemas(app);
    registerErrorHandling(app);
    decorateCaller(app);
    // What a handler may return by mistake: a column the contract does not list, at any depth.
    const leaky = { name: 'Brass lamp', costPrice: 1_200, lines: [{ sku: 'L-1', supplierEmail: 'supplier@example.in' }] };
    mount(app, route('/leaky'), async () => leaky as never);
    mount(app, route('/created'), async () => ({ name: 'Lamp', lines: [] }), { status: 201 });
    mount(app, route('/degraded'), async ({ reply }) => {
      reply.code(503);
      return { name: 'Lamp', lines: [] };
    });
    mount(app, route('/wrong'), async () => ({ name: 42, lines: [], secret: 'never sent' }) as never);
    await app.ready();
  });
  after(() => app.close());

  it('sends only the fields of the response schema: an extra field in a handler result never leaves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/leaky' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { name: 'Brass lamp', lines: [{ sku: 'L-1' }] });
    assert.doesNotMatch(response.body, /costPrice|supplier/);
  });

  it("answers with the route's success status, or the one the handler set", async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/created' })).statusCode, 201);
    assert.equal((await app.inject({ method: 'GET', url: '/api/degraded' })).statusCode, 503);
  });

  it('answers a result the schema refuses with a 500 error body, not the result', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/wrong' });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().error.code, 'server_error');
    assert.doesNotMatch(response.body, /never sent/);
  });
});
