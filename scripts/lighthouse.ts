/**
 * `npm run lighthouse`: the shop's speed as Lighthouse 12 sees it on a first visit. Builds (unless
 * `--no-build`), starts the whole shop as `npm start` runs it (e2e/live.ts: the Auth emulator and
 * the API on a freshly seeded database in a temp folder, the built host and remotes, free ports),
 * and runs Lighthouse (the npm package, offline) with Debian's Chromium on every page of
 * lighthouse-budgets.json, in its default mobile profile (simulated slow 4G, 4x CPU slowdown) and
 * its desktop config. Each run gets a new Chromium with a new profile (empty cache), killed by its
 * pid afterwards; a run that fails (NO_NAVSTART happens on this Chromium) is tried again. Prints the
 * median of each figure over the runs and exits 1 naming every figure below its budget.
 *
 *   npm run lighthouse                                  # 4 pages x 2 profiles x 3 runs, ~15 minutes
 *   npm run lighthouse -- --no-build --page /shop --profile mobile --runs 1
 *   npm run lighthouse -- --json figures.json           # every run's figures and the medians
 *   npm run lighthouse -- --photos                      # photo mode: every product gets two photos first
 *
 * `--page` (repeatable) takes a path of the budgets file (`/shop/{product}` for the product page)
 * or any other path of the shop, held to its profile's budget. Lighthouse runs in this process
 * beside the shop: its figures are simulated (Lantern) from the observed trace, so the server
 * sharing the process changes little. Run it under `flock /tmp/build.lock` on shared machines.
 * `--photos` (issue 34): every product first gets two photo-weight JPEGs through the admin's
 * storage API (scripts/photo-mode.ts), held to the budgets file's `photos` section.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';
import { startLiveStack } from '../e2e/live';
import {
  PROFILES,
  budgetFor,
  figuresOf,
  formatTable,
  medianFigures,
  overBudget,
  type BudgetsFile,
  type Figures,
  type LighthouseResult,
  type Profile,
  type Row,
} from './lighthouse-figures';
import { uploadPhotos } from './photo-mode';

const root = path.resolve(__dirname, '..');
const PRODUCT = '{product}';
const ATTEMPTS = 3;

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    profile: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    photos: { type: 'boolean', default: false },
  },
});

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${options.runs}`);
if (options.profile !== undefined && !PROFILES.includes(options.profile as Profile)) {
  throw new Error(`--profile takes ${PROFILES.join(' or ')}, not ${options.profile}`);
}
const profiles = options.profile ? [options.profile as Profile] : PROFILES;
const budgetsFile = JSON.parse(readFileSync(path.join(root, 'lighthouse-budgets.json'), 'utf8')) as BudgetsFile & { photos: BudgetsFile };
const budgets: BudgetsFile = options.photos ? budgetsFile.photos : budgetsFile;
const pages = options.page ?? budgets.pages.map((page) => page.path);

/** The slug of the first product the shop lists (newest first): a real, published one. */
async function productSlug(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/catalogue/products?pageSize=1`);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  if (!items[0]) throw new Error('the seeded catalogue lists no product');
  return items[0].slug;
}

/** One Lighthouse run in a Chromium of its own (fresh profile: a first visit), which is killed afterwards. */
/**
 * Lighthouse and chrome-launcher are ES modules, loaded with import() so that Node loads them as they
 * are: imported statically, tsx compiles them to CommonJS with esbuild's name helpers, and the
 * functions Lighthouse sends into the page then fail there with "__name is not defined".
 */
const lighthouseModules = Promise.all([import('lighthouse'), import('lighthouse/core/config/desktop-config.js'), import('chrome-launcher')]);

async function runOnce(url: string, profile: Profile): Promise<{ figures: Figures; lhr: LighthouseResult }> {
  const [{ default: lighthouse }, { default: desktopConfig }, { launch }] = await lighthouseModules;
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr as unknown as LighthouseResult;
    return { figures: figuresOf(lhr), lhr };
  } finally {
    if (chrome) {
      const { pid } = chrome;
      chrome.kill();
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

async function runWithRetries(url: string, profile: Profile, label: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await runOnce(url, profile)).figures;
    } catch (error) {
      const message = (error as Error).message.split('\n')[0];
      if (attempt >= ATTEMPTS) throw new Error(`${label}: ${ATTEMPTS} attempts failed, the last with ${message}`);
      console.warn(`  ${label}: ${message}; trying again`);
    }
  }
}

async function main() {
  if (!options['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const stack = await startLiveStack();
  if (options.photos) await uploadPhotos(stack);
  const rows: Row[] = [];
  const failures: string[] = [];
  const record: Record<string, unknown>[] = [];
  try {
    const slug = await productSlug(stack.origin);
    for (const page of pages) {
      const pathname = page.replace(PRODUCT, slug);
      for (const profile of profiles) {
        const label = `${pathname} ${profile}`;
        const figures: Figures[] = [];
        try {
          for (let run = 1; run <= runs; run += 1) {
            process.stdout.write(`${label}: run ${run}/${runs} …\n`);
            figures.push(await runWithRetries(`${stack.origin}${pathname}`, profile, label));
          }
        } catch (error) {
          failures.push((error as Error).message);
          continue;
        }
        const median = medianFigures(figures);
        const misses = overBudget(pathname, profile, median, budgetFor(budgets, page, profile));
        failures.push(...misses);
        rows.push({ page: pathname, profile, figures: median, runs: figures.length, misses });
        record.push({ page, path: pathname, profile, runs: figures, median, misses });
      }
    }
  } finally {
    await stack.close();
  }

  console.log(
    `\nLighthouse 12 on a first visit (new Chromium profile per run)${options.photos ? ', photo mode (two JPEG photos a product)' : ''}, median of each figure over ${runs} run(s) on its own;` +
      '\nmobile = default profile (simulated slow 4G, 4x CPU), desktop = desktop config; scores 0-100, KB = 1024 bytes\n',
  );
  console.log(formatTable(rows));
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ date: new Date().toISOString(), runs, pages: record }, null, 2)}\n`);
    console.log(`\nFigures written to ${options.json}`);
  }
  if (failures.length) {
    console.error(`\nBelow budget (lighthouse-budgets.json) or not measured:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page within budget (lighthouse-budgets.json).');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
