/**
 * No waterfall: a first visit gets from the HTML what it would otherwise fetch one request after
 * another (the registry, the route's manifests) and preload hints for the route's remote files,
 * so nothing waits on the registry; the first load comes in a few chunks, not one per shared
 * module (host/server/page.ts, host/src/federation/earlyStart.ts, webpack.common.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, pathOf, settle } from './harness';
import { useLiveShop } from './live';

const shop = useLiveShop();

const PRODUCT = '/shop/hand-beaten-brass-diyas-set-of-4';

/** At most this many JS requests on a first visit to `/` (issue 12). */
const MAX_JS_REQUESTS_HOME = 30;

/** A JS file's path (and query): '/main.1a2b3c4d.js'. */
const isScript = (path: string) => /\.js(\?|$)/.test(path);

test('a first visit to a product page waits on no registry: no mf-remotes.json, no manifest; its remote files come from preload hints', async () => {
  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  const document = page.waitForResponse((response) => pathOf(response.url()) === PRODUCT);
  await page.goto(shop.url(PRODUCT));
  const html = await (await document).text();
  await settle(page, { record });
  assert.match(await page.locator('main h1').innerText(), /brass diyas/i);
  assert.ok(await page.locator('main').getByRole('button', { name: /add to cart|sold out/i }).isVisible(), "checkout's add-to-cart is on the page");

  const paths = record.requests.map(pathOf);
  assert.deepEqual(
    paths.filter((path) => path === '/mf-remotes.json' || path.endsWith('/mf-manifest.json') || path === '/runtime-config.json'),
    [],
    'the registry, the manifests and the runtime configuration came with the page',
  );

  // The hints name the remote's entry, its page manifest and the page's own chunk (pages.json)...
  const hinted = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]!);
  const entry = '/remotes/shop/remoteEntry.js';
  const manifestChunk = hinted.find((href) => /^\/remotes\/shop\/__federation_expose_pages\.[0-9a-f]{8}\.js$/.test(href));
  const pageChunk = hinted.find((href) => /^\/remotes\/shop\/page-product\.[0-9a-f]{8}\.js$/.test(href));
  assert.ok(hinted.includes(entry) && manifestChunk && pageChunk, `hints: ${hinted.join(', ')}`);
  // ... which the browser asks for with the host's script, before any chunk the host's script
  // asks for itself ...
  const hostScript = paths.findIndex((path) => /^\/main\.[0-9a-f]{8}\.js$/.test(path));
  // (paint-first, the page's other script, only starts main.js: host/src/start.)
  const firstHostChunk = paths.findIndex(
    (path, index) => index > hostScript && isScript(path) && !path.startsWith('/remotes/') && !/^\/paint-first\.[0-9a-f]{8}\.js$/.test(path),
  );
  assert.ok(hostScript >= 0 && firstHostChunk > hostScript, `requests: ${paths.join(', ')}`);
  for (const file of [entry, manifestChunk, pageChunk]) {
    const index = paths.indexOf(file);
    assert.ok(index >= 0 && index < firstHostChunk, `${file} requested at ${index}, the host's first chunk at ${firstHostChunk}`);
    // ... once: the preload is what the runtime's <script> uses.
    assert.equal(paths.filter((path) => path === file).length, 1, `${file} fetched once`);
  }
  assert.deepEqual(record.errors, []);
});

test(`a first visit to / makes at most ${MAX_JS_REQUESTS_HOME} JS requests`, async () => {
  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  await page.goto(shop.url('/'));
  await settle(page, { record });
  await page.waitForLoadState('networkidle');
  const scripts = record.requests.map(pathOf).filter(isScript);
  assert.ok(scripts.length <= MAX_JS_REQUESTS_HOME, `${scripts.length} JS requests:\n  ${scripts.join('\n  ')}`);
  assert.equal(scripts.filter((path) => path.startsWith('/remotes/admin/')).length, 0, 'nothing of remote-admin');
  assert.deepEqual(record.errors, []);
});

test('a page served without the inlined data (a dev server, a page from elsewhere) still fetches the registry and the manifests', async () => {
  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  // The document as the build wrote it: the bare index.html, no registry, no manifests.
  await page.route((url) => url.pathname === '/about-us', async (route) => {
    const bare = await fetch(shop.url('/index.html'));
    await route.fulfill({ status: 200, contentType: 'text/html', body: await bare.text() });
  });
  await page.goto(shop.url('/about-us'));
  await settle(page, { record });
  const paths = record.requests.map(pathOf);
  assert.ok(paths.includes('/mf-remotes.json'), 'the registry was fetched');
  assert.ok(paths.includes('/remotes/checkout/mf-manifest.json'), "the mini-cart's manifest was fetched");
  assert.equal(await page.locator('[data-testid^="remote-fallback-"]').count(), 0, 'the mini-cart loaded');
  assert.deepEqual(record.errors, []);
});
