/**
 * `npm run inp`: Interaction to Next Paint in the lab (issue 34 item 5), which Lighthouse's page
 * load never sees. Builds (unless `--no-build`), starts the whole shop as `npm start` runs it
 * (e2e/live.ts), and in Debian's Chromium on Lighthouse's mobile profile (a 412 x 823 phone, touch,
 * CPU slowed 4x through CDP Emulation.setCPUThrottlingRate) performs each interaction below on a
 * freshly loaded page, `--runs` times (5 by default), as a visitor does once the page has started:
 *
 *   add-to-cart      a product page's "Add to cart"
 *   choose-variant   a size of the lac bangles (a variant product)
 *   change-filter    "In stock only" in the shop's filters (the phone's filters drawer, opened first)
 *   change-quantity  a cart line's quantity, one more with the keyboard on its select
 *   open-search      the header's magnifier, which opens the search field
 *
 * Each interaction's latency is measured as web-vitals measures INP: the Event Timing API's
 * 'event' entries (PerformanceObserver, durationThreshold 16, the smallest it takes), the longest
 * duration among the entries of the interaction (its interactionId): from the input to the next
 * frame painted after its handlers ran. An interaction with no entry took under 16 ms and counts
 * as 16. Prints one line per interaction with its p75 against the budget (200 ms, Core Web
 * Vitals' "good") and every run's figure, and exits 1 when one is over.
 *
 *   npm run inp
 *   npm run inp -- --no-build --runs 3 --only add-to-cart
 *
 * Run it under `flock /tmp/build.lock` on shared machines.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VITAL_THRESHOLDS } from 'shared-contracts/domain/vitals';
import { launchBrowser } from '../e2e/browser';
import { startLiveStack } from '../e2e/live';

const root = path.resolve(__dirname, '..');
/** Core Web Vitals' "good" INP. */
export const INP_BUDGET_MS = VITAL_THRESHOLDS.INP[0];
/** Lighthouse's mobile profile: its screen (moto g power) and its 4x slower CPU. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
const CPU_SLOWDOWN = 4;
/** Frames to wait for an interaction's entries after it: they are queued after its next paint. */
const FRAMES_FOR_ENTRIES = 10;
const PRODUCT = '/shop/hand-beaten-brass-diyas-set-of-4';
const VARIANT_PRODUCT = '/shop/jaipur-lac-bangles-set-of-6';

/** The p75 of a list of figures, as the API computes it (percentile_cont: linear between ranks). */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = 0.75 * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

interface Interaction {
  name: string;
  /** Where it happens; the page is loaded and started before `prepare`. */
  path: string;
  /** What comes before, not measured (opening the filters drawer). */
  prepare?: (page: Page, run: number) => Promise<void>;
  /** The interaction itself: one trusted input (a tap, a key). */
  act: (page: Page, run: number) => Promise<void>;
  /** Waits until the page shows the interaction's effect (then its frame has been painted). */
  effect: (page: Page, run: number) => Promise<unknown>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'add-to-cart',
    path: PRODUCT,
    act: (page) => page.getByRole('button', { name: 'Add to cart' }).tap(),
    // the button's status line says it ('Added 1 “…” to your cart.')
    effect: (page) => page.getByRole('status').filter({ hasText: /^Added / }).waitFor(),
  },
  {
    name: 'choose-variant',
    path: VARIANT_PRODUCT,
    act: (page) => page.locator('[data-testid="variant-picker"] label:has(input[value="2.6"])').tap(),
    effect: (page) => page.locator('[data-testid="variant-picker"] input[value="2.6"]:checked').waitFor({ state: 'attached' }),
  },
  {
    name: 'change-filter',
    path: '/shop',
    prepare: async (page) => {
      await page.locator('.filter-bar__open').tap();
      await page.getByRole('dialog').getByLabel('In stock only').waitFor();
    },
    act: (page) => page.getByRole('dialog').getByLabel('In stock only').tap(),
    effect: (page) => page.getByRole('dialog').getByLabel('In stock only').and(page.locator(':checked')).waitFor(),
  },
  {
    name: 'change-quantity',
    path: '/cart',
    prepare: async (page) => {
      const select = page.locator('.cart-line__quantity select').first();
      await select.waitFor();
      // focused without an input event: only the key below is an interaction
      await select.evaluate((element: HTMLSelectElement) => {
        element.dataset.before = element.value;
        element.focus();
      });
    },
    act: (page) => page.keyboard.press('ArrowDown'),
    effect: (page) =>
      page.waitForFunction(() => {
        const select = document.querySelector<HTMLSelectElement>('.cart-line__quantity select');
        return select !== null && select.value !== select.dataset.before;
      }),
  },
  {
    name: 'open-search',
    path: '/',
    act: (page) => page.locator('.header-search__icon').tap(),
    effect: (page) => page.waitForFunction(() => document.activeElement?.classList.contains('header-search__field') === true),
  },
];

/** Records the page's Event Timing entries that belong to an interaction, from the page's start. */
function recordEventTiming() {
  const target = window as unknown as { __inpEntries: { id: number; duration: number; name: string }[] };
  target.__inpEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) target.__inpEntries.push({ id: entry.interactionId, duration: entry.duration, name: entry.name });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * Waits `count` animation frames in the page. A string, not a function: tsx compiles this file
 * with esbuild's name helper (`__name`), which a function sent into the page would call and not find.
 */
const frames = (page: Page, count: number) =>
  page.evaluate(`new Promise((resolve) => { let left = ${count}; const step = () => (left-- <= 0 ? resolve() : requestAnimationFrame(step)); requestAnimationFrame(step); })`);

async function settled(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 60_000 });
}

/** One run of one interaction on a freshly loaded page: its latency in ms. */
async function measure(context: BrowserContext, origin: string, interaction: Interaction, run: number): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${interaction.path}`);
    await settled(page);
    await interaction.prepare?.(page, run);
    const before = await page.evaluate(() => Math.max(0, ...(window as unknown as { __inpEntries: { id: number }[] }).__inpEntries.map((entry) => entry.id)));
    await interaction.act(page, run);
    await interaction.effect(page, run);
    await frames(page, FRAMES_FOR_ENTRIES);
    const entries = await page.evaluate(
      (after) => (window as unknown as { __inpEntries: { id: number; duration: number }[] }).__inpEntries.filter((entry) => entry.id > after),
      before,
    );
    // the interaction's latency: its longest entry; none over 16 ms: 16
    return Math.max(16, ...entries.map((entry) => entry.duration));
  } finally {
    await page.close();
  }
}

/** A cart with one line of the product, for the quantity interaction (the cart lives in the browser). */
async function fillCart(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}${PRODUCT}`);
  await settled(page);
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  await page.goto(`${origin}/cart`);
  await settled(page);
  await page.locator('.cart-line__quantity select').first().waitFor();
  await page.close();
}

async function main() {
  const { values: options } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, only: { type: 'string', multiple: true }, 'no-build': { type: 'boolean', default: false } },
  });
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${options.runs}`);
  const chosen = options.only ? INTERACTIONS.filter((interaction) => options.only!.includes(interaction.name)) : INTERACTIONS;
  if (chosen.length === 0) throw new Error(`--only takes ${INTERACTIONS.map((interaction) => interaction.name).join(', ')}`);

  if (!options['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const stack = await startLiveStack();
  let browser: Browser | undefined;
  const over: string[] = [];
  try {
    browser = await launchBrowser();
    console.log(`INP on the mobile profile (${MOBILE.viewport.width} x ${MOBILE.viewport.height}, touch, CPU ${CPU_SLOWDOWN}x slower), ${runs} runs each, budget ${INP_BUDGET_MS} ms (p75)`);
    for (const interaction of chosen) {
      // a context per interaction: its own cart and storage, as a visitor's
      const context = await browser.newContext({ locale: 'en-US', ...MOBILE });
      await context.addInitScript(recordEventTiming);
      if (interaction.name === 'change-quantity') await fillCart(context, stack.origin);
      const figures: number[] = [];
      for (let run = 0; run < runs; run++) figures.push(await measure(context, stack.origin, interaction, run));
      await context.close();
      const figure = p75(figures);
      const verdict = figure <= INP_BUDGET_MS ? 'ok' : 'OVER BUDGET';
      if (verdict !== 'ok') over.push(`${interaction.name} ${Math.round(figure)} ms`);
      console.log(
        `${interaction.name.padEnd(16)} p75 ${String(Math.round(figure)).padStart(4)} ms  budget ${INP_BUDGET_MS} ms  ${verdict.padEnd(11)}  runs: ${figures.map((value) => Math.round(value)).join(', ')} ms`,
      );
    }
  } finally {
    await browser?.close();
    await stack.close();
  }
  if (over.length > 0) {
    console.error(`over the INP budget of ${INP_BUDGET_MS} ms: ${over.join('; ')}`);
    process.exit(1);
  }
  process.exit(0);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
