/**
 * The browser's unhandled errors in the API's log (POST /api/client-errors): logged at error level
 * under the error id the page showed; answered 204 with nothing of the report; a report over the
 * limits is refused; more than 10 a minute from one client are refused.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../../test/harness';

describe('client error reports', () => {
  let api: TestApi;
  const lines: string[] = [];
  const report = (body: object, ip = '203.0.113.7') => api.app.inject({ method: 'POST', url: '/api/client-errors', payload: body, remoteAddress: ip });
  const valid = { id: '0123456789ab', kind: 'error', message: 'TypeError: boom <script>', stack: 'TypeError: boom\n    at onClick (main.js:1:2)', path: '/shop' };

  before(async () => {
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    api = await startTestApi({}, { logStream: sink });
  });
  after(() => api.close());

  it('logs the report under its id and sends nothing of it back', async () => {
    const answer = await report(valid);
    assert.equal(answer.statusCode, 204);
    assert.equal(answer.body, '');
    const entry = lines.map((line) => JSON.parse(line) as { level: number; msg: string; clientError?: typeof valid }).find((line) => line.clientError?.id === valid.id);
    assert.ok(entry, 'a log line carries the report');
    assert.equal(entry.level, 50);
    assert.deepEqual({ ...entry.clientError, userAgent: undefined }, { ...valid, userAgent: undefined });
  });

  it('refuses a report over the limits or with an id that is not one, echoing none of it', async () => {
    const long = await report({ ...valid, message: 'x'.repeat(1001) }, '203.0.113.8');
    assert.equal(long.statusCode, 400);
    assert.ok(!long.body.includes('xxxxxxxx'));
    const badId = await report({ ...valid, id: '<img src=x>' }, '203.0.113.8');
    assert.equal(badId.statusCode, 400);
    assert.ok(!badId.body.includes('<img'));
  });

  it('takes 10 a minute from one client', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await report(valid, '203.0.113.9')).statusCode);
    assert.deepEqual(statuses, [...Array(10).fill(204), 429]);
  });
});
