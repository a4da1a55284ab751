/**
 * How the built shop travels (host/server/serve.ts): every text file compressed (brotli or gzip,
 * as the browser accepts; the build's precompressed siblings), the same bytes once decoded, caches
 * told that the answer varies with Accept-Encoding; hashed files cached for a year, entry files
 * (the page, remoteEntry.js, mf-manifest.json) revalidated on every visit.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { useServer } from './harness';

const server = useServer();

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One GET: headers and the body's bytes exactly as sent (fetch would decode them). */
function get(path: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.url(path), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const decode = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

/**
 * Fetches `path` as Chrome asks (br), as an older client asks (gzip) and uncompressed: the first two
 * arrive compressed that way and decode to exactly the third. Returns the brotli answer.
 */
async function assertCompressed(path: string) {
  const plain = await get(path, 'identity');
  assert.equal(plain.status, 200, path);
  assert.equal(plain.headers['content-encoding'], undefined, `${path} uncompressed when asked so`);
  const br = await get(path, 'gzip, deflate, br, zstd');
  assert.equal(br.headers['content-encoding'], 'br', `${path} in brotli`);
  assert.match(String(br.headers.vary), /accept-encoding/i, `${path} varies with Accept-Encoding`);
  assert.ok(br.body.length < plain.body.length, `${path}: ${br.body.length} bytes in brotli, ${plain.body.length} plain`);
  assert.ok(decode(br.body, 'br').equals(plain.body), `${path} decodes to the same bytes`);
  assert.equal(br.headers['content-type'], plain.headers['content-type'], `${path} keeps its type`);
  const gzip = await get(path, 'gzip');
  assert.equal(gzip.headers['content-encoding'], 'gzip', `${path} in gzip`);
  assert.ok(decode(gzip.body, 'gzip').equals(plain.body), `${path} decodes to the same bytes`);
  return br;
}

describe('the built shop on the wire', () => {
  it('sends hashed scripts compressed and cached for a year', async () => {
    const page = decode((await get('/', 'br')).body, 'br').toString();
    const hostScripts = [...page.matchAll(/<script[^>]+src="?([^"\s>]+\.[0-9a-f]{8}\.js)/g)].map((match) => match[1]);
    const [hostScript] = hostScripts;
    assert.ok(hostScript, 'the page names its hashed scripts');
    const manifest = JSON.parse(decode((await get('/remotes/shop/mf-manifest.json', 'br')).body, 'br').toString()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const pages = manifest.exposes.find((expose) => expose.name === 'pages');
    assert.ok(pages, 'the shop remote exposes its page manifest');
    const remoteChunk = `/remotes/shop/${pages.assets.js.sync.at(-1)}`;
    for (const path of [hostScript, remoteChunk]) {
      const br = await assertCompressed(path);
      assert.match(String(br.headers['content-type']), /javascript/);
      assert.equal(br.headers['cache-control'], IMMUTABLE, `${path} is cached for a year`);
    }
  });

  it('sends entry files compressed and revalidated', async () => {
    for (const path of ['/remotes/shop/remoteEntry.js', '/remotes/shop/mf-manifest.json', '/remotes/checkout/mf-manifest.json']) {
      const br = await assertCompressed(path);
      assert.equal(br.headers['cache-control'], 'no-cache', `${path} is revalidated`);
    }
  });

  it('sends pages compressed and revalidated, whatever their path', async () => {
    for (const path of ['/', '/shop', '/es/shop/hand-beaten-brass-diyas-set-of-4']) {
      const br = await assertCompressed(path);
      assert.match(String(br.headers['content-type']), /^text\/html/);
      // A browser revalidates every page: no-cache, or max-age=0 for a server-rendered one (which a
      // CDN may keep briefly, host/server/ssr).
      assert.match(String(br.headers['cache-control']), /no-cache|max-age=0(,|$)/, `${path} is revalidated`);
    }
  });
});
