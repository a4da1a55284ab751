/**
 * `npm run bench:ssr` (after `npm run build`): how long a server-rendered page takes on loopback,
 * against the whole shop as `npm start` runs it (e2e/live.ts: Auth emulator, the API on a fresh
 * seeded database, the built host and remotes with their server builds).
 *
 * - uncached: a product page under a query never asked before, so it misses the HTML cache and is
 *   rendered (the builds already loaded: the first render after a start or release is not counted);
 * - cached: the same URL again, answered from the HTML cache.
 *
 * One request at a time, time to the last byte, median and p95 of RUNS each. Budgets (milliseconds,
 * issue 13: cached <= 20, uncached product <= 150) in ssr-budgets.json; a figure over its budget,
 * or a page not rendered on the server, exits 1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startLiveStack } from '../e2e/live';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const budgets = JSON.parse(readFileSync(path.join(__dirname, '..', 'ssr-budgets.json'), 'utf8')) as Record<'cachedMs' | 'uncachedProductMs', number>;

async function timed(url: string): Promise<{ ms: number; rendered: string | null }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await response.text();
  return { ms: performance.now() - start, rendered: response.headers.get('x-shop-render') };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function main() {
  const stack = await startLiveStack();
  let failed = false;
  try {
    const list = (await (await fetch(`${stack.origin}/api/catalogue/products?pageSize=1`)).json()) as { items: { slug: string }[] };
    const product = `/shop/${list.items[0]!.slug}`;
    // Warm up: load the builds and the remotes' server code once.
    for (let i = 0; i < 3; i += 1) await timed(`${stack.origin}${product}?warm=${i}`);

    const uncached: number[] = [];
    const cached: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const url = `${stack.origin}${product}?bench=${i}`;
      const first = await timed(url);
      const again = await timed(url);
      if (first.rendered !== 'server' || again.rendered !== 'cache') {
        console.error(`${url}: rendered ${first.rendered} then ${again.rendered} (want server, then cache)`);
        failed = true;
        break;
      }
      uncached.push(first.ms);
      cached.push(again.ms);
    }
    if (!failed) {
      console.log(`${product} on loopback, ${RUNS} runs each, one request at a time\n`);
      console.log(['', 'median ms', 'p95 ms', 'budget ms'].map((cell, index) => (index ? cell.padStart(10) : cell.padEnd(28))).join(''));
      for (const [name, values, budget] of [
        ['uncached (rendered)', uncached, budgets.uncachedProductMs],
        ['cached (HTML cache)', cached, budgets.cachedMs],
      ] as const) {
        const median = percentile(values, 50);
        const over = median > budget;
        failed ||= over;
        console.log(`${name.padEnd(28)}${median.toFixed(1).padStart(10)}${percentile(values, 95).toFixed(1).padStart(10)}${String(budget).padStart(10)}${over ? '  OVER BUDGET' : ''}`);
      }
    }
  } finally {
    await stack.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
