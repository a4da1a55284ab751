/**
 * `npm run test:e2e` (after the build): the end-to-end files against one Auth emulator and one
 * Chromium per worker, started here. Each file gets its own API, database and server (e2e/live.ts)
 * and its own connection to the browser (its contexts closed with it), started in its `before` and
 * closed in its `after`. The emulator is the slow part to start (its server alone, `lean`: about
 * 1 s of CPU, the CLI's 10-12 s): a file that finds it here starts on its accounts wiped, as a fresh
 * one would. Likewise the database:
 * migrated and seeded once here, each file's API opens a copy.
 *
 * A worker runs its files one after another in ONE process (scripts/test-in-one-process.ts, each
 * file in a suite of its own, so its `before`/`after` are its own): node, tsx, the API's and the
 * server's modules, playwright and the host's server bundle (host/server/ssr/hostBundle.ts: one
 * per process, the federation runtime being process-wide) are loaded once per worker instead of
 * once per file. A file that changes the builds the server renders with (releases a remote, serves
 * a remote offline beside the shop) says so with the line `@e2e-own-process` and runs in a process
 * of its own, after the worker's shared process. Measured on 8 files, one worker, on a loaded
 * 2-core machine: 51.5 s of CPU against 85.3 s with a process per file (wall 66 s against 212 s, of
 * which some 70 s were e2e/live-smoke's teardown waiting on a connection, fixed in e2e/live.ts).
 *   tsx scripts/test-e2e.ts [files...]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { startAuthEmulatorOnFreePorts } from './auth-emulator';
import { makeScratchFolder } from './scratch';
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
  const template = makeScratchFolder('shop-e2e-template-');
  const files = (process.argv.slice(2).length ? process.argv.slice(2) : findTests('e2e')).map((file) => path.resolve(file));
  const shares = shareByTime('e2e', files, WORKERS);
  clearTimings('e2e');
  const [emulators, browser] = await Promise.all([
    Promise.all(shares.map(() => startAuthEmulatorOnFreePorts({ projectId: E2E_PROJECT_ID, lean: true }))),
    launchSharedBrowser(),
    prepareDataTemplate(template),
  ]);
  const results = (
    await Promise.all(
      shares.map(async (mine, index) => {
        const env = {
          ...process.env,
          [SHARED_EMULATOR_ENV]: emulators[index]!.host,
          [DATA_TEMPLATE_ENV]: template,
          [SHARED_BROWSER_ENV]: browser.wsEndpoint(),
        };
        const part = shares.length > 1 ? `e2e-${index + 1}` : 'e2e';
        const prefix = shares.length > 1 ? `[${index + 1}] ` : '';
        const own = mine.filter(ownProcess);
        const together = mine.filter((file) => !ownProcess(file));
        const done: RunResult[] = [];
        // one after another within the worker: a worker is one core's share
        if (together.length) done.push(await runProcess(`${part}-0`, [ONE_PROCESS], { ...env, TEST_FILES: together.join('\n'), TEST_FILES_AS_SUITES: '1' }, prefix));
        for (const [n, file] of own.entries()) done.push(await runProcess(`${part}-${n + 1}`, [file], env, prefix));
        return done;
      }),
    )
  ).flat();
  // the failures again where a log is read from: its end
  const failed = results.filter((result) => result.code !== 0);
  for (const result of failed) if (result.failures.length) console.log(`\nFailures:\n${result.failures.join('\n')}`);
  await Promise.all([...emulators.map((emulator) => emulator.stop()), browser.close()]);
  fs.rmSync(template, { recursive: true, force: true });
  process.exit(failed.length ? failed[0]!.code || 1 : 0);
}

void main();

interface RunResult {
  code: number;
  failures: string[];
}

const ONE_PROCESS = path.resolve(__dirname, 'test-in-one-process.ts');

/** A file that must not share its process (see above): it says so on a line of its own. */
function ownProcess(file: string): boolean {
  return /^\s*(\*|\/\/)\s*@e2e-own-process\b/m.test(fs.readFileSync(file, 'utf8'));
}

/** One node:test process; its lines go out as they come, each saying whose worker it is. */
function runProcess(part: string, args: string[], env: NodeJS.ProcessEnv, prefix: string): Promise<RunResult> {
  return new Promise((resolve) => {
    const failures = new FailureCollector();
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...timingReporterArgs(part), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      process.stdout.write(`${prefix}${line}\n`);
      failures.read(line);
    });
    child.on('close', (exitCode) => resolve({ code: exitCode ?? 1, failures: failures.lines }));
  });
}

function findTests(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort()
    .map((name) => path.join(dir, name));
}
