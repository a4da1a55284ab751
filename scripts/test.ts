/**
 * `npm test`: every test the project has, part after part (on two cores, parts side by side only
 * compete; but the type check and lint use one core each, so they run side by side), stopping at
 * the first part that fails: the system programs the tests use (installed
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
  /** Runs side by side with the part before it (its output kept until it ends): both use one core each. */
  besidePrevious?: boolean;
  /** Settings for the part's process, over this one's. */
  env?: NodeJS.ProcessEnv;
}

const npx = (...args: string[]) => ['npx', '--no-install', ...args];

const PARTS: Part[] = [
  // --singleThreaded: one core, as beside lint it gets (tsc 7's default four checkers took about
  // twice the CPU, 20 against 10 s, for the same answer)
  { part: 'typecheck', command: npx('tsc', '-p', 'tsconfig.json', '--singleThreaded') },
  // tsc and eslint each use one core: on two, side by side they take the longer one's time
  // `npm run lint`: ESLint with its cache (a rerun lints only what changed; a fresh clone lints all)
  { part: 'lint', command: ['npm', 'run', 'lint', '--silent'], besidePrevious: true },
  // every core (jest's default leaves one free for itself, which on two cores means one worker)
  { part: 'jest', command: npx('jest', '--maxWorkers=100%', '--json', `--outputFile=${jestReportPath('jest')}`) },
  { part: 'api', command: npx('tsx', 'scripts/test-api.ts'), fileParts: ['api-pglite', 'api-postgres'] },
  // no source maps: nothing the tests run reads them (webpack.common.ts's SOURCE_MAPS)
  { part: 'build', command: ['npm', 'run', 'build', '--silent'], env: { BUILD_SOURCE_MAPS: 'off' } },
  { part: 'e2e', command: npx('tsx', 'scripts/test-e2e.ts') },
];

/** Runs a part: its output straight through, or (`buffered`) kept and printed whole when it ends. */
function run(command: string[], buffered = false, env?: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The parts in steps: a part and those that run beside it. */
function steps(parts: Part[]): Part[][] {
  const grouped: Part[][] = [];
  for (const part of parts) {
    if (part.besidePrevious && grouped.length) grouped[grouped.length - 1]!.push(part);
    else grouped.push([part]);
  }
  return grouped;
}

async function main() {
  const from = process.argv.indexOf('--from');
  const first = from === -1 ? 0 : PARTS.findIndex((part) => part.part === process.argv[from + 1]);
  if (first === -1) throw new Error(`--from: one of ${PARTS.map((part) => part.part).join(', ')}`);
  const times: PartTime[] = [];
  const started = Date.now();
  ensureSystemPackages();
  times.push({ part: 'set-up check', ms: Date.now() - started, ok: true });
  for (const step of steps(PARTS.slice(first))) {
    const results = await Promise.all(
      step.map(async (part) => {
        // the e2e and API runs split their files by the last run's times, then clear them themselves
        if (part.part !== 'e2e' && part.part !== 'api') for (const each of part.fileParts ?? [part.part]) clearTimings(each);
        console.log(`\n==> ${part.part}: ${part.command.join(' ')}${step.length > 1 ? ` (beside ${step.filter((other) => other !== part).map((other) => other.part).join(', ')}; its output when it ends)` : ''}`);
        const start = Date.now();
        const code = await run(part.command, step.length > 1, part.env);
        if (step.length > 1) console.log(`<== ${part.part}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
        times.push({ part: part.part, ms: Date.now() - start, ok: code === 0, fileParts: part.fileParts });
        return { part, code };
      }),
    );
    const failed = results.find((result) => result.code !== 0);
    if (failed) {
      console.log(summary(times, Date.now() - started));
      console.log(`\nnpm test: ${failed.part.part} FAILED (exit ${failed.code})`);
      process.exit(failed.code);
    }
  }
  console.log(summary(times, Date.now() - started));
  console.log('\nnpm test: passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
