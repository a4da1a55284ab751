/**
 * Completes package-lock.json with the platform-specific optional packages (swc, rspack, ...
 * native bindings for macOS, Windows, other CPUs) that this workplace's npm mirror does not carry.
 * npm leaves them out of the lockfile when it cannot fetch them, and `npm ci` then refuses the
 * lockfile as out of sync. Each missing entry is written as the public registry would record it:
 * optional, with the os/cpu/libc it is for (read from its name), so npm never downloads it on a
 * machine it does not fit. Run after every `npm install`: `npx tsx scripts/complete-lockfile.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';

type Entry = { version?: string; optionalDependencies?: Record<string, string>; dev?: boolean; devOptional?: boolean; [key: string]: unknown };

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];

/** '@swc/core-linux-x64-musl' -> { os: ['linux'], cpu: ['x64'], libc: ['musl'] } */
export function platformOf(name: string): { os?: string[]; cpu: string[]; libc?: string[] } | undefined {
  const parts = name.split('/').pop()!.split('-');
  const wasm = parts.indexOf('wasm32');
  if (wasm >= 0) return { cpu: ['wasm32'] };
  const osIndex = parts.findIndex((part) => OS.includes(part));
  if (osIndex < 0 || !parts[osIndex + 1]) return undefined;
  const [os, cpu, abi] = [parts[osIndex]!, parts[osIndex + 1]!, parts[osIndex + 2]];
  const libc = abi?.startsWith('musl') ? ['musl'] : os === 'linux' && abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

function main() {
  const file = path.resolve(__dirname, '../package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, Entry> };
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[base] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[hoisted] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        ...(entry.devOptional ? { devOptional: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'lockfile already complete');
}

if (require.main === module) main();
