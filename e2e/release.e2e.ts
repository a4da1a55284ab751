/**
 * A team ships its remote alone (issue 16): the shop team releases a changed build while a customer
 * has the shop open, rolls it back, and a build that breaks the contract is refused. The release is
 * scripts/release.ts's (the function `npm run release` calls), into a releases folder of this file's
 * own that the running server reads (RELEASES_DIR); the host's build and the server are not touched.
 * The product page gives its own head (issue 31): the release changes its server-rendered title and
 * JSON-LD, the rollback brings them back; and one server-rendered product page asks the API for its
 * product once, whether the shop sells it or not.
 *
 * @e2e-own-process: it releases changed builds of the shop remote into the running server (scripts/test-e2e.ts).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, it } from 'node:test';
import { readReleaseRecord } from '../host/server/releases';
import { release, ReleaseRefused, rollback } from '../scripts/release';
import { useLiveShop } from './live';

const root = mkdtempSync(path.join(os.tmpdir(), 'shop-releases-'));
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-builds-'));
// Read by the server when the stack starts (host/server/serve.ts: releasesRoot), and by release():
// set before the stack's own hook, given back after (the files after this one share the process).
const releasesBefore = process.env.RELEASES_DIR;
before(() => {
  process.env.RELEASES_DIR = root;
});
after(() => {
  if (releasesBefore === undefined) delete process.env.RELEASES_DIR;
  else process.env.RELEASES_DIR = releasesBefore;
  rmSync(root, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

/** The server's log lines (info: every request the API answers, the server render's own included). */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const shop = useLiveShop({ logStream, env: { LOG_LEVEL: 'info' } });
const built = path.join(__dirname, '..', 'remote-shop', 'dist');
const hostIndex = path.join(__dirname, '..', 'host', 'dist', 'index.html');

/**
 * The shop team's next build, as their CI would hand it over: `change` applied to its code, browser
 * and server builds. As webpack would, a changed file gets a new content hash in its name, and
 * every file naming it (the entry, the manifest, other chunks) names the new one; compressed copies
 * of what changed are dropped (the build would have made new ones). `manifest` edits the manifest.
 */
function changedBuild(name: string, change: (text: string) => string, manifest?: (json: { exposes: { path: string }[] }) => void): string {
  const dir = path.join(work, name);
  cpSync(built, dir, { recursive: true });
  const folders = [dir, path.join(dir, 'server')];
  const texts = (folder: string) => readdirSync(folder).filter((entry) => /\.(js|json)$/.test(entry));
  const renamed = new Map<string, string>();
  for (const folder of folders) {
    for (const file of texts(folder)) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      const next = change(text);
      if (next === text) continue;
      writeFileSync(path.join(folder, file), next);
      rmSync(path.join(folder, `${file}.br`), { force: true });
      rmSync(path.join(folder, `${file}.gz`), { force: true });
      const hash = /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
      if (hash) renamed.set(hash, createHash('sha256').update(next).digest('hex').slice(0, 8));
    }
  }
  for (const folder of folders) {
    for (const file of texts(folder)) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      let next = text;
      for (const [before, after] of renamed) next = next.split(before).join(after);
      if (next !== text) {
        writeFileSync(path.join(folder, file), next);
        rmSync(path.join(folder, `${file}.br`), { force: true });
        rmSync(path.join(folder, `${file}.gz`), { force: true });
      }
      const hash = /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
      const after = hash && renamed.get(hash);
      if (after) renameSync(path.join(folder, file), path.join(folder, file.replace(`.${hash}.js`, `.${after}.js`)));
    }
  }
  if (manifest) {
    const file = path.join(dir, 'mf-manifest.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { exposes: { path: string }[] };
    manifest(json);
    writeFileSync(file, JSON.stringify(json));
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  return dir;
}

const markBuyBox = (text: string) => text.replace(/(className:\s*)"product-buy"/g, '$1"product-buy released-build"');
/** The shop team's change to its product page's head (remote-shop/src/product): the title's form in
 *  its catalogue and the JSON-LD offer's condition (ProductHead.tsx), in the browser and server builds. */
const changeHead = (text: string) =>
  text
    .replace(/(["']product\.pageTitle["']\s*:\s*)(["'])\{\{title\}\}\2/g, '$1$2{{title}}, handmade$2')
    .replace(/https:\/\/schema\.org\/NewCondition/g, 'https://schema.org/RefurbishedCondition');

/** The server-rendered product page's title and its JSON-LD Product's offer condition. */
async function productHead(slug: string): Promise<{ title: string; condition: string }> {
  const html = await (await fetch(shop.url(`/shop/${slug}`))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const product = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; offers?: { itemCondition: string } })
    .find((data) => data['@type'] === 'Product');
  return { title: /<title>(.*?)<\/title>/.exec(head)?.[1] ?? '', condition: product?.offers?.itemCondition ?? '' };
}

async function productRoot(slug: string): Promise<string> {
  const html = await (await fetch(shop.url(`/shop/${slug}`))).text();
  return /<div id="?root"?>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
}

it('releases a changed shop remote while a page is open, rolls it back, and refuses a build that breaks the contract', async () => {
  const { items } = (await (await fetch(shop.url('/api/catalogue/products?pageSize=1'))).json()) as { items: { slug: string }[] };
  const slug = items[0]!.slug;
  const hostBuiltAt = statSync(hostIndex).mtimeMs;
  const first = await release({ remote: 'shop', from: built, root, log: () => {} });
  assert.ok(!(await productRoot(slug)).includes('released-build'), 'the first release is the build as it was');
  const firstHead = await productHead(slug);
  assert.match(firstHead.title, / · Haat$/);
  assert.equal(firstHead.condition, 'https://schema.org/NewCondition');

  // A customer has the shop open, running the current release.
  const context = await shop.newContext();
  const page = await context.newPage();
  await page.goto(shop.url('/shop'));
  await page.waitForSelector('html[data-app="ready"]');

  const second = await release({ remote: 'shop', from: changedBuild('next', (text) => changeHead(markBuyBox(text))), root, log: () => {} });
  assert.notEqual(second, first);
  assert.ok((await productRoot(slug)).includes('class="product-buy released-build"'), 'the server renders with the new release');
  // The page's head is the page's: the new release's title and JSON-LD, without a host build or a restart.
  const secondHead = await productHead(slug);
  assert.equal(secondHead.title, firstHead.title.replace(' · Haat', ', handmade · Haat'), 'the released title');
  assert.equal(secondHead.condition, 'https://schema.org/RefurbishedCondition', 'the released JSON-LD');
  // The open page's build-manifest poll (also run when the tab is shown again) offers a reload.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.getByText('A new version of the shop is available.').waitFor({ timeout: 10_000 });
  // Reloaded, the page runs the new release in the browser too.
  await page.goto(shop.url(`/shop/${slug}`));
  await page.waitForSelector('html[data-app="ready"]');
  assert.equal(await page.locator('.product-buy.released-build').count(), 1, 'the browser build of the new release');

  assert.equal(rollback({ remote: 'shop', root, log: () => {} }), first);
  assert.ok(!(await productRoot(slug)).includes('released-build'), 'rolled back: the server renders with the first release again');
  assert.deepEqual(await productHead(slug), firstHead, 'rolled back: the first release’s head again');
  console.log(`released head: "${secondHead.title}" (${secondHead.condition.split('/').pop()}); rolled back: "${firstHead.title}" (${firstHead.condition.split('/').pop()})`);

  const broken = changedBuild('broken', (text) => text, (json) => {
    json.exposes = json.exposes.filter((expose) => expose.path !== './pages');
  });
  await assert.rejects(release({ remote: 'shop', from: broken, root, log: () => {} }), (error: unknown) => {
    assert.ok(error instanceof ReleaseRefused);
    assert.match(error.problems.join('\n'), /contract: does not expose \.\/pages/);
    return true;
  });
  const record = readReleaseRecord(root);
  assert.equal(record.shop?.current, first, 'the refused build never became current');
  assert.deepEqual(readdirSync(path.join(root, 'shop')).sort(), [first, second].sort(), 'and its folder is gone');
  assert.equal(statSync(hostIndex).mtimeMs, hostBuiltAt, 'the host was not rebuilt');
});

it('makes one product lookup per server-rendered product page, for a product the shop sells and for one it does not (404)', async () => {
  const { items } = (await (await fetch(shop.url('/api/catalogue/products?pageSize=1'))).json()) as { items: { slug: string }[] };
  const counts: Record<string, number> = {};
  for (const [slug, status] of [
    [items[0]!.slug, 200],
    ['no-such-product', 404],
  ] as const) {
    // a query of its own: rendered now, not answered from the rendered pages kept
    const url = `/shop/${slug}?lookups=${Date.now()}`;
    const lookup = `/api/catalogue/products/${slug}`;
    const asked = () => logLines.filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${lookup}`)).length;
    const before = asked();
    const response = await fetch(shop.url(url));
    assert.equal(response.status, status, url);
    assert.equal(response.headers.get('x-shop-render'), 'server', 'rendered on the server');
    await response.text();
    counts[slug] = asked() - before;
  }
  console.log(`product lookups per server-rendered product page: ${JSON.stringify(counts)}`);
  assert.deepEqual(Object.values(counts), [1, 1]);
});

it('titles a page the server does not render from its page manifest, in its language, out of the index', async () => {
  // remote-checkout's cart: its title is in its pages.json (the build read it from its messages)
  const html = await (await fetch(shop.url('/es/cart'))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(html, /^<!doctype html><html lang="es">/i);
  assert.match(head, /<title>Tu carrito · Haat<\/title>/);
  assert.match(head, /<meta name="robots" content="noindex"\/?>/);
  assert.doesNotMatch(head, /rel="canonical"/);
});
