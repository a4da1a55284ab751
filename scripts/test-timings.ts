/**
 * Where a test run's time goes. Each part of `npm test` (scripts/test.ts) leaves its figures in
 * test-results/timings/: the part's wall time and each file's (node:test parts through
 * scripts/test-timing-reporter.mjs, jest through its --json report). The summary prints each part's
 * wall time and its slowest files.
 */
import fs from 'node:fs';
import path from 'node:path';

export const TIMINGS_DIR = path.resolve(__dirname, '../test-results/timings');
const REPORTER = path.resolve(__dirname, 'test-timing-reporter.mjs');
const SLOWEST = 15;

/** node --test arguments: TAP on stdout as before, and each file's time into the part's timing file. */
export function timingReporterArgs(part: string): string[] {
  fs.mkdirSync(TIMINGS_DIR, { recursive: true });
  return ['--test-reporter=tap', '--test-reporter-destination=stdout', `--test-reporter=${REPORTER}`, `--test-reporter-destination=${filesPath(part)}`];
}

/** Where jest writes its --json report for the part. */
export function jestReportPath(part: string): string {
  fs.mkdirSync(TIMINGS_DIR, { recursive: true });
  return path.join(TIMINGS_DIR, `${part}.jest.json`);
}

const filesPath = (part: string) => path.join(TIMINGS_DIR, `${part}.files.json`);

/** The part's node:test timing files: its own, or its workers' (`e2e-1`, `e2e-2`, ...). */
function nodeTestFiles(part: string): string[] {
  if (!fs.existsSync(TIMINGS_DIR)) return [];
  return fs
    .readdirSync(TIMINGS_DIR)
    .filter((name) => name === `${part}.files.json` || new RegExp(`^${part}(-\\d+)+\\.files\\.json$`).test(name))
    .map((name) => path.join(TIMINGS_DIR, name));
}

/** Each file's wall time in ms, as the part's reporter left it (none: an empty list). */
export function fileTimes(part: string): Array<[string, number]> {
  const root = path.resolve(__dirname, '..');
  const relative = (file: string) => path.relative(root, file);
  try {
    const nodeTest = nodeTestFiles(part);
    if (nodeTest.length) {
      return nodeTest.flatMap((file) => {
        const { files } = JSON.parse(fs.readFileSync(file, 'utf8')) as { files: Record<string, number> };
        return Object.entries(files).map(([name, ms]): [string, number] => [relative(name), ms]);
      });
    }
    const jest = jestReportPath(part);
    if (fs.existsSync(jest)) {
      const report = JSON.parse(fs.readFileSync(jest, 'utf8')) as { testResults: Array<{ name: string; startTime: number; endTime: number }> };
      return report.testResults.map((result) => [relative(result.name), result.endTime - result.startTime]);
    }
  } catch {
    // a part that stopped half-way leaves no figures or half of them: its wall time is still told
  }
  return [];
}

/**
 * Each file's time in a recorded run of the part (scripts/test-weights.json, written by
 * `tsx scripts/test-timings.ts --record-weights` after a whole `npm test`): how a fresh clone, which
 * has no last run, splits its files. Split by size instead, the e2e part's two workers of a fresh
 * clone ended 75 s apart (fresh-clone CI of a9e2ec5: 379 s and 454 s of files).
 */
const WEIGHTS_PATH = path.resolve(__dirname, 'test-weights.json');

function recordedWeights(part: string): Map<string, number> {
  try {
    const all = JSON.parse(fs.readFileSync(WEIGHTS_PATH, 'utf8')) as Record<string, Record<string, number>>;
    return new Map(Object.entries(all[part] ?? {}));
  } catch {
    return new Map();
  }
}

/** The parts' file times of the last run, as scripts/test-weights.json keeps them (whole ms). */
function recordWeights(parts: string[]): void {
  const weights = Object.fromEntries(
    parts.map((part) => [part, Object.fromEntries(fileTimes(part).sort(([a], [b]) => a.localeCompare(b)).map(([file, ms]) => [file, Math.round(ms)]))]),
  );
  for (const [part, files] of Object.entries(weights)) if (!Object.keys(files).length) throw new Error(`no file times of ${part}: run the whole \`npm test\` first`);
  fs.writeFileSync(WEIGHTS_PATH, `${JSON.stringify(weights, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), WEIGHTS_PATH)}: ${parts.map((part) => `${part} ${Object.keys(weights[part]!).length} files`).join(', ')}`);
}

/**
 * The files split into `count` shares of about equal time, longest first: by their times in the
 * part's last run (test-results/timings) when it ran them all, else by the recorded run's
 * (scripts/test-weights.json; a file it does not know weighs its median), else by their size.
 */
export function shareByTime(part: string, files: string[], count: number): string[][] {
  const root = path.resolve(__dirname, '..');
  const last = new Map(fileTimes(part));
  const recorded = recordedWeights(part);
  const known = (times: Map<string, number>) => files.every((file) => times.has(path.relative(root, path.resolve(file))));
  const times = known(last) ? last : recorded.size ? recorded : undefined;
  const median = times ? [...times.values()].sort((a, b) => a - b)[Math.floor(times.size / 2)]! : 0;
  const weight = (file: string) => (times ? (times.get(path.relative(root, path.resolve(file))) ?? median) : fs.statSync(file).size);
  const shares = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lightest = shares.reduce((min, each) => (each.total < min.total ? each : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return shares.map((each) => each.files.sort());
}

/** Forgets the figures of an earlier run of `part`. */
export function clearTimings(part: string): void {
  for (const file of [...nodeTestFiles(part), jestReportPath(part)]) fs.rmSync(file, { force: true });
}

export interface PartTime {
  part: string;
  ms: number;
  ok: boolean;
  /** Parts whose files' figures belong to this one (the API tests: one per database). */
  fileParts?: string[];
}

/** `wallMs`: the run's own time, when some parts ran side by side (else the parts' sum). */
export function summary(parts: PartTime[], wallMs?: number): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const total = wallMs ?? parts.reduce((sum, part) => sum + part.ms, 0);
  const width = Math.max(...parts.map((part) => part.part.length));
  const lines = ['', `Where the time went: ${seconds(total)} s in all`];
  for (const part of parts) {
    lines.push(`  ${part.part.padEnd(width)} ${seconds(part.ms).padStart(6)} s${part.ok ? '' : '  FAILED'}`);
    for (const fileParts of part.fileParts ?? [part.part]) {
      const slowest = fileTimes(fileParts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, SLOWEST);
      if (!slowest.length) continue;
      const label = part.fileParts ? `${fileParts}: ` : '';
      const cells = slowest.map(([file, ms]) => `${path.basename(file)} ${seconds(ms)}`);
      for (let i = 0; i < cells.length; i += 5) lines.push(`    ${i === 0 ? label : ' '.repeat(label.length)}${cells.slice(i, i + 5).join(', ')}`);
    }
  }
  return lines.join('\n');
}

// `tsx scripts/test-timings.ts --record-weights`: keeps the last whole run's file times as the
// weights a fresh clone splits its files by (see recordedWeights).
if (require.main === module && process.argv.includes('--record-weights')) recordWeights(['e2e', 'api-pglite', 'api-postgres']);
