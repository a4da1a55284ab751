/**
 * The system programs the tests use, from Debian's packages: Chromium (its headless shell runs the
 * end-to-end tests, e2e/chromium.ts; the full browser Lighthouse), the
 * PostgreSQL 15 server (API tests on both databases, the several-instances test) and nginx with its
 * brotli module (the several-instances test). `npm test` calls `ensureSystemPackages()` first: what
 * is missing is installed with apt-get when this user may (root, or sudo without a password);
 * otherwise it stops at once with the one command that installs them.
 *   tsx scripts/system-packages.ts     # the same, alone
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../e2e/chromium';
import { nginxMissing } from './cluster';
import { postgresMissing } from './postgres-server';

interface Need {
  what: string;
  packages: string[];
  missing(): boolean;
}

const NEEDS: Need[] = [
  { what: 'Chromium', packages: ['chromium', 'chromium-headless-shell'], missing: () => !fs.existsSync(CHROMIUM_PATH) || !fs.existsSync(HEADLESS_SHELL_PATH) },
  { what: 'PostgreSQL 15 server', packages: ['postgresql'], missing: () => postgresMissing() !== null },
  { what: 'nginx with brotli', packages: ['nginx', 'libnginx-mod-http-brotli-filter'], missing: () => nginxMissing() !== null },
];

function canRun(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** How this user may run apt-get: itself (root), through sudo without a password, or not at all. */
function privilege(): string[] | null {
  if (!canRun('sh', ['-c', 'command -v apt-get'])) return null;
  if (process.getuid?.() === 0) return [];
  if (canRun('sudo', ['-n', 'true'])) return ['sudo', '-n'];
  return null;
}

export function ensureSystemPackages(): void {
  const missing = NEEDS.filter((need) => need.missing());
  if (!missing.length) return;
  const packages = missing.flatMap((need) => need.packages);
  const prefix = privilege();
  const install = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (!prefix) {
    console.error(
      `\nThe tests need ${missing.map((need) => need.what).join(', ')}, and this user cannot install system packages.` +
        `\nInstall them once with:\n\n  sudo sh -c '${install}'\n`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.map((need) => need.what).join(', ')}: ${packages.join(' ')}`);
  const run = (args: string[]) => {
    const [command, ...rest] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', ...args];
    execFileSync(command!, rest, { stdio: 'inherit' });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', ...packages]);
  const still = NEEDS.filter((need) => need.missing());
  if (still.length) {
    console.error(`\nStill missing after the install: ${still.map((need) => need.what).join(', ')}`);
    process.exit(1);
  }
  if (missing.some((need) => need.what === 'Chromium')) {
    // Its first start builds the font cache: done here, once, not in the first end-to-end file's time.
    spawnSync(HEADLESS_SHELL_PATH, [...CHROMIUM_ARGS, '--dump-dom', 'about:blank'], { stdio: 'ignore', timeout: 300_000 });
  }
}

if (require.main === module) ensureSystemPackages();
