/**
 * Security suite: the client's address and rate limits (a made-up X-Forwarded-For changes nothing
 * unless TRUST_PROXY names the proxy), limits per account, the Auth emulator kept on loopback, and
 * the shop's error body for every error, Fastify's own included: one status per code, a request id,
 * no stack, a strict Content-Security-Policy, and the 5xx in the log with its stack.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { API_ERROR_STATUS, isApiErrorBody } from 'shared-contracts/api/error-codes';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApi, type TestApi } from '../../test/harness';
import { loadConfig, parseTrustProxy } from '../config';
import { API_CSP, DOCS_CSP } from '../http/content-security';
import { CONTACT_RATE_LIMIT } from '../modules/contact';

const message = { name: 'Kavya', email: 'kavya@example.in', subject: 'Custom order', message: 'Could you weave this shawl in indigo?' };
let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

/** The shop's error body with the status its code has in the one table, a request id, and no stack. */
function assertShopError(response: LightMyRequestResponse, code?: string) {
  const body: unknown = response.json();
  assert.ok(isApiErrorBody(body), `not the shop's error body: ${response.body}`);
  assert.equal(response.statusCode, API_ERROR_STATUS[body.error.code], `${body.error.code} answered ${response.statusCode}`);
  if (code) assert.equal(body.error.code, code);
  assert.equal(typeof body.error.requestId, 'string');
  assert.doesNotMatch(response.body, /\bstack\b|at .+\.(ts|js):\d+/);
  return body;
}

function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { stream, lines, raw };
}

describe('security: client address and rate limits', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const contact = (remoteAddress: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, headers, payload: message });

  it('counts a client by its connection, whatever X-Forwarded-For it makes up: 200 posts -> 5 accepted, then 429', async (t) => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const response = await contact('192.0.2.10', { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) assertShopError(response, 'rate_limited');
    }
    const accepted = statuses.filter((status) => status === 201).length;
    const limited = statuses.filter((status) => status === 429).length;
    t.diagnostic(`spoofed X-Forwarded-For against the contact limit (${CONTACT_RATE_LIMIT.max} per ${CONTACT_RATE_LIMIT.timeWindow}): 200 posts with 200 different headers -> ${accepted} accepted, ${limited} refused 429 rate_limited`);
    assert.equal(accepted, CONTACT_RATE_LIMIT.max);
    assert.deepEqual(statuses.slice(0, 5), [201, 201, 201, 201, 201]);
    assert.equal(limited, 200 - CONTACT_RATE_LIMIT.max);
    assert.equal((await contact('192.0.2.11')).statusCode, 201, 'another connection is another client');
  });

  it('counts a signed-in caller by account, from any address; another account is not affected', async (t) => {
    const customer = await api.user('customer');
    const other = await api.user('customer');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await contact(nextAddress(), { authorization: `Bearer ${customer.token}` })).statusCode);
    t.diagnostic(`one account from 8 addresses -> ${statuses.filter((s) => s === 201).length} accepted, then ${statuses.filter((s) => s === 429).length} refused 429`);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429, 429, 429]);
    assert.equal((await contact(nextAddress(), { authorization: `Bearer ${other.token}` })).statusCode, 201);
  });

  it('counts a caller whose token is refused by address, and answers 401', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(from, { authorization: `Bearer forged-${i}` })).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });
});

describe('security: behind a trusted proxy (TRUST_PROXY)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ TRUST_PROXY: '1' });
  });
  after(() => api.close());

  it('takes the address the one trusted hop saw, not what the client wrote before it', async (t) => {
    const proxy = '10.0.0.1';
    const statuses: number[] = [];
    // the client writes made-up addresses; the proxy appends the one it saw (203.0.113.7)
    for (let i = 0; i < 20; i++) {
      const response = await api.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: proxy, headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` }, payload: message });
      statuses.push(response.statusCode);
    }
    t.diagnostic(`TRUST_PROXY=1, one client behind the proxy with 20 made-up addresses -> ${statuses.filter((s) => s === 201).length} accepted`);
    assert.equal(statuses.filter((status) => status === 201).length, CONTACT_RATE_LIMIT.max);
    const another = await api.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: proxy, headers: { 'x-forwarded-for': '203.0.113.8' }, payload: message });
    assert.equal(another.statusCode, 201, 'another client behind the same proxy');
  });
});

describe('security: configuration', () => {
  const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it("refuses to start with a seller the store's rules refuse, naming the setting", () => {
    assert.throws(() => loadConfig({ SELLER_NAME: 'Foo Pvt. Ltd.' }), /seller's details break the store's rules .*SELLER_NAME: /);
    assert.throws(() => loadConfig({ SELLER_GSTIN: '27ABCDE1234F1Z' }), /SELLER_GSTIN: /);
    assert.equal(loadConfig({}).seller.legalName.length > 0, true, 'the default seller passes');
  });

  it('refuses the Auth emulator on a non-loopback HOST unless allowed, and then warns', () => {
    assert.throws(() => loadConfig({ ...emulator, HOST: '0.0.0.0' }), /Refusing to listen on 0\.0\.0\.0 with the Auth emulator/);
    assert.throws(() => loadConfig({ ...emulator, HOST: '192.168.1.20' }), /ALLOW_EMULATOR_ON_NETWORK=1/);
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) assert.equal(loadConfig({ ...emulator, HOST: host }).emulatorExposureWarning, null, host);
    assert.equal(loadConfig(emulator).host, '127.0.0.1', 'loopback by default');
    const allowed = loadConfig({ ...emulator, HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: '1' });
    assert.match(allowed.emulatorExposureWarning ?? '', /^WARNING: listening on 0\.0\.0\.0 with the Auth emulator/);
    assert.equal(loadConfig({ HOST: '0.0.0.0', FIREBASE_PROJECT_ID: 'shop-prod', NODE_ENV: 'development' }).emulatorExposureWarning, null, 'no emulator, no warning');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(parseTrustProxy('2'), 2);
    assert.deepEqual(parseTrustProxy('10.0.0.0/8, 172.16.0.5,loopback, 2001:db8::/32'), ['10.0.0.0/8', '172.16.0.5', 'loopback', '2001:db8::/32']);
    assert.throws(() => parseTrustProxy('true'), /TRUST_PROXY: 'true'/);
    assert.throws(() => parseTrustProxy('10.0.0.0/33'), /TRUST_PROXY/);
    assert.throws(() => parseTrustProxy('proxy.example'), /TRUST_PROXY/);
  });

  it('logs nothing under test unless asked, info otherwise', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).log.level, 'silent');
    assert.equal(loadConfig({ NODE_ENV: 'development' }).log.level, 'info');
    assert.equal(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).log.level, 'debug');
  });
});

describe("security: framework errors in the shop's body", () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('answers each with a shop code, its status from the one table, a request id and the API policy', async (t) => {
    const cases = [
      { name: 'unknown route', request: { method: 'GET' as const, url: '/api/no-such-route' }, status: 404, code: 'not_found' },
      { name: '150-character slug (Fastify: 414 FST_ERR_MAX_PARAM_LENGTH)', request: { method: 'GET' as const, url: `/api/catalogue/products/${'a'.repeat(150)}` }, status: 404, code: 'not_found' },
      { name: 'malformed URL escape', request: { method: 'GET' as const, url: '/api/catalogue/products/%E0%A4%A' }, status: 400, code: 'bad_request' },
      { name: 'body over 256 KB', request: { method: 'POST' as const, url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...message, message: 'x'.repeat(300 * 1024) }) }, status: 413, code: 'payload_too_large' },
      { name: 'XML body', request: { method: 'POST' as const, url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<contact/>' }, status: 415, code: 'unsupported_media_type' },
      { name: 'broken JSON', request: { method: 'POST' as const, url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' }, status: 400, code: 'bad_request' },
      { name: 'empty JSON body', request: { method: 'POST' as const, url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '' }, status: 400, code: 'bad_request' },
    ];
    for (const { name, request, status, code } of cases) {
      const response = await api.app.inject({ ...request, remoteAddress: nextAddress() });
      t.diagnostic(`${name} -> ${response.statusCode} ${response.json().error?.code}`);
      assert.equal(response.statusCode, status, name);
      assertShopError(response, code);
      assert.match(String(response.headers['content-type']), /^application\/json/, name);
      assert.equal(response.headers['content-security-policy'], API_CSP, name);
    }
  });

  it('keeps a sane incoming X-Request-Id (body, header) and replaces one that is not', async () => {
    const kept = await api.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'edge-7f3a9c21' } });
    assert.equal(kept.json().error.requestId, 'edge-7f3a9c21');
    assert.equal(kept.headers['x-request-id'], 'edge-7f3a9c21');
    for (const bad of ['short', 'a b c d e f g h', `${'x'.repeat(120)}`, 'evil"}\\u000a{"level":60']) {
      const replaced = await api.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': bad } });
      assert.match(replaced.json().error.requestId, /^[0-9a-f-]{36}$/, bad);
    }
  });

  it('sets the strict policy on JSON answers and a page policy on the docs only', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.headers['content-security-policy'], API_CSP);
    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(docs.statusCode, 200);
    assert.equal(docs.headers['content-security-policy'], DOCS_CSP);
    assert.doesNotMatch(docs.body, /<script>[^<]/, 'the docs page has no inline script the policy would block');
  });
});

describe('security: a 500 leaves a trace in the log and none in the answer', () => {
  let api: TestApi;
  const log = logCollector();
  before(async () => {
    api = await startTestApi({}, { logStream: log.stream });
  });
  after(() => api.close());

  it('logs the stack with the request id the body carries; the body has neither stack nor detail', async (t) => {
    const db = api.services.db;
    api.services.db = new Proxy(db, {
      get: () => () => {
        throw new Error('the database exploded');
      },
    });
    let response: LightMyRequestResponse;
    try {
      response = await api.app.inject({ method: 'GET', url: '/api/catalogue/categories', headers: { cookie: 'session=secret-cookie-xyz' } });
    } finally {
      api.services.db = db;
    }
    const body = assertShopError(response, 'server_error');
    assert.equal(response.statusCode, 500);
    assert.doesNotMatch(response.body, /exploded/);
    const logged = log.lines.find((line) => line.level === 50 && line.requestId === body.error.requestId);
    assert.ok(logged, 'the 500 is logged at error level with the request id');
    const err = logged.err as { message?: string; stack?: string };
    assert.equal(err.message, 'the database exploded');
    assert.match(err.stack ?? '', /proxy-and-errors\.test\.ts/);
    t.diagnostic(`500 -> body ${response.body}; log: level ${logged.level}, requestId ${logged.requestId}, stack ${err.stack?.split('\n').length} lines`);
    const lines = log.lines.filter((line) => line.requestId === body.error.requestId);
    assert.ok(lines.length >= 3, 'incoming, error, completed');
    const refused = await api.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: 'Bearer secret-token-abc' } });
    assertShopError(refused, 'unauthorized');
    assert.ok(log.lines.some((line) => line.requestId === refused.json().error.requestId && line.msg === 'refused 401 unauthorized'));
    assert.doesNotMatch(log.raw.join('\n'), /secret-token-abc|secret-cookie-xyz/);
  });

  it('redacts credentials wherever a logged object carries them', () => {
    api.app.log.info({ req: { headers: { authorization: 'Bearer secret-token-def', cookie: 'a=secret-cookie-def' } }, headers: { authorization: 'Bearer secret-token-ghi' } }, 'headers');
    const line = log.raw.at(-1) ?? '';
    assert.doesNotMatch(line, /secret-/);
    assert.match(line, /\[redacted\]/);
  });
});
