/**
 * Released remote builds (issue 16): each `npm run release -- <remote>` puts one build, browser and
 * server, into its own immutable folder `RELEASES_DIR/<remote>/<version>/`, and the server's record
 * of releases, `RELEASES_DIR/releases.json`, says which version of each remote is current and which
 * came before (for `npm run rollback`). The record is replaced atomically (written beside, then
 * renamed), and the server reads it again whenever it changed: the next request for
 * /remotes/<name>/... and the next server render use the new version; nothing is rebuilt or
 * restarted, and the host never changes.
 *
 * The addresses do not change with a release (/remotes/<name>/mf-manifest.json): open pages notice
 * the new manifest with their build-manifest poll (host/src/federation/versionWatch.ts) and offer
 * a reload. Their hashed files stay reachable after the switch: a file the current version lacks
 * is looked for in the earlier releases, newest first (a page still running the previous build can
 * load its lazy chunks).
 *
 * A remote without a current release is served from its build folder (remote-<name>/dist), as
 * before releases existed.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/remotes/contracts';

export interface RemoteReleases {
  /** The version served now. */
  current: string;
  /** Every version released, oldest first; `current` is one of them. */
  history: string[];
}

export type ReleaseRecord = Partial<Record<RemoteName, RemoteReleases>>;

export const RELEASE_RECORD = 'releases.json';

/** RELEASES_DIR, or `releases/` at the repository's root. */
export function releasesRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR ?? path.resolve(__dirname, '../../releases');
}

export function releaseDir(root: string, remote: RemoteName, version: string): string {
  return path.join(root, remote, version);
}

/** The record as it is on disk now (empty without one). */
export function readReleaseRecord(root: string): ReleaseRecord {
  try {
    return JSON.parse(readFileSync(path.join(root, RELEASE_RECORD), 'utf8')) as ReleaseRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Replaces the record in one step: a reader sees the old one or the new one, never half of one. */
export function writeReleaseRecord(root: string, record: ReleaseRecord): void {
  mkdirSync(root, { recursive: true });
  const file = path.join(root, RELEASE_RECORD);
  const next = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(next, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(next, file);
}

/**
 * The folders the server takes each remote's files from, read per request: the record is checked
 * (one stat) and read again only when it changed.
 */
export function createReleasedDirs(root: string, builds: Partial<Record<RemoteName, string>>) {
  let seen = '';
  let record: ReleaseRecord = {};

  function current(): ReleaseRecord {
    let stamp = 'none';
    try {
      const { mtimeMs, size, ino } = statSync(path.join(root, RELEASE_RECORD));
      stamp = `${mtimeMs}:${size}:${ino}`;
    } catch {
      // No record: nothing released; every remote from its build folder.
    }
    if (stamp !== seen) {
      try {
        record = stamp === 'none' ? {} : readReleaseRecord(root);
        seen = stamp;
      } catch {
        // Being replaced at this very moment (or damaged): keep serving what was current.
      }
    }
    return record;
  }

  /** The folder of the version served now. */
  function dirOf(remote: RemoteName): string | undefined {
    const released = current()[remote];
    return released ? releaseDir(root, remote, released.current) : builds[remote];
  }

  /** Where to look for one of its files: the current version's folder, then the earlier releases'. */
  function searchPath(remote: RemoteName): string[] {
    const released = current()[remote];
    if (!released) return builds[remote] ? [builds[remote]] : [];
    const earlier = released.history.slice(0, released.history.indexOf(released.current)).reverse();
    const later = released.history.slice(released.history.indexOf(released.current) + 1).reverse();
    return [released.current, ...earlier, ...later].map((version) => releaseDir(root, remote, version));
  }

  /** The same as an object of folders, looked up when read (page.ts and ssr/ read it per request). */
  const dirs = {} as Partial<Record<RemoteName, string>>;
  for (const name of REMOTE_NAMES) {
    if (!builds[name]) continue;
    Object.defineProperty(dirs, name, { enumerable: true, get: () => dirOf(name) });
  }

  return { dirs, dirOf, searchPath };
}

/** `…/a/../b` and the like, refused: a path inside the folder it is looked up in, or undefined. */
export function safeRelative(file: string): string | undefined {
  if (file.split(/[\\/]/).includes('..')) return undefined;
  const normal = path.posix.normalize(`/${file}`).slice(1);
  return normal || undefined;
}

/** The first folder of `dirs` that holds `file` (a plain file). */
export function findIn(dirs: readonly string[], file: string): string | undefined {
  return dirs.find((dir) => {
    try {
      return statSync(path.join(dir, file)).isFile();
    } catch {
      return false;
    }
  });
}
