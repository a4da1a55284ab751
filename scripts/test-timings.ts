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
 * The files split into `count` shares of about equal time, longest first: by their times in the
 * part's last run (test-results/timings) when it ran them all, else by their size.
 */
export function shareByTime(part: string, files: string[], count: number): string[][] {
  const root = path.resolve(__dirname, '..');
  const last = new Map(fileTimes(part));
  const timeOf = (file: string) => last.get(path.relative(root, path.resolve(file)));
  const timed = files.every((file) => timeOf(file) !== undefined);
  const weight = (file: string) => (timed ? timeOf(file)! : fs.statSync(file).size);
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
