import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assembleDocument, createPageDocuments, type Manifest } from './page';

const TEMPLATE = '<!doctype html><html lang=en><head><title>Haat</title><script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';

const REGISTRY = {
  shop: '/remotes/shop/mf-manifest.json',
  checkout: '/remotes/checkout/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

const assets = (sync: string[], css: string[] = []) => ({ js: { sync, async: ['9999.lazy0000.js'] }, css: { sync: css, async: [] } });

function manifest(name: string, exposes: Record<string, ReturnType<typeof assets>>): Manifest & Record<string, unknown> {
  return {
    id: name,
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [{ name: 'react', assets: assets(['3696.aaaaaaaa.js']) }],
    exposes: Object.entries(exposes).map(([expose, files]) => ({ name: expose, path: `./${expose}`, assets: files })),
  };
}

let dir: string;
const remoteDirs = () => ({ shop: path.join(dir, 'shop'), checkout: path.join(dir, 'checkout'), admin: path.join(dir, 'admin') });

function write(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
}

/** The JSON of a `<script type="application/json" id=...>` in the document. */
function data(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`);

/** A remote's pages.json (what its build writes beside mf-manifest.json). */
const shopPages = (homeFile = 'page-home.11111111.js') => ({
  pages: [
    { id: 'home', layout: 'user', server: true, files: { js: [homeFile], css: [] } },
    { id: 'product', layout: 'user', server: true, fragments: [{ remote: 'checkout', module: './AddToCart' }], files: { js: ['4905.22222222.js', 'page-product.33333333.js'], css: ['product.44444444.css'] } },
  ],
});

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-'));
  write(path.join(dir, 'host/index.html'), TEMPLATE);
  write(path.join(dir, 'shop/mf-manifest.json'), manifest('shop', { pages: assets(['__federation_expose_pages.10101010.js']) }));
  write(path.join(dir, 'shop/pages.json'), shopPages());
  write(path.join(dir, 'checkout/mf-manifest.json'), manifest('checkout', { pages: assets(['__federation_expose_pages.20202020.js']), MiniCart: assets(['__federation_expose_MiniCart.55555555.js']), AddToCart: assets(['__federation_expose_AddToCart.66666666.js']) }));
  write(path.join(dir, 'checkout/pages.json'), { pages: [{ id: 'cart', layout: 'user', files: { js: ['page-cart.77777777.js'], css: [] } }] });
  write(path.join(dir, 'admin/mf-manifest.json'), manifest('admin', { pages: assets(['__federation_expose_pages.30303030.js']) }));
  write(path.join(dir, 'admin/pages.json'), { pages: [{ id: 'adminDashboard', layout: 'admin', files: { js: ['page-adminDashboard.88888888.js'], css: [] } }] });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the HTML document for a page path', () => {
  it("a product page carries the registry, the shop's and checkout's manifests, and preloads what the page shows", async () => {
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    const html = (await pages.render('/es/shop/brass-diya'))!;

    expect(data(html, 'mf-remotes')).toEqual(REGISTRY);
    expect(Object.keys(data(html, 'mf-manifests') as object)).toEqual([REGISTRY.shop, REGISTRY.checkout]);
    expect(data(html, 'mf-route-modules')).toEqual([
      { remote: 'shop', module: './pages', page: 'product' },
      { remote: 'checkout', module: './MiniCart' },
      { remote: 'checkout', module: './AddToCart' },
    ]);
    // Every remote's pages, without their files: the browser's route table.
    expect(data(html, 'mf-pages')).toEqual({
      shop: shopPages().pages.map(({ files: _files, ...info }) => info),
      checkout: [{ id: 'cart', layout: 'user' }],
      admin: [{ id: 'adminDashboard', layout: 'admin' }],
    });
    // Entries, the page manifest and the page's own chunks (its pages.json), the fragments' chunks;
    // no lazy chunk, no remote copy of a shared module.
    expect(preloads(html)).toEqual([
      'style /remotes/shop/product.44444444.css',
      'script /remotes/shop/remoteEntry.js',
      'script /remotes/shop/__federation_expose_pages.10101010.js',
      'script /remotes/shop/4905.22222222.js',
      'script /remotes/shop/page-product.33333333.js',
      'script /remotes/checkout/remoteEntry.js',
      'script /remotes/checkout/__federation_expose_MiniCart.55555555.js',
      'script /remotes/checkout/__federation_expose_AddToCart.66666666.js',
    ]);
    // The host's own script stays first; nothing runs inline.
    expect(html.indexOf('/main.1a2b3c4d.js')).toBeLessThan(html.indexOf('rel="preload"'));
    expect(html).not.toMatch(/<script>|<script (?!type="application\/json"|defer src)/);
  });

  it('carries the runtime configuration when given one, so the page fetches no /runtime-config.json', async () => {
    const runtimeConfig = { apiBaseUrl: '/api', firebase: { projectId: 'demo-haat', apiKey: 'k' }, authEmulatorUrl: null };
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY, runtimeConfig });
    expect(data((await pages.render('/cart'))!, 'runtime-config')).toEqual(runtimeConfig);
    const without = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    expect((await without.render('/cart'))!).not.toContain('id="runtime-config"');
  });

  it('an admin page carries only the admin remote; customer pages never name its files', async () => {
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    const admin = (await pages.render('/admin/dashboard'))!;
    expect(Object.keys(data(admin, 'mf-manifests') as object)).toEqual([REGISTRY.admin]);
    for (const pathname of ['/', '/shop', '/cart', '/about-us', '/no-such-page']) {
      expect(await pages.render(pathname)).not.toContain('/remotes/admin/__federation');
    }
  });

  it('a remote that is down is left out: the host fetches its manifest itself', async () => {
    const { shop: _down, ...up } = remoteDirs();
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: up, registry: REGISTRY });
    const html = (await pages.render('/'))!;
    expect(Object.keys(data(html, 'mf-manifests') as object)).toEqual([REGISTRY.checkout]);
    expect(data(html, 'mf-route-modules')).toEqual([{ remote: 'checkout', module: './MiniCart' }]);
    expect(preloads(html).some((hint) => hint.includes('/remotes/shop/'))).toBe(false);
  });

  it('a remote site that fails for a moment keeps its pages: the last good copy stands, and the next request asks again', async () => {
    // the shop remote on a site of its own (another origin), which can be made to fail
    let failing = false;
    const asked: string[] = [];
    const site = http.createServer((request, response) => {
      asked.push(request.url!);
      const file = path.join(dir, 'shop', request.url!.split('?')[0]!);
      if (failing || !existsSync(file)) return void response.writeHead(failing ? 503 : 404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      const { shop: _here, ...others } = remoteDirs();
      const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: others, registry: { ...REGISTRY, shop: `${origin}/mf-manifest.json` }, remoteManifestTtlMs: 0 });
      const productRoute = async () => (await pages.routeTable()).find((route) => route.id === 'product');
      expect(await productRoute()).toBeDefined();

      failing = true;
      const before = asked.length;
      expect(await productRoute()).toBeDefined();
      expect(asked.length).toBeGreaterThan(before);

      // the site's new build: the failure was not kept, the next request reads it
      failing = false;
      write(path.join(dir, 'shop/pages.json'), { pages: [...shopPages().pages, { id: 'homepage', layout: 'user', files: { js: ['page-homepage.12121212.js'], css: [] } }] });
      expect((await pages.routeTable()).map((route) => route.id)).toContain('homepage');
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('a remote released alone is picked up by the next page, without a restart', async () => {
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    expect(preloads((await pages.render('/'))!)).toContain('script /remotes/shop/page-home.11111111.js');
    expect(preloads((await pages.render('/homepage'))!)).toEqual(['script /remotes/checkout/remoteEntry.js', 'script /remotes/checkout/__federation_expose_MiniCart.55555555.js']);

    // The new build: a new home page chunk, and a page more (/homepage).
    const file = path.join(dir, 'shop/pages.json');
    write(file, { pages: [...shopPages('page-home.99999999.js').pages, { id: 'homepage', layout: 'user', files: { js: ['page-homepage.12121212.js'], css: [] } }] });
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);

    const html = (await pages.render('/'))!;
    expect(preloads(html)).toContain('script /remotes/shop/page-home.99999999.js');
    expect(html).not.toContain('11111111');
    expect(preloads((await pages.render('/homepage'))!)).toContain('script /remotes/shop/page-homepage.12121212.js');
    expect(await pages.routeTable()).toContainEqual({ id: 'homepage', path: '/homepage', layout: 'user', page: { owner: 'shop', id: 'homepage' } });
  });

  it('a manifest string cannot close its element', async () => {
    write(path.join(dir, 'checkout/mf-manifest.json'), { ...manifest('checkout', { MiniCart: assets(['m.js']) }), note: '</script><script>alert(1)</script>' });
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    const html = (await pages.render('/about-us'))!;
    expect(html).not.toContain('<script>alert(1)');
    expect((data(html, 'mf-manifests') as Record<string, { note: string }>)[REGISTRY.checkout]!.note).toBe('</script><script>alert(1)</script>');
  });

  it('a server-rendered page links its modules’ CSS as stylesheets: the markup shows before any script runs', async () => {
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    const html = (await pages.render('/es/shop/brass-diya', { root: '<main>Diya</main>' }))!;
    expect(html).toContain('<link rel="stylesheet" href="/remotes/shop/product.44444444.css">');
    expect(preloads(html).filter((hint) => hint.startsWith('style'))).toEqual([]);
  });

  it('a server-rendered page holds its script preloads, the template’s main.js first, in an inert <template> (the paint-first script releases them)', async () => {
    write(path.join(dir, 'host/index.html'), TEMPLATE.replace('<script defer src=/main.1a2b3c4d.js></script>', '<link rel=preload as=script href=/main.1a2b3c4d.js><script defer src=/paint-first.0f0f0f0f.js data-main=/main.1a2b3c4d.js></script>'));
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    const html = (await pages.render('/es/shop/brass-diya', { root: '<main>Diya</main>' }))!;
    const held = /<template id="held-scripts">(.*?)<\/template>/.exec(html)?.[1];
    expect(held?.match(/<link[^>]*>/g)).toEqual([
      '<link rel=preload as=script href=/main.1a2b3c4d.js>',
      '<link rel="preload" as="script" href="/remotes/shop/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/shop/__federation_expose_pages.10101010.js">',
      '<link rel="preload" as="script" href="/remotes/shop/4905.22222222.js">',
      '<link rel="preload" as="script" href="/remotes/shop/page-product.33333333.js">',
      '<link rel="preload" as="script" href="/remotes/checkout/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/checkout/__federation_expose_MiniCart.55555555.js">',
      '<link rel="preload" as="script" href="/remotes/checkout/__federation_expose_AddToCart.66666666.js">',
    ]);
    // Nothing outside it fetches a script before the first screen is drawn but the paint-first script.
    const outside = html.replace(/<template id="held-scripts">.*?<\/template>/, '');
    expect(outside).not.toMatch(/rel="?preload"? as="?script/);
    expect(outside.match(/<script [^>]*src=[^>]*>/g)).toEqual(['<script defer src=/paint-first.0f0f0f0f.js data-main=/main.1a2b3c4d.js>']);
    // A page the browser renders keeps its hints in the head: it starts at once.
    const cart = (await pages.render('/cart'))!;
    expect(cart).not.toContain('held-scripts');
    expect(cart).toContain('<link rel=preload as=script href=/main.1a2b3c4d.js>');
  });

  it('a server-rendered host page links its own chunk’s CSS, and the error page’s when it shows it', async () => {
    write(path.join(dir, 'host/page-styles.json'), { 'page-about-us': ['7018.aaaa.css', '2247.bbbb.css'], 'error-page': ['2247.bbbb.css', '901.cccc.css'] });
    const pages = createPageDocuments({ hostDir: path.join(dir, 'host'), remoteDirs: remoteDirs(), registry: REGISTRY });
    const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, href]) => href);
    expect(stylesheets((await pages.render('/es/about-us', { root: '<main>Haat</main>' }))!)).toEqual(['/7018.aaaa.css', '/2247.bbbb.css']);
    expect(stylesheets((await pages.render('/es/about-us'))!)).toEqual([]); // the browser renders it: the chunk brings its CSS
    const notFound = (await pages.render('/no-such-page', { root: '<main>404</main>', head: '<script type="application/json" id="shop-page-error">{"pathname":"/no-such-page","status":404}</script>' }))!;
    expect(stylesheets(notFound)).toEqual(['/2247.bbbb.css', '/901.cccc.css']);
  });

  it('rendered markup (server rendering, later) goes inside #root', () => {
    expect(assembleDocument(TEMPLATE, { root: '<main><h1>Diyas</h1></main>', head: '<meta name=x>' })).toBe(
      TEMPLATE.replace('</head>', '<meta name=x></head>').replace('<div id=root></div>', '<div id=root><main><h1>Diyas</h1></main></div>'),
    );
  });

  it('puts the page’s language on <html> and its <title> in place of the template’s', () => {
    const html = assembleDocument(TEMPLATE, { head: '<title>Tienda · Haat</title><meta name=x>', lang: 'es' });
    expect(html).toMatch(/^<!doctype html><html lang="es"><head>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Tienda · Haat</title><meta name=x></head>');
    // Without them, the template's stay.
    expect(assembleDocument(TEMPLATE, { head: '<meta name=x>' })).toContain('<html lang=en><head><title>Haat</title>');
  });
});
