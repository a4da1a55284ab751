/**
 * `npm test`: every test the project has, part after part (on two cores, parts side by side only
 * compete), stopping at the first part that fails: the system programs the tests use (installed
 * when this user may: scripts/system-packages.ts), type check, lint, jest, the API tests on PGlite
 * and PostgreSQL, the production build, the end-to-end tests in Chromium. At the end it prints each
 * part's wall time and its slowest files (scripts/test-timings.ts).
 *   tsx scripts/test.ts [--from <part>]     # --from api: skip the parts before it
 */
import { spawn } from 'node:child_process';
import { clearTimings, jestReportPath, summary, type PartTime } from './test-timings';
import { ensureSystemPackages } from './system-packages';

interface Part {
  part: string;
  command: string[];
  fileParts?: string[];
}

const npx = (...args: string[]) => ['npx', '--no-install', ...args];

const PARTS: Part[] = [
  { part: 'typecheck', command: npx('tsc', '-p', 'tsconfig.json') },
  { part: 'lint', command: npx('eslint', '.') },
  // every core (jest's default leaves one free for itself, which on two cores means one worker)
  { part: 'jest', command: npx('jest', '--maxWorkers=100%', '--json', `--outputFile=${jestReportPath('jest')}`) },
  { part: 'api', command: npx('tsx', 'scripts/test-api.ts'), fileParts: ['api-pglite', 'api-postgres'] },
  { part: 'build', command: ['npm', 'run', 'build', '--silent'] },
  { part: 'e2e', command: npx('tsx', 'scripts/test-e2e.ts') },
];

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const from = process.argv.indexOf('--from');
  const first = from === -1 ? 0 : PARTS.findIndex((part) => part.part === process.argv[from + 1]);
  if (first === -1) throw new Error(`--from: one of ${PARTS.map((part) => part.part).join(', ')}`);
  const times: PartTime[] = [];
  const started = Date.now();
  ensureSystemPackages();
  times.push({ part: 'set-up check', ms: Date.now() - started, ok: true });
  for (const part of PARTS.slice(first)) {
    // the e2e and API runs split their files by the last run's times, then clear them themselves
    if (part.part !== 'e2e' && part.part !== 'api') for (const each of part.fileParts ?? [part.part]) clearTimings(each);
    console.log(`\n==> ${part.part}: ${part.command.join(' ')}`);
    const start = Date.now();
    const code = await run(part.command);
    times.push({ part: part.part, ms: Date.now() - start, ok: code === 0, fileParts: part.fileParts });
    if (code !== 0) {
      console.log(summary(times));
      console.log(`\nnpm test: ${part.part} FAILED (exit ${code})`);
      process.exit(code);
    }
  }
  console.log(summary(times));
  console.log('\nnpm test: passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
