/**
 * Server rendering's own logic with real files in a temp folder: a host server bundle (a small
 * CommonJS file with the entry's exports) and remotes' build folders. What the shop relies on: a
 * page renders on the server, comes from the cache the second time, renders again after a release
 * of the host or of a remote without a restart, and is the browser-rendered page (never blank) when
 * a build is missing, the render throws or misses its deadline.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServerRendering, renderDeadlineMs, type ServerRenderingOptions } from '../host/server/ssr';
import { remotePages } from './route-table';
import { createPageCache, pageCacheKey } from '../host/server/ssr/cache';
import { createServerEntries, serverEntryBeside } from '../host/server/ssr/remotes';

const REGISTRY = { shop: '/remotes/shop/mf-manifest.json', checkout: '/remotes/checkout/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' };

let dir: string;
let logged: string[];

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A host server bundle that renders `markup` and the remote entries it was given (nothing at all
 *  for '': a page it leaves to the browser); `behaviour`
 *  'throw' or 'hang' for the failures. Each write is a new build (a later modification time). */
let builds = 0;
function hostBundle(markup: string, behaviour: 'render' | 'throw' | 'hang' = 'render') {
  const file = path.join(dir, 'host/server/entry.js');
  write(
    file,
    `let remotes = {}; let api;
exports.configure = (options) => { api = options.apiBaseUrl; };
exports.setRemotes = (next) => { remotes = { ...remotes, ...next }; };
exports.renderPage = async ({ url, cookies }) => {
  ${behaviour === 'throw' ? "throw new Error('ProductPage exploded');" : ''}
  ${behaviour === 'hang' ? 'await new Promise(() => {});' : ''}
  return { status: url.includes('missing') ? 404 : 200, head: '<meta name=x>', root: ${markup ? `${JSON.stringify(markup)} + ' ' + url + ' ' + api + ' ' + JSON.stringify(remotes) + ' cookies=' + JSON.stringify(cookies ?? null)` : "''"} };
};`,
  );
  builds += 1;
  const when = new Date(Date.now() + builds * 1000);
  utimesSync(file, when, when);
}

function remoteBuild(name: 'shop' | 'checkout', content = 'v1') {
  write(path.join(dir, name, 'mf-manifest.json'), '{}');
  write(path.join(dir, name, 'server/remoteEntry.js'), `// ${content}`);
}

function rendering(overrides: Partial<ServerRenderingOptions> = {}) {
  return createServerRendering({
    hostServerDir: path.join(dir, 'host/server'),
    registry: REGISTRY,
    remoteDirs: { shop: path.join(dir, 'shop'), checkout: path.join(dir, 'checkout') },
    document: async (pathname, content = {}) => `<html data-path="${pathname}"><head>${content.head ?? ''}</head><div id="root">${content.root ?? ''}</div></html>`,
    remotePages: async () => remotePages,
    apiBaseUrl: () => 'http://127.0.0.1:1/api',
    log: (message) => logged.push(message),
    ...overrides,
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-ssr-'));
  logged = [];
  remoteBuild('shop');
  remoteBuild('checkout');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('server rendering', () => {
  it('renders a product page into the document once, then answers from the cache', async () => {
    hostBundle('<main>Brass diya</main>');
    const ssr = rendering();
    const first = await ssr.page('/es/shop/brass-diya?x=1');
    expect(first).toMatchObject({ status: 200, rendered: 'server' });
    expect(first!.html).toContain('<div id="root"><main>Brass diya</main> /es/shop/brass-diya?x=1 http://127.0.0.1:1/api');
    expect(first!.html).toContain('<meta name=x>');
    // Both remotes the page shows, by their server entries on this machine, with their versions.
    expect(first!.html).toMatch(/"shop":"file:\/\/[^"]*\/shop\/server\/remoteEntry\.js\?v=[^"]+"/);
    expect(first!.html).toMatch(/"checkout":"file:\/\/[^"]*\/checkout\/server\/remoteEntry\.js\?v=/);
    // No cookie reaches the render: the document is every visitor's.
    expect(first!.html).toContain('cookies=null');
    const { encoded, ...second } = (await ssr.page('/es/shop/brass-diya?x=1'))!; // (encoded: the next test)
    expect(second).toEqual({ ...first, rendered: 'cache' });
    // Another query is another page.
    expect((await ssr.page('/es/shop/brass-diya?x=2'))!.rendered).toBe('server');
    expect(logged).toEqual([]);
  });

  it('compresses a kept page once, at the strongest levels, for the visitors after the first', async () => {
    // A page's worth of varied markup (a repeated phrase compresses as well at any level).
    const items = Array.from({ length: 300 }, (_, index) => `<li><a href="/shop/item-${(index * 7919) % 1009}">Item ${(index * 104_729) % 9973}</a> ₹${(index * 37) % 5000}.00</li>`);
    hostBundle(`<main><ul>${items.join('')}</ul></main>`);
    const ssr = rendering();
    const first = (await ssr.page('/shop/brass-diya'))!;
    expect(first.encoded).toBeUndefined(); // the first visitor's answer is compressed on the fly
    let cached = await ssr.page('/shop/brass-diya');
    for (let tries = 0; !cached?.encoded && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      cached = await ssr.page('/shop/brass-diya');
    }
    const { br, gzip } = cached!.encoded!;
    expect(zlib.brotliDecompressSync(br).toString()).toBe(first.html);
    expect(zlib.gunzipSync(gzip).toString()).toBe(first.html);
    const onTheFly = zlib.brotliCompressSync(first.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.length).toBeLessThan(onTheFly.length);
  });

  it('passes on the status the render gives (an unknown product is a 404)', async () => {
    hostBundle('<main>Not found</main>');
    expect(await rendering().page('/shop/missing-thing')).toMatchObject({ status: 404, rendered: 'server' });
  });

  it('sends a page the renderer leaves to the browser as it is, uncached and without a complaint', async () => {
    hostBundle('');
    const ssr = rendering();
    expect(await ssr.page('/en/shop')).toMatchObject({ status: 200, rendered: 'client' });
    expect(ssr.cachedPages).toBe(0);
    expect(logged).toEqual([]);
  });

  it('renders with a new host build without a restart', async () => {
    hostBundle('<main>first build</main>');
    const ssr = rendering();
    expect((await ssr.page('/shop'))!.html).toContain('first build');
    hostBundle('<main>second build</main>');
    const after = await ssr.page('/shop');
    expect(after).toMatchObject({ rendered: 'server' });
    expect(after!.html).toContain('second build');
  });

  it('runs one copy of a build for every page server of the process, each rendering with its own API address', async () => {
    // the federation runtime is process-wide: a second copy of the same build would render with the
    // first one's shared modules (the end-to-end runner starts one shop after another in one process)
    hostBundle('');
    write(
      path.join(dir, 'host/server/entry.js'),
      `const copy = Math.random().toString(36).slice(2); let api;
exports.configure = (options) => { api = options.apiBaseUrl; };
exports.setRemotes = () => {};
exports.renderPage = async () => ({ status: 200, head: '', root: 'copy=' + copy + ' api=' + api });`,
    );
    const first = rendering({ apiBaseUrl: () => 'http://127.0.0.1:1/api' });
    const second = rendering({ apiBaseUrl: () => 'http://127.0.0.1:2/api' });
    const roots = [await first.page('/shop'), await second.page('/shop'), await first.page('/about-us')].map((answer) => /copy=(\w+) api=([^<]+)/.exec(answer!.html)!.slice(1));
    const copies = new Set(roots.map(([copy]) => copy));
    console.log(`one build, two page servers, three renders: ${copies.size} copy of the bundle ran`);
    expect(copies.size).toBe(1);
    expect(roots.map(([, api]) => api)).toEqual(['http://127.0.0.1:1/api', 'http://127.0.0.1:2/api', 'http://127.0.0.1:1/api']);
  });

  it("renders again when a remote's server build is released, with its new entry", async () => {
    hostBundle('<main>page</main>');
    const ssr = rendering();
    const before = (await ssr.page('/shop'))!.html;
    remoteBuild('shop', 'v2, a longer file than the first');
    const after = await ssr.page('/shop');
    expect(after!.rendered).toBe('server');
    const version = (html: string) => /shop\/server\/remoteEntry\.js\?v=([^"]+)/.exec(html)?.[1];
    expect(version(after!.html)).toBeDefined();
    expect(version(after!.html)).not.toBe(version(before));
  });

  it('forgets every rendered page when told the catalogue changed', async () => {
    hostBundle('<main>page</main>');
    const ssr = rendering();
    await ssr.page('/');
    expect((await ssr.page('/'))!.rendered).toBe('cache');
    ssr.clear();
    expect((await ssr.page('/'))!.rendered).toBe('server');
  });

  it("sends the browser-rendered page, and says why, without the host's server bundle", async () => {
    const answer = await rendering().page('/shop');
    expect(answer).toMatchObject({ status: 200, rendered: 'client' });
    expect(answer!.html).toContain('<div id="root"></div>');
    expect(logged).toEqual([expect.stringContaining(`server rendering /shop: no host server bundle (${path.join(dir, 'host/server/entry.js')})`)]);
  });

  it("sends the browser-rendered page when a remote's server build is missing", async () => {
    hostBundle('<main>page</main>');
    rmSync(path.join(dir, 'shop/server'), { recursive: true });
    const answer = await rendering().page('/fr/shop/brass-diya');
    expect(answer).toMatchObject({ rendered: 'client', html: expect.stringContaining('<div id="root"></div>') });
    expect(logged).toEqual([expect.stringMatching(/^server rendering \/fr\/shop\/brass-diya: no server build of remote shop \(.*shop\/server\/remoteEntry\.js\)/)]);
    // A content page shows no shop module: it still renders.
    expect((await rendering().page('/about-us'))!.rendered).toBe('server');
  });

  it('sends the browser-rendered page when the render throws, and does not cache that', async () => {
    hostBundle('<main>page</main>', 'throw');
    const ssr = rendering();
    expect(await ssr.page('/shop')).toMatchObject({ rendered: 'client', reason: 'render failed: ProductPage exploded' });
    expect(await ssr.page('/shop')).toMatchObject({ rendered: 'client' });
    // Logged once, not on every request.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('/shop: render failed: ProductPage exploded');
  });

  it('sends the browser-rendered page when the render misses its deadline', async () => {
    hostBundle('<main>page</main>', 'hang');
    const answer = await rendering({ deadlineMs: 50 }).page('/');
    expect(answer).toMatchObject({ rendered: 'client', reason: 'took longer than 50 ms' });
  });

  it('takes its deadline from SERVER_RENDER_DEADLINE_MS, 1.5 s unless set, and refuses a setting that is not a duration', () => {
    expect(renderDeadlineMs({})).toBe(1_500);
    expect(renderDeadlineMs({ SERVER_RENDER_DEADLINE_MS: '30000' })).toBe(30_000);
    for (const bad of ['0', '-5', '1.5', 'soon']) expect(() => renderDeadlineMs({ SERVER_RENDER_DEADLINE_MS: bad })).toThrow(`not '${bad}'`);
  });

  it('keeps a late render for the next visitor', async () => {
    write(
      path.join(dir, 'host/server/entry.js'),
      `exports.configure = () => {}; exports.setRemotes = () => {};
exports.renderPage = () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, head: '', root: '<main>late</main>' }), 100));`,
    );
    const ssr = rendering({ deadlineMs: 20 });
    expect(await ssr.page('/')).toMatchObject({ rendered: 'client', reason: 'took longer than 20 ms' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await ssr.page('/')).toMatchObject({ rendered: 'cache', html: expect.stringContaining('<main>late</main>') });
  });

  it('sends the browser-rendered page while there is no API address to render with', async () => {
    hostBundle('<main>page</main>');
    expect(await rendering({ apiBaseUrl: () => undefined }).page('/')).toMatchObject({ rendered: 'client' });
  });

  it('renders the customer pages the route table marks, in every locale, and no others', async () => {
    const ssr = rendering();
    for (const page of ['/', '/homepage', '/shop', '/es/shop', '/fr/shop/brass-diya', '/about-us', '/es/terms-of-service', '/contact-us']) {
      expect([page, await ssr.serves(page)]).toEqual([page, true]);
    }
    for (const page of ['/cart', '/es/payment', '/accounts', '/accounts/orders', '/login', '/admin/dashboard', '/sample', '/no-such-page']) {
      expect([page, await ssr.serves(page)]).toEqual([page, false]);
    }
  });
});

describe('page cache', () => {
  it('keys by URL and every build version, whatever their order', () => {
    expect(pageCacheKey('/shop?q=1', { shop: 'b', host: 'a' })).toBe(pageCacheKey('/shop?q=1', { host: 'a', shop: 'b' }));
    expect(pageCacheKey('/shop?q=1', { host: 'a', shop: 'b' })).not.toBe(pageCacheKey('/shop?q=1', { host: 'a', shop: 'c' }));
    expect(pageCacheKey('/shop?q=1', { host: 'a' })).not.toBe(pageCacheKey('/shop?q=2', { host: 'a' }));
  });

  it('keeps the most recently used pages up to its size, each for its age at most', () => {
    let now = 0;
    const cache = createPageCache({ maxEntries: 2, maxAgeMs: 1_000, now: () => now });
    const page = (html: string) => ({ status: 200, html });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    expect(cache.get('a')).toEqual(page('A'));
    cache.set('c', page('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(page('A'));
    now = 1_001;
    expect(cache.get('c')).toBeUndefined();
  });
});

describe("a remote's server entry", () => {
  it('on another origin: fetched beside its manifest, versioned by its content, missing when it cannot be had', async () => {
    let body = '// build 1';
    let status = 200;
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(status, { 'content-type': 'text/javascript' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const entries = createServerEntries({ registry: { ...REGISTRY, shop: `${origin}/shop/v1/mf-manifest.json` }, remoteDirs: {}, remoteTtlMs: 0 });
      const first = await entries.entry('shop');
      expect(first).toMatchObject({ url: expect.stringMatching(new RegExp(`^${origin}/shop/v1/server/remoteEntry\\.js\\?v=\\w+$`)) });
      expect(await entries.entry('shop')).toEqual(first);
      body = '// build 2';
      const second = await entries.entry('shop');
      expect('version' in second && 'version' in first && second.version !== first.version).toBe(true);
      status = 404;
      expect(await entries.entry('shop')).toEqual({ missing: `${origin}/shop/v1/server/remoteEntry.js: HTTP 404` });
      expect(asked).toEqual(Array(4).fill('/shop/v1/server/remoteEntry.js'));
      // A remote this server does not serve and that has no URL of its own has no server entry.
      expect(await entries.entry('checkout')).toEqual({ missing: '/remotes/checkout/mf-manifest.json: not served here' });
    } finally {
      server.close();
    }
  });

  it('is server/remoteEntry.js beside the manifest the registry names', () => {
    expect(serverEntryBeside('/remotes/shop/mf-manifest.json')).toBe('/remotes/shop/server/remoteEntry.js');
    expect(serverEntryBeside('https://cdn.example/shop/v42/mf-manifest.json?x=1')).toBe('https://cdn.example/shop/v42/server/remoteEntry.js');
  });
});
