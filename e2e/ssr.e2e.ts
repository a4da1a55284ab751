/**
 * Server rendering against the whole shop (issue 13): what a crawler or a link preview gets without
 * running JavaScript, and what happens when a remote's server build is released or missing. The
 * shop remote is served from a copy of its build (startLiveStack's remoteDirs), which the tests
 * change as a team's release would; everything else is the real build.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../api/src/db/schema';
import { formatMoney } from 'shared-contracts/domain/money';
import { useLiveShop } from './live';

const shopBuild = mkdtempSync(path.join(os.tmpdir(), 'shop-remote-'));
cpSync(path.join(__dirname, '..', 'remote-shop', 'dist'), shopBuild, { recursive: true });
after(() => rmSync(shopBuild, { recursive: true, force: true }));

const shop = useLiveShop({ remoteDirs: { shop: shopBuild } });

/** The page as fetched without JavaScript: status, how it was rendered, the #root markup. */
async function fetchPage(pathname: string) {
  const response = await fetch(shop.url(pathname));
  const html = await response.text();
  const root = /<div id="?root"?>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  return { status: response.status, rendered: response.headers.get('x-shop-render'), cacheControl: response.headers.get('cache-control'), html, root };
}

async function firstProduct(): Promise<{ slug: string; title: string }> {
  const response = await fetch(shop.url('/api/catalogue/products?pageSize=1'), { headers: { 'accept-language': 'es' } });
  const { items } = (await response.json()) as { items: { slug: string; title: string }[] };
  return items[0]!;
}

// Before the release tests below: those change the shop remote's server build only, and its
// browser build would then draw another page than the server did.
describe('server markup taken over by the browser', () => {
  it('holds the product page in Spanish without JavaScript: title, price, the add-to-cart, the layout', async () => {
    // The second product: the tests below fetch the first one's page and expect it not yet cached.
    const response = await fetch(shop.url('/api/catalogue/products?pageSize=2'), { headers: { 'accept-language': 'es' } });
    const [, product] = ((await response.json()) as { items: { slug: string; title: string; price: number }[] }).items;
    const page = await fetchPage(`/es/shop/${product!.slug}`);
    assert.equal(page.status, 200);
    assert.ok(page.root.includes(product!.title), 'the title');
    assert.ok(page.root.includes(formatMoney(product!.price, 'es')), `the price as Spanish shows it (${formatMoney(product!.price, 'es')})`);
    assert.ok(page.root.includes('Añadir al carrito') && page.root.includes('Saltar al contenido'), 'the add-to-cart and the layout, in Spanish');
    assert.ok(page.html.includes('id="shop-api-data"'), 'the answers the page was made with');
  });

  for (const pathname of ['/', '/es/shop', 'product']) {
    it(`hydrates ${pathname} without an error or a warning, keeping the server's elements and fetching no answer again`, async () => {
      const path = pathname === 'product' ? `/fr/shop/${(await firstProduct()).slug}` : pathname;
      assert.equal((await fetchPage(path)).rendered === 'client', false, 'the page is server-rendered');
      const context = await shop.newContext();
      const tab = await context.newPage();
      const logged: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
      });
      tab.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
      const catalogueCalls: string[] = [];
      tab.on('request', (request) => {
        if (request.url().includes('/api/catalogue/')) catalogueCalls.push(request.url());
      });
      // The server's heading, as parsed before any script ran.
      await tab.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
        });
      });
      await tab.goto(shop.url(path));
      // Hydrated: React has taken the root over and its effects ran (the guard wrote <html lang>, the
      // mini-cart announced the cart).
      await tab.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
      await tab.waitForLoadState('networkidle');
      assert.deepEqual(logged, []);
      const headingKept = await tab.evaluate(() => {
        const kept = (window as { serverHeading?: Element | null }).serverHeading;
        return !!kept && kept.isConnected && kept === document.querySelector('main h1');
      });
      assert.equal(headingKept, true, "the server's heading is the page's heading (not drawn again)");
      assert.deepEqual(catalogueCalls, [], 'the catalogue answers came with the page');
      await context.close();
    });
  }
});

describe('server rendering', () => {
  it("holds a product page's markup in the HTML fetched without JavaScript, cacheable briefly", async () => {
    const product = await firstProduct();
    const page = await fetchPage(`/es/shop/${product.slug}`);
    assert.equal(page.status, 200);
    assert.equal(page.rendered, 'server');
    assert.match(page.cacheControl ?? '', /s-maxage=\d+/);
    assert.ok(page.root.includes(product.title), `the server markup names "${product.title}"`);
    assert.equal((await fetchPage(`/es/shop/${product.slug}`)).rendered, 'cache');
  });

  it('sends a page it keeps compressed once at the strongest level, not afresh per visit', async () => {
    /** One GET: headers and the body's bytes as sent (fetch would decode them). */
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(shop.url('/fr/about-us'), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            response.on('error', reject);
          })
          .on('error', reject);
      });
    let br = await get('gzip, deflate, br, zstd');
    const html = zlib.brotliDecompressSync(br.body);
    const onTheFly = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    // Kept after the first visit, and compressed once in the background.
    for (let tries = 0; !(br.headers['x-shop-render'] === 'cache' && br.body.length < onTheFly) && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      br = await get('gzip, deflate, br, zstd');
    }
    assert.equal(br.headers['x-shop-render'], 'cache');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.body.length < onTheFly, `${br.body.length} bytes, ${onTheFly} at the on-the-fly quality`);
    assert.ok(zlib.brotliDecompressSync(br.body).equals(html), 'the same page');
    const gzip = await get('gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(zlib.gunzipSync(gzip.body).equals(html), 'the same page in gzip');
    const plain = await get('identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.equals(html), 'the same page uncompressed');
  });

  it('changes the HTML when a remote is released alone, without a restart', async () => {
    const product = await firstProduct();
    const before = await fetchPage(`/shop/${product.slug}`);
    assert.ok(before.root.includes('class="product-buy"'), 'the product page is rendered on the server');
    // The shop team's next build: the product page's code changed, so has its entry (which names
    // its chunks), published where the registry points.
    const server = path.join(shopBuild, 'server');
    const chunk = readdirSync(server).find((file) => readFileSync(path.join(server, file), 'utf8').includes('className: "product-buy"'));
    assert.ok(chunk, "the product page's server chunk");
    writeFileSync(path.join(server, chunk), readFileSync(path.join(server, chunk), 'utf8').replace('className: "product-buy"', 'className: "product-buy released-again"'));
    writeFileSync(path.join(server, 'remoteEntry.js'), `${readFileSync(path.join(server, 'remoteEntry.js'), 'utf8')}\n// the next release\n`);
    const after = await fetchPage(`/shop/${product.slug}`);
    assert.equal(after.rendered, 'server');
    assert.ok(after.root.includes('class="product-buy released-again"'), 'the new build rendered the page');
  });

  it('renders a page again once its product changed', async () => {
    const product = await firstProduct();
    await fetchPage(`/shop/${product.slug}`);
    assert.equal((await fetchPage(`/shop/${product.slug}`)).rendered, 'cache');
    const title = `${product.title} (renamed)`;
    await shop.services.db.update(products).set({ title }).where(eq(products.slug, product.slug));
    // The database announces the change (api/src/realtime/catalogue.ts); the server drops its pages.
    let page = await fetchPage(`/shop/${product.slug}`);
    for (let tries = 0; page.rendered === 'cache' && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await fetchPage(`/shop/${product.slug}`);
    }
    assert.equal(page.rendered, 'server');
    assert.ok(page.root.includes(title), 'the new title is rendered');
  });

  it("still gives a working page when a remote's server code is missing", async () => {
    const product = await firstProduct();
    renameSync(path.join(shopBuild, 'server'), path.join(shopBuild, 'server-gone'));
    try {
      const page = await fetchPage(`/es/shop/${product.slug}`);
      assert.equal(page.status, 200);
      assert.equal(page.rendered, 'client');
      assert.match(page.cacheControl ?? '', /no-cache/);
      // The browser renders it, as before server rendering.
      const context = await shop.newContext('es-ES');
      const tab = await context.newPage();
      await tab.goto(shop.url(`/es/shop/${product.slug}`));
      await tab.locator('main h1').filter({ hasText: product.title }).waitFor();
      await tab.getByRole('button', { name: 'Añadir al carrito' }).waitFor();
    } finally {
      renameSync(path.join(shopBuild, 'server-gone'), path.join(shopBuild, 'server'));
    }
  });
});
