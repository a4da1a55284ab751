/**
 * A team releases its remote alone (issue 16), with nothing else rebuilt or restarted:
 *
 *   npm run release -- shop                 build remote-shop, check it, make it current
 *   npm run release -- shop --from <dir>    release a build made elsewhere (a CI artefact)
 *   npm run rollback -- shop                the version before the current one again
 *   npm run release -- --list               each remote's versions, the current one marked
 *
 * The build is copied into its own folder (host/server/releases.ts: RELEASES_DIR/<remote>/<version>,
 * never written again) and checked there before anyone sees it:
 *   1. contract   it exposes exactly the modules shared-contracts/src/remotes/contracts.ts names,
 *                 and its page manifest (pages.json, published beside mf-manifest.json) is one the
 *                 contracts allow (pagesProblems) whose paths neither the host nor another remote
 *                 serves;
 *   2. files      every file its manifest and its pages.json list is in the folder;
 *   3. Node       its server build (when the remote renders on the server) loads in a fresh Node
 *                 process and gives every exposed module, its page manifest the pages pages.json
 *                 lists, each page's component loaded;
 *   4. sharing    each module it shares with the host fits the host's: the version each one brings
 *                 satisfies what the other requires (the federation runtime's own `satisfy`), so
 *                 singletons (React, i18next, the router) stay one copy.
 * A release that fails a check is refused before the switch: its folder is removed, the record is
 * untouched, the reasons are printed and the command exits with 1. Then the server's record
 * (releases.json) is replaced in one step; the running server serves the new version from its next
 * request, open pages are offered a reload, server rendering uses it.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { satisfy } from '@module-federation/runtime';
import { EXPOSED_MODULES, exposesMismatch, PAGES_MODULE, pagesProblems, REMOTE_NAMES, type PagesFile, type RemoteName } from 'shared-contracts/remotes/contracts';
import { PATHS } from 'shared-contracts/routes/paths';
import { readReleaseRecord, releaseDir, releasesRoot, writeReleaseRecord, type ReleaseRecord } from '../host/server/releases';
import { hostPages } from '../host/src/routes/table';

const repo = path.resolve(__dirname, '..');

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}
interface Manifest {
  name: string;
  shared?: ManifestShared[];
  exposes?: { name: string; path: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The pages.json of each other remote as it is served now: its current release, else its build folder. */
function otherRemotesPages(remote: RemoteName, root: string): { name: RemoteName; pages: PagesFile['pages'] }[] {
  const record = readReleaseRecord(root);
  return REMOTE_NAMES.filter((name) => name !== remote).flatMap((name) => {
    const current = record[name]?.current;
    const file = path.join(current ? releaseDir(root, name, current) : path.join(repo, `remote-${name}`, 'dist'), 'pages.json');
    return existsSync(file) ? [{ name, pages: readJson<PagesFile>(file).pages }] : [];
  });
}

/** Why a build in `dir` may not become `remote`'s current version; empty when it may. */
export async function checkRelease(remote: RemoteName, dir: string, hostDir = path.join(repo, 'host/dist'), root = releasesRoot()): Promise<string[]> {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`no mf-manifest.json in ${dir}: not a remote's build`];
  const manifest = readJson<Manifest>(manifestFile);
  const problems: string[] = [];
  if (manifest.name !== remote) problems.push(`the build is remote "${manifest.name}", not "${remote}"`);

  // 1. contract
  const { extra, missing } = exposesMismatch(remote, (manifest.exposes ?? []).map((expose) => expose.path));
  if (missing.length) problems.push(`contract: does not expose ${missing.join(', ')} (shared-contracts/src/remotes/contracts.ts)`);
  if (extra.length) problems.push(`contract: exposes ${extra.join(', ')}, which the contract does not name`);
  const pagesFile = path.join(dir, 'pages.json');
  const pages = existsSync(pagesFile) ? readJson<PagesFile>(pagesFile).pages : undefined;
  if (!pages) problems.push(`contract: no pages.json (its page manifest) in ${dir}`);
  problems.push(...pagesProblems(remote, pages ?? []).map((problem) => `contract: ${problem}`));
  const served = [{ name: 'the host', paths: hostPages.map((entry) => entry.path as string) }, ...otherRemotesPages(remote, root).map(({ name, pages: theirs }) => ({ name: `remote ${name}`, paths: theirs.map((page) => PATHS[page.id] as string) }))];
  for (const page of pages ?? []) {
    const owner = served.find(({ paths }) => paths.includes(PATHS[page.id]));
    if (owner) problems.push(`contract: page ${page.id} (${PATHS[page.id]}) is served by ${owner.name} already`);
  }

  // 2. files
  for (const expose of manifest.exposes ?? []) {
    const files = [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.js?.async ?? []), ...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])];
    for (const file of files) if (!existsSync(path.join(dir, file))) problems.push(`files: ${expose.path} needs ${file}, which is not in the build`);
  }
  for (const page of pages ?? []) {
    for (const file of [...(page.files?.js ?? []), ...(page.files?.css ?? [])]) if (!existsSync(path.join(dir, file))) problems.push(`files: page ${page.id} needs ${file}, which is not in the build`);
  }

  // 3. Node
  const serverEntry = path.join(dir, 'server', 'remoteEntry.js');
  if (existsSync(serverEntry)) problems.push(...(await loadsInNode(serverEntry, Object.keys(EXPOSED_MODULES[remote]), (pages ?? []).map((page) => page.id))));

  // 4. sharing
  const hostManifest = path.join(hostDir, 'mf-manifest.json');
  if (!existsSync(hostManifest)) problems.push(`sharing: no host build at ${hostDir} to compare with`);
  else problems.push(...sharingProblems(manifest.shared ?? [], readJson<Manifest>(hostManifest).shared ?? []));
  return problems;
}

/** Modules the host and the remote both share whose versions would not be accepted by the other. */
export function sharingProblems(remote: readonly ManifestShared[], host: readonly ManifestShared[]): string[] {
  const problems: string[] = [];
  for (const theirs of remote) {
    const ours = host.find((shared) => shared.name === theirs.name);
    if (!ours?.version || !theirs.version) continue;
    const fits = (version: string, required: string | false | undefined) => !required || satisfy(version, required);
    if (fits(theirs.version, ours.requiredVersion) && fits(ours.version, theirs.requiredVersion)) continue;
    const single = theirs.singleton || ours.singleton;
    // A non-singleton that does not fit is only loaded twice (the remote brings its own); a
    // singleton that does not fit breaks the page (two Reacts, two i18n instances).
    if (single)
      problems.push(
        `sharing: ${theirs.name} ${theirs.version} (requires ${theirs.requiredVersion || 'any'}) does not fit the host's ${ours.version} (requires ${ours.requiredVersion || 'any'}), and it must be one copy`,
      );
  }
  return problems;
}

/** Loads a server build in a Node process of its own (nothing cached from this one) and gets every
 *  module; of the page manifest, every page (the ids `pageIds`, as pages.json lists them). */
async function loadsInNode(entry: string, modules: string[], pageIds: string[]): Promise<string[]> {
  const probe = `
    const container = require(${JSON.stringify(entry)});
    (async () => {
      await container.init({});
      const failed = [];
      for (const name of ${JSON.stringify(modules)}) {
        try {
          const exported = (await container.get(name))();
          if (name === ${JSON.stringify(PAGES_MODULE)}) {
            const pages = (exported && exported.pages) || [];
            const ids = pages.map((page) => page.id);
            if (JSON.stringify(ids) !== JSON.stringify(${JSON.stringify(pageIds)})) failed.push(name + ': lists ' + ids.join(', ') + ', pages.json ' + ${JSON.stringify(pageIds.join(', '))});
            for (const page of pages) {
              const loaded = await page.load();
              if (!loaded || !loaded.default) failed.push(name + ': page ' + page.id + ' has no default export');
            }
          } else if (!exported || !exported.default) failed.push(name + ': no default export');
        } catch (error) {
          failed.push(name + ': ' + (error && error.message ? error.message : String(error)));
        }
      }
      process.stdout.write(JSON.stringify(failed));
    })().catch((error) => { process.stdout.write(JSON.stringify(['init: ' + (error && error.message ? error.message : String(error))])); });
  `;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', probe], { timeout: 60_000, maxBuffer: 1 << 20 });
    return (JSON.parse(stdout) as string[]).map((reason) => `Node: ${reason}`);
  } catch (error) {
    const lines = (error as { stderr?: string }).stderr?.split('\n') ?? [];
    const message = lines.find((line) => /Error\b/.test(line)) ?? lines.find(Boolean) ?? (error instanceof Error ? error.message : String(error));
    return [`Node: the server build does not load: ${message}`];
  }
}

/** A version name: when, and which build (the manifest's hash). */
function versionOf(dir: string): string {
  const when = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const build = createHash('sha256').update(readFileSync(path.join(dir, 'mf-manifest.json'))).digest('hex').slice(0, 8);
  return `${when}-${build}`;
}

export interface ReleaseOptions {
  remote: RemoteName;
  /** A finished build to release; without it the remote is built here first. */
  from?: string;
  root?: string;
  hostDir?: string;
  log?: (line: string) => void;
}

export class ReleaseRefused extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly problems: string[],
  ) {
    super(`release of ${remote} refused:\n  ${problems.join('\n  ')}`);
  }
}

/** Builds (unless `from`), copies, checks and switches; returns the new current version. */
export async function release({ remote, from, root = releasesRoot(), hostDir, log = console.log }: ReleaseOptions): Promise<string> {
  const build = from ?? (await buildRemote(remote, log));
  if (!existsSync(path.join(build, 'mf-manifest.json'))) throw new ReleaseRefused(remote, [`no mf-manifest.json in ${build}: not a remote's build`]);
  const version = versionOf(build);
  const dir = releaseDir(root, remote, version);
  if (existsSync(dir)) throw new Error(`${remote} ${version} is already released (${dir}); releases are never written again`);
  // Copied beside, then renamed into place: no half-copied version is ever in the folder.
  const staging = `${dir}.copying`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(build, staging, { recursive: true });
  renameSync(staging, dir);
  log(`${remote} ${version}: copied to ${dir}; checking …`);
  const problems = await checkRelease(remote, dir, hostDir, root);
  if (problems.length) {
    rmSync(dir, { recursive: true, force: true });
    throw new ReleaseRefused(remote, problems);
  }
  const record = readReleaseRecord(root);
  const before = record[remote];
  writeReleaseRecord(root, { ...record, [remote]: { current: version, history: [...(before?.history ?? []), version] } });
  log(`${remote} ${version} is current${before ? ` (was ${before.current}; npm run rollback -- ${remote} goes back)` : ''}`);
  return version;
}

/** Makes the version released before the current one current again; returns it. */
export function rollback({ remote, root = releasesRoot(), log = console.log }: { remote: RemoteName; root?: string; log?: (line: string) => void }): string {
  const record: ReleaseRecord = readReleaseRecord(root);
  const released = record[remote];
  const index = released ? released.history.indexOf(released.current) : -1;
  if (!released || index < 1) throw new Error(`${remote} has no earlier release to go back to`);
  const previous = released.history[index - 1]!;
  writeReleaseRecord(root, { ...record, [remote]: { ...released, current: previous } });
  log(`${remote} ${previous} is current again (was ${released.current})`);
  return previous;
}

/** The remote's production build (browser and server) into remote-<name>/dist, as `npm run build -w` does. */
function buildRemote(remote: RemoteName, log: (line: string) => void): Promise<string> {
  log(`building remote-${remote} …`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '-c', `remote-${remote}/webpack.config.ts`], {
      cwd: repo,
      env: { ...process.env, NODE_OPTIONS: '--import=tsx' },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve(path.join(repo, `remote-${remote}`, 'dist')) : reject(new Error(`the build of remote-${remote} failed (exit ${code})`))));
  });
}

function list(root: string) {
  const record = readReleaseRecord(root);
  for (const name of REMOTE_NAMES) {
    const released = record[name];
    console.log(`${name}: ${released ? released.history.map((version) => (version === released.current ? `${version} (current)` : version)).join(', ') : 'no release (served from its build folder)'}`);
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const root = releasesRoot();
  if (command === 'release' && args[0] === '--list') return list(root);
  const remote = REMOTE_NAMES.find((name) => name === args[0]);
  if (!remote || (command !== 'release' && command !== 'rollback')) {
    console.error(`usage: npm run release -- <${REMOTE_NAMES.join('|')}> [--from <build folder>] | --list;  npm run rollback -- <remote>`);
    process.exit(2);
  }
  if (command === 'rollback') return void rollback({ remote, root });
  const fromIndex = args.indexOf('--from');
  await release({ remote, root, from: fromIndex > 0 ? path.resolve(args[fromIndex + 1] ?? '') : undefined });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
