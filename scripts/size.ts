/**
 * `npm run size`: what a first visit downloads. Serves the production build (`npm run build` runs
 * first) with the API on a freshly seeded database and the Auth emulator, as `npm start` does
 * (e2e/live.ts), opens each page of size-budgets.json in a fresh Chromium
 * context (empty cache), waits until the network is idle, and sums the JS and CSS responses: raw
 * bytes of each body, and the body gzipped at level 9 (what the code weighs, however it is served).
 * Beside them, what the server actually sent: each response's bytes on the wire as Chromium counts
 * them (CDP Network.loadingFinished encodedDataLength: headers and the body as encoded, brotli
 * when the server negotiates it), for the JS and for every response of the page (HTML, API JSON,
 * images, fonts). Prints a table and the three largest JS files per page; exits 1 when a figure is
 * over its budget or a customer page downloads anything of remote-admin.
 * `tsx scripts/size.ts --files` lists every JS file of each page, not just three, and every other
 * response with its bytes on the wire.
 * `--photos` (issue 34): every product first gets two photo-weight JPEGs through the admin's
 * storage API (scripts/photo-mode.ts), the pages are held to the budgets file's `photos` section,
 * and no product-page thumbnail may transfer more than its `thumbnailBytes`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { startLiveStack } from '../e2e/live';
import { uploadPhotos } from './photo-mode';

interface PageBudget {
  path: string;
  area: 'customer' | 'admin';
  jsGzip: number;
  jsRaw?: number;
  cssGzip?: number;
  cssRaw?: number;
  /** Bytes the server sent for the page's JS (headers and encoded bodies). */
  jsWire?: number;
  /** Bytes the server sent for everything the first visit loads. */
  wire?: number;
}

interface Budgets {
  pages: PageBudget[];
  customerPagesMustNotLoad: string[];
  /** Photo mode's pages, and the most a gallery thumbnail may transfer. */
  photos: { pages: PageBudget[]; thumbnailBytes: number };
}

interface Asset {
  url: string;
  kind: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
  status: number;
}

/** One response as it travelled: its transferred bytes and how its body was encoded. */
interface Transfer {
  url: string;
  kind: Asset['kind'];
  bytes: number;
  encoding: string;
}

interface Measure {
  budget: PageBudget;
  assets: Asset[];
  requests: string[];
  errors: string[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  transfers: Transfer[];
  wire: { js: number; all: number };
  /** Photo mode, a product page: each gallery thumbnail's file and its bytes on the wire. */
  thumbnails: { url: string; bytes: number }[];
}

const root = path.resolve(__dirname, '..');
const listAll = process.argv.includes('--files');
const photos = process.argv.includes('--photos');
const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8')) as Budgets;
const pageBudgets = photos ? budgets.photos.pages : budgets.pages;

function kindOf(response: Response): Asset['kind'] {
  return classify(response.request().resourceType(), response.headers()['content-type'] ?? '', response.url());
}

function classify(resourceType: string, contentType: string, url: string): Asset['kind'] {
  const { pathname } = new URL(url);
  const type = resourceType.toLowerCase();
  if (type === 'script' || /javascript|ecmascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return 'other';
}

/**
 * Counts what the server sends, as Chromium receives it: CDP's encodedDataLength when a response
 * has finished loading (a request served from memory or failed counts nothing).
 */
async function recordTransfers(page: Page): Promise<Transfer[]> {
  const transfers: Transfer[] = [];
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  const session = await page.context().newCDPSession(page);
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    responses.set(requestId, {
      url: response.url,
      kind: classify(type, headers['content-type'] ?? '', response.url),
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) transfers.push({ ...response, bytes: encodedDataLength });
  });
  await session.send('Network.enable');
  return transfers;
}

async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  // The app has started (host/src/App.tsx), and fetched what it fetches at start.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
}

async function measure(origin: string, budget: PageBudget, browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<Measure> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const transfers = await recordTransfers(page);
  const requests: string[] = [];
  const errors: string[] = [];
  const pending: Promise<Asset>[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('response', (response) => {
    const kind = kindOf(response);
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, status: response.status() }),
        () => ({ url: response.url(), kind, raw: 0, gzip: 0, status: response.status() }),
      ),
    );
  });
  await page.goto(`${origin}${budget.path}`, { waitUntil: 'networkidle' });
  await settle(page);
  const assets = await Promise.all(pending);
  const wire = {
    js: transfers.filter((transfer) => transfer.kind === 'js').reduce((total, transfer) => total + transfer.bytes, 0),
    all: transfers.reduce((total, transfer) => total + transfer.bytes, 0),
  };
  const thumbnails = photos ? await thumbnailTransfers(page, transfers) : [];
  await context.close();
  const sum = (kind: Asset['kind']) =>
    assets
      .filter((asset) => asset.kind === kind)
      .reduce((total, asset) => ({ raw: total.raw + asset.raw, gzip: total.gzip + asset.gzip }), { raw: 0, gzip: 0 });
  return { budget, assets, requests, errors, js: sum('js'), css: sum('css'), transfers: [...transfers], wire, thumbnails };
}

/**
 * The gallery's thumbnails of a product page (none elsewhere), brought into view after the first
 * visit was counted: the file each one drew (its srcset's choice) and its bytes on the wire.
 */
async function thumbnailTransfers(page: Page, transfers: readonly Transfer[]): Promise<{ url: string; bytes: number }[]> {
  const thumbs = page.locator('.gallery__thumbs img');
  if ((await thumbs.count()) === 0) return [];
  await thumbs.last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.gallery__thumbs img')].every((img) => img.complete && img.currentSrc), undefined, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const drawn = await thumbs.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  return drawn.map((url) => ({ url, bytes: transfers.find((transfer) => transfer.url === url)?.bytes ?? 0 }));
}

/** The built file behind a URL path: /x.js -> host/dist/x.js, /remotes/shop/x.js -> remote-shop/dist/x.js. */
function distFile(urlPath: string): string {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  return remote ? path.join(root, `remote-${remote[1]}/dist`, remote[2]!) : path.join(root, 'host/dist', urlPath);
}

/** What a built JS file is mostly made of, from its source map: its three biggest packages or folders. */
function contents(urlPath: string): string {
  const map = `${distFile(urlPath)}.map`;
  if (!existsSync(map)) return '';
  try {
    const { sources, sourcesContent = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[]; sourcesContent?: string[] };
    const bySource = new Map<string, number>();
    sources.forEach((source, index) => {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      const key = pkg ? pkg[1]! : source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '').split('/').slice(0, 2).join('/');
      bySource.set(key, (bySource.get(key) ?? 0) + (sourcesContent[index]?.length ?? 0));
    });
    const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
    return [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, size]) => `${name} ${Math.round((100 * size) / total)}%`)
      .join(', ');
  } catch {
    return '';
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
      return index === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

async function main() {
  // The whole shop, as `npm start` runs it: pages fetch their data from the seeded API.
  const stack = await startLiveStack();
  const { origin } = stack;
  if (photos) await uploadPhotos(stack);
  const browser = await launchBrowser();
  const results: Measure[] = [];
  const failures: string[] = [];
  try {
    for (const budget of pageBudgets) {
      try {
        results.push(await measure(origin, budget, browser));
      } catch (error) {
        failures.push(`${budget.path}: could not be measured: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
    await stack.close();
  }

  const rows = [['page', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'JS wire', 'all wire', 'requests', 'JS gzip budget', '']];
  for (const { budget, js, css, requests, wire } of results) {
    const over: string[] = [];
    const check = (label: string, value: number, limit: number | undefined) => {
      if (limit !== undefined && value > limit) over.push(`${label} ${kb(value)} > ${kb(limit)}`);
    };
    check('JS gzip', js.gzip, budget.jsGzip);
    check('JS raw', js.raw, budget.jsRaw);
    check('CSS gzip', css.gzip, budget.cssGzip);
    check('CSS raw', css.raw, budget.cssRaw);
    check('JS wire', wire.js, budget.jsWire);
    check('all wire', wire.all, budget.wire);
    over.forEach((text) => failures.push(`${budget.path}: ${text}`));
    rows.push([
      budget.path,
      kb(js.raw),
      kb(js.gzip),
      kb(css.raw),
      kb(css.gzip),
      kb(wire.js),
      kb(wire.all),
      String(requests.length),
      kb(budget.jsGzip),
      over.length ? 'OVER' : 'ok',
    ]);
  }
  console.log(
    `\nFirst visit (empty cache)${photos ? ', photo mode (two JPEG photos a product)' : ''}, en-US, 1366x900; gzip = zlib level 9 per response;` +
      ' wire = bytes the server sent' +
      ' (headers + encoded body, CDP encodedDataLength), JS and every response; KB = 1024 bytes\n',
  );
  console.log(table(rows));
  if (photos) {
    console.log(`\nGallery thumbnails (photo mode; at most ${kb(budgets.photos.thumbnailBytes)} each):`);
    for (const { budget, thumbnails } of results) {
      if (!thumbnails.length) continue;
      console.log(`  ${budget.path}: ${thumbnails.map(({ url, bytes }) => `${new URL(url).pathname.split('/').pop()} ${kb(bytes)}`).join(', ')}`);
      thumbnails
        .filter(({ bytes }) => bytes > budgets.photos.thumbnailBytes)
        .forEach(({ url, bytes }) => failures.push(`${budget.path}: thumbnail ${new URL(url).pathname} ${kb(bytes)} > ${kb(budgets.photos.thumbnailBytes)}`));
    }
  }
  console.log('\nEncodings on the wire (responses: bytes):');
  for (const { budget, transfers } of results) {
    const byEncoding = new Map<string, { count: number; bytes: number }>();
    for (const { encoding, bytes } of transfers) {
      const seen = byEncoding.get(encoding) ?? { count: 0, bytes: 0 };
      byEncoding.set(encoding, { count: seen.count + 1, bytes: seen.bytes + bytes });
    }
    const parts = [...byEncoding].sort((a, b) => b[1].bytes - a[1].bytes).map(([encoding, { count, bytes }]) => `${encoding} ${count}: ${kb(bytes)}`);
    console.log(`  ${budget.path}: ${parts.join(', ')}`);
  }

  console.log(listAll ? '\nJS files (gzip):' : '\nLargest JS files (gzip):');
  for (const { budget, assets } of results) {
    const largest = assets
      .filter((asset) => asset.kind === 'js')
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, listAll ? undefined : 3)
      .map((asset) => {
        const urlPath = new URL(asset.url).pathname;
        const inside = contents(urlPath);
        return `    ${kb(asset.gzip).padStart(9)}  ${urlPath}${inside ? `  (${inside})` : ''}`;
      });
    console.log(`  ${budget.path}\n${largest.join('\n')}`);
  }

  if (listAll) {
    console.log('\nEverything else on the wire (HTML, CSS, API answers, images, fonts; bytes sent):');
    for (const { budget, transfers } of results) {
      const others = transfers
        .filter((transfer) => transfer.kind !== 'js')
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ url, bytes, encoding }) => {
          const { pathname, search } = new URL(url);
          return `    ${kb(bytes).padStart(9)}  ${pathname}${search}  (${encoding})`;
        });
      console.log(`  ${budget.path}\n${others.join('\n')}`);
    }
  }

  for (const { budget, requests, assets, errors } of results) {
    if (budget.area === 'customer') {
      const forbidden = requests.filter((url) => budgets.customerPagesMustNotLoad.some((part) => new URL(url).pathname.startsWith(part)));
      forbidden.forEach((url) => failures.push(`${budget.path}: customer page downloads ${new URL(url).pathname}`));
    }
    const broken = assets.filter((asset) => asset.status >= 400);
    broken.forEach((asset) => failures.push(`${budget.path}: ${new URL(asset.url).pathname} answered ${asset.status}`));
    errors.forEach((error) => console.warn(`warning: ${budget.path}: ${error.split('\n')[0]}`));
  }

  if (failures.length) {
    console.error(`\nSize check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll pages within budget; no customer page downloads remote-admin.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
