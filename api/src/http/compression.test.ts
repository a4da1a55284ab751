import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../../test/harness';
import { bearer } from '../checkout/testing';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/** One GET over real HTTP: the headers and the body's bytes exactly as sent (nothing decoded). */
function get(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('compression of the API answers', () => {
  let api: TestApi;
  let baseUrl: string;

  before(async () => {
    api = await startTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  after(() => api.close());

  it('sends JSON above the threshold as brotli or gzip, whichever the client accepts, and the same JSON as without', async () => {
    const plain = await get(`${baseUrl}/api/docs/json`, { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.length > COMPRESSION_THRESHOLD_BYTES * 10, 'the OpenAPI document is a large answer');

    const br = await get(`${baseUrl}/api/docs/json`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(JSON.parse(zlib.brotliDecompressSync(br.body).toString()), JSON.parse(plain.body.toString()));
    assert.ok(br.body.length < plain.body.length / 4, `brotli sent ${br.body.length} of ${plain.body.length} bytes`);

    const gzip = await get(`${baseUrl}/api/docs/json`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(zlib.gunzipSync(gzip.body).toString()), JSON.parse(plain.body.toString()));
  });

  it('leaves a small answer as it is', async () => {
    const health = await get(`${baseUrl}/api/health`, { 'accept-encoding': 'br, gzip' });
    assert.ok(health.body.length < COMPRESSION_THRESHOLD_BYTES);
    assert.equal(health.headers['content-encoding'], undefined);
    assert.ok(JSON.parse(health.body.toString()));
  });

  it('never compresses an event stream, whatever the client accepts', async () => {
    const user = await api.user();
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(
        `${baseUrl}/api/events`,
        { headers: { ...bearer(user.token), accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } },
        (response) => {
          resolve(response.headers);
          request.destroy();
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    assert.match(String(headers['content-type']), /^text\/event-stream/);
    assert.equal(headers['content-encoding'], undefined);
  });
});
