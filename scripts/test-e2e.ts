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
import { timingReporterArgs } from './test-timings';
import { launchSharedBrowser, SHARED_BROWSER_ENV } from '../e2e/browser';
import { DATA_TEMPLATE_ENV, E2E_PROJECT_ID, prepareDataTemplate, SHARED_EMULATOR_ENV } from '../e2e/live';

async function main() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-template-'));
  await prepareDataTemplate(template);
  const [emulator, browser] = await Promise.all([startAuthEmulatorOnFreePorts({ projectId: E2E_PROJECT_ID }), launchSharedBrowser()]);
  const files = (process.argv.slice(2).length ? process.argv.slice(2) : findTests('e2e')).map((file) => path.resolve(file));
  const failures = new FailureCollector();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...timingReporterArgs('e2e'), ...files], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        [SHARED_EMULATOR_ENV]: emulator.host,
        [DATA_TEMPLATE_ENV]: template,
        [SHARED_BROWSER_ENV]: browser.wsEndpoint(),
      },
    });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      process.stdout.write(`${line}\n`);
      failures.read(line);
    });
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  // the failures again where a log is read from: its end
  if (code !== 0 && failures.lines.length) console.log(`\nFailures:\n${failures.lines.join('\n')}`);
  await Promise.all([emulator.stop(), browser.close()]);
  fs.rmSync(template, { recursive: true, force: true });
  process.exit(code);
}

void main();

function findTests(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort()
    .map((name) => path.join(dir, name));
}
