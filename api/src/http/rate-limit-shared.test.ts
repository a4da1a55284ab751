import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../app';
import { CONTACT_RATE_LIMIT } from '../modules/contact';
import { startTestApi, type TestApi } from '../../test/harness';

const message = { name: 'Kavya', email: 'kavya@example.in', subject: 'Custom order', message: 'Could you weave this shawl in indigo?' };

describe('rate limits across instances', () => {
  let api: TestApi;
  let other: FastifyInstance;
  before(async () => {
    api = await startTestApi();
    other = await buildApi(api.services);
    await other.ready();
  });
  after(async () => {
    await other.close();
    await api.close();
  });

  it('on a PostgreSQL server, two instances count one client together; on PGlite (one process) each counts its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) {
      const instance = i % 2 === 0 ? api.app : other;
      statuses.push((await instance.inject({ method: 'POST', url: '/api/contact', remoteAddress: '192.0.2.77', payload: message })).statusCode);
    }
    if (api.services.database.kind === 'server') {
      assert.deepEqual(statuses, [...Array(CONTACT_RATE_LIMIT.max).fill(201), 429, 429]);
      // another client is counted apart
      assert.equal((await other.inject({ method: 'POST', url: '/api/contact', remoteAddress: '192.0.2.78', payload: message })).statusCode, 201);
    } else {
      assert.deepEqual(statuses, Array(CONTACT_RATE_LIMIT.max + 2).fill(201));
    }
  });
});
