/**
 * `npm run test:e2e` (after the build): the end-to-end files, one at a time, against one Auth
 * emulator and one Chromium started here for all of them. Each file still gets its own process,
 * API, database and server (e2e/live.ts) and its own connection to the browser (its contexts
 * closed with it). The emulator is the slow part to start (10-12 s of each file's start on these
 * machines): a file that finds it here starts on its accounts wiped, as a fresh one would.
 * Likewise the database: migrated and seeded once here, each file's API opens a copy.
 * (One process for all files would also save each file's module loading, but the server's Module
 * Federation runtime is process-wide: a second shop in one process renders with the first one's
 * shared modules.)
 *   tsx scripts/test-e2e.ts [files...]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { startAuthEmulatorOnFreePorts } from './auth-emulator';
import { FailureCollector } from './test-failures';
import { clearTimings, shareByTime, timingReporterArgs } from './test-timings';
import { launchSharedBrowser, SHARED_BROWSER_ENV } from '../e2e/browser';
import { DATA_TEMPLATE_ENV, E2E_PROJECT_ID, prepareDataTemplate, SHARED_EMULATOR_ENV } from '../e2e/live';

/**
 * How many files run at once (E2E_WORKERS, 2 by default; 1 for one file at a time): each worker
 * runs its share one at a time, with an Auth emulator of its own. Measured in a fresh clone on two
 * cores: 437 s with two workers against 511 s with one. The admin's product save that once waited
 * out its 60 s under two workers now waits for the create answer and says what the form shows;
 * the whole suite passed with two workers in a fresh clone while six other engineers' builds and
 * tests loaded the same two cores.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

async function main() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-template-'));
  const files = (process.argv.slice(2).length ? process.argv.slice(2) : findTests('e2e')).map((file) => path.resolve(file));
  const shares = shareByTime('e2e', files, WORKERS);
  clearTimings('e2e');
  const [emulators, browser] = await Promise.all([
    Promise.all(shares.map(() => startAuthEmulatorOnFreePorts({ projectId: E2E_PROJECT_ID }))),
    launchSharedBrowser(),
    prepareDataTemplate(template),
  ]);
  const results = await Promise.all(
    shares.map(
      (mine, index) =>
        new Promise<{ code: number; failures: string[] }>((resolve) => {
          const failures = new FailureCollector();
          const part = shares.length > 1 ? `e2e-${index + 1}` : 'e2e';
          const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...timingReporterArgs(part), ...mine], {
            stdio: ['ignore', 'pipe', 'inherit'],
            env: {
              ...process.env,
              [SHARED_EMULATOR_ENV]: emulators[index]!.host,
              [DATA_TEMPLATE_ENV]: template,
              [SHARED_BROWSER_ENV]: browser.wsEndpoint(),
            },
          });
          readline.createInterface({ input: child.stdout }).on('line', (line) => {
            // the workers write at once: each line says whose it is
            process.stdout.write(shares.length > 1 ? `[${index + 1}] ${line}\n` : `${line}\n`);
            failures.read(line);
          });
          child.on('close', (exitCode) => resolve({ code: exitCode ?? 1, failures: failures.lines }));
        }),
    ),
  );
  // the failures again where a log is read from: its end
  const failed = results.filter((result) => result.code !== 0);
  for (const result of failed) if (result.failures.length) console.log(`\nFailures:\n${result.failures.join('\n')}`);
  await Promise.all([...emulators.map((emulator) => emulator.stop()), browser.close()]);
  fs.rmSync(template, { recursive: true, force: true });
  process.exit(failed.length ? failed[0]!.code || 1 : 0);
}

void main();

function findTests(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort()
    .map((name) => path.join(dir, name));
}
