/**
 * The Firebase Hosting recipe (deploy/firebase-hosting), run as `npm run hosting:emulate` runs it:
 * the Hosting emulator serves the four sites from their public folders with the recipe's
 * firebase.json, and the host site's rewrite reaches the container (the shop's pages and API, here
 * this file's live stack) told where the remote sites are. Each site answers with the headers its
 * files need, and a customer signs in, opens a product page whose remotes come from their own sites
 * and adds it to the cart, all through the host site.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { REMOTE_NAMES } from 'shared-contracts/remotes/contracts';
import { buildPublicFolders, startHostingEmulator, type RunningHosting } from '../deploy/firebase-hosting/sites';
import { openPage, settle } from './harness';
import { DEMO_CUSTOMER, useLiveShop } from './live';

const PRODUCT = 'hand-beaten-brass-diyas-set-of-4';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const publicRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-hosting-public-'));
let hosting: RunningHosting | undefined;

const shop = useLiveShop({
  // The container's settings, asked for by the stack before it starts: the sites' folders and the
  // emulator first, then the container told where the emulator put each site.
  env: async () => {
    buildPublicFolders(publicRoot);
    hosting = await startHostingEmulator({
      publicRoot,
      // asked at the first rewritten request, once the stack runs
      containerUrl: () => {
        try {
          return shop.origin;
        } catch {
          return undefined;
        }
      },
    });
    const { origins, remoteManifests } = hosting;
    return { PUBLIC_URL: origins.host, ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, remoteManifests[name]])) };
  },
});
after(async () => {
  await hosting?.stop();
  rmSync(publicRoot, { recursive: true, force: true });
});

const sites = () => {
  if (!hosting) throw new Error('the Hosting emulator did not start');
  return hosting.origins;
};

describe('the Firebase Hosting recipe in the emulator', () => {
  it('serves each site with the cache and CORS headers its files need, and the rest of the host site from the container', async () => {
    const { host } = sites();
    for (const name of REMOTE_NAMES) {
      const origin = sites()[name];
      const manifestResponse = await fetch(`${origin}/mf-manifest.json`, { headers: { origin: host } });
      assert.equal(manifestResponse.status, 200, `${name}'s manifest`);
      const manifest = (await manifestResponse.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
      const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
      for (const [file, cacheControl] of [
        ['mf-manifest.json', 'no-cache'],
        ['remoteEntry.js', 'no-cache'],
        [chunk, IMMUTABLE],
      ] as const) {
        const response = await fetch(`${origin}/${file}`, { headers: { origin: host } });
        await response.arrayBuffer();
        assert.equal(response.status, 200, `${name}: ${file}`);
        assert.equal(response.headers.get('cache-control'), cacheControl, `${name}: ${file}'s Cache-Control`);
        assert.equal(response.headers.get('access-control-allow-origin'), host, `${name}: ${file} allows the host site's origin, and only it`);
      }
      // A remote site has no pages: no rewrite, a missing file is a 404.
      assert.equal((await fetch(`${origin}/shop`)).status, 404, `${name}: no pages`);
    }

    // The host site's own files: hashed ones kept for a year, its manifest (the reload offer's poll) revalidated.
    const main = readdirSync(path.join(publicRoot, 'host')).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    const mainResponse = await fetch(`${host}/${main}`);
    await mainResponse.arrayBuffer();
    assert.equal(mainResponse.headers.get('cache-control'), IMMUTABLE);
    assert.equal((await fetch(`${host}/mf-manifest.json`)).headers.get('cache-control'), 'no-cache');

    // Through the rewrite: the registry names the remote sites, the API is on the host's origin.
    const registry = (await (await fetch(`${host}/mf-remotes.json`)).json()) as Record<string, string>;
    assert.deepEqual(registry, Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${sites()[name]}/mf-manifest.json`])));
    const runtime = (await (await fetch(`${host}/runtime-config.json`)).json()) as { apiBaseUrl: string };
    assert.equal(runtime.apiBaseUrl, '/api');
    // A product page rendered on the server, with the shop remote's server build from the shop site.
    const page = await fetch(`${host}/shop/${PRODUCT}`);
    assert.equal(page.status, 200);
    assert.notEqual(page.headers.get('x-shop-render'), 'client', 'the page is rendered by the container');
    assert.match(await page.text(), /Hand-beaten brass diyas/i);
  });

  it('a customer signs in, opens a product page with its remotes from their sites and adds it to the cart', async () => {
    const { host } = sites();
    const context = await shop.newContext();
    const { page, record } = await openPage(context);
    await page.goto(`${host}/login?next=${encodeURIComponent(`/shop/${PRODUCT}`)}`);
    await settle(page, { record });
    await page.getByLabel('Email', { exact: true }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.locator('main form').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `/shop/${PRODUCT}`);
    await settle(page, { record });

    for (const name of ['shop', 'checkout'] as const) {
      assert.ok(record.requests.some((url) => url.startsWith(`${sites()[name]}/`)), `the ${name} remote's files come from its site`);
    }
    assert.ok(!record.requests.some((url) => url.startsWith(shop.origin)), 'nothing is asked of the container but through the host site');

    const saved = page.waitForResponse((response) => response.url() === `${host}/api/cart` && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    assert.equal((await saved).status(), 200);
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');

    const cart = (await (
      await fetch(`${host}/api/cart`, { headers: { authorization: `Bearer ${await shop.idToken(DEMO_CUSTOMER)}` } })
    ).json()) as { lines: { quantity: number }[] };
    assert.equal(cart.lines.length, 1);
    assert.equal(cart.lines[0]!.quantity, 1);
    assert.deepEqual(record.errors, []);
  });
});

// The public folders are copies of the builds, without what Hosting must not serve.
it('leaves the host site without index.html and server build, and no site with .br/.gz copies', () => {
  const files = (site: string) => readdirSync(path.join(publicRoot, site), { recursive: true }).map(String);
  assert.ok(!files('host').includes('index.html') && !files('host').some((file) => file.startsWith('server')));
  assert.ok(files('shop').includes(path.join('server', 'remoteEntry.js')), 'a remote keeps its server build');
  for (const site of ['host', ...REMOTE_NAMES]) assert.ok(!files(site).some((file) => /\.(br|gz)$/.test(file)), site);
});
