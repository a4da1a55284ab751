/**
 * Server rendering against the whole shop (issue 13): what a crawler or a link preview gets without
 * running JavaScript, and what happens when a remote's server build is released or missing. The
 * shop remote is served from a copy of its build (startLiveStack's remoteDirs), which the tests
 * change as a team's release would; everything else is the real build.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
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
