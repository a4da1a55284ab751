/**
 * Which shared-contracts modules a first visit runs, and which it only downloads.
 *   npx tsx scripts/first-load-modules.ts      # after a production build with source maps
 * Serves the build as `npm run size` does, opens each customer page of size-budgets.json in a fresh
 * Chromium context with V8's precise coverage on, and reads, through the built files' source maps,
 * which modules' code ran. Prints the shared-contracts modules the host's first-load chunk
 * (`shared-contracts.*.js`, webpack.common.ts's HOST_FIRST_LOAD_GROUPS) carries but no page ran:
 * candidates for a later chunk, with their gzip size in the source; and the modules that ran from
 * any other chunk of the first visit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { launchBrowser } from '../e2e/browser';
import { startLiveStack } from '../e2e/live';

const root = path.resolve(__dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8')) as { pages: { path: string; area: string }[] };

function distFile(urlPath: string): string {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  return remote ? path.join(root, `remote-${remote[1]}/dist`, remote[2]!) : path.join(root, 'host/dist', urlPath);
}

interface ScriptModules {
  /** Every source the file was built from, with the gzip size of its source text. */
  sources: Map<string, number>;
  /** The sources at least one of whose functions ran. */
  ran: Set<string>;
}

const byFile = new Map<string, ScriptModules>();

function record(urlPath: string, functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[]) {
  let file: string;
  let map: RawSourceMap;
  let text: string;
  try {
    file = distFile(urlPath);
    text = readFileSync(file, 'utf8');
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  } catch {
    return; // no source map (the sandbox's script) or not a built file
  }
  const consumer = new SourceMapConsumer(map);
  const entry = byFile.get(urlPath) ?? { sources: new Map<string, number>(), ran: new Set<string>() };
  // (the consumer's names, normalised as its mappings give them, in the map's order)
  (consumer as unknown as { sources: string[] }).sources.forEach((source, index) => entry.sources.set(source, gzipSync(map.sourcesContent?.[index] ?? '').length));
  const lineStarts = [0];
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 10) lineStarts.push(index + 1);
  // A source ran when any of its code sits in a function that ran, as the innermost function around
  // it (module factories, or the one factory of modules webpack concatenated, count too).
  const ranges = functions
    .map((fn) => fn.ranges[0])
    .filter((range): range is { startOffset: number; endOffset: number; count: number } => range !== undefined)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const mappings: { offset: number; source: string }[] = [];
  consumer.eachMapping((mapping) => {
    if (mapping.source) mappings.push({ offset: lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn, source: mapping.source });
  });
  mappings.sort((a, b) => a.offset - b.offset);
  const open: { startOffset: number; endOffset: number; count: number }[] = [];
  let next = 0;
  for (const mapping of mappings) {
    while (next < ranges.length && ranges[next]!.startOffset <= mapping.offset) open.push(ranges[next++]!);
    while (open.length && open[open.length - 1]!.endOffset <= mapping.offset) open.pop();
    // (a range that ended below one still open was popped when the inner one closed)
    // (a function's own first position belongs to the scope that declares it: a module of function
    // declarations only ran when its factory did)
    const innermost = [...open].reverse().find((range) => range.startOffset < mapping.offset && range.endOffset > mapping.offset);
    if (innermost && innermost.count > 0) entry.ran.add(mapping.source);
  }
  byFile.set(urlPath, entry);
}

async function main() {
  const stack = await startLiveStack();
  const browser = await launchBrowser();
  try {
    for (const budget of budgets.pages.filter((page) => page.area === 'customer')) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Profiler.enable');
      await session.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      await page.goto(`${stack.origin}${budget.path}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const { result } = await session.send('Profiler.takePreciseCoverage');
      for (const script of result) {
        if (!script.url.startsWith(stack.origin)) continue;
        record(new URL(script.url).pathname, script.functions);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  const ranAnywhere = new Set<string>();
  for (const entry of byFile.values()) for (const source of entry.ran) ranAnywhere.add(source);
  const short = (source: string) => source.replace(/^webpack:\/\/[^/]+\/(\.\.\/)?/, '');
  // shared-contracts modules that ran from another file: the first-load chunk should carry them
  const elsewhere = new Map<string, string>();
  for (const [urlPath, entry] of byFile) {
    if (/^\/shared-contracts\.[^/]+\.js$/.test(urlPath)) continue;
    for (const source of entry.ran) if (/shared-contracts\/src\//.test(source)) elsewhere.set(short(source), urlPath);
  }
  console.log(`shared-contracts modules a first visit ran from another file (${elsewhere.size}):`);
  for (const [source, urlPath] of [...elsewhere].sort()) console.log(`  ${source}  (${urlPath})`);
  for (const [urlPath, entry] of byFile) {
    if (!/^\/shared-contracts\.[^/]+\.js$/.test(urlPath)) continue;
    const idle = [...entry.sources].filter(([source]) => !ranAnywhere.has(source)).sort((a, b) => b[1] - a[1]);
    const total = idle.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`${urlPath}: ${entry.sources.size} modules, ${entry.ran.size} ran on a first visit; never ran (gzip of the source, ${(total / 1024).toFixed(1)} KB in all):`);
    for (const [source, bytes] of idle) console.log(`  ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${short(source)}`);
    if (process.argv.includes('--ran')) {
      console.log('ran:');
      for (const source of [...entry.sources.keys()].filter((source) => ranAnywhere.has(source)).sort()) console.log(`  ${short(source)}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
