/**
 * The host's server bundle (host/dist/server/entry.js, host/src/server/entry.ts), run as a CommonJS
 * module and run afresh when its build changes (file stamp), so a new host build renders without
 * a restart. Before a new copy runs, the Module Federation globals of the old one (its instances,
 * share scopes, loaded remote containers) are dropped: the new copy provides its own React and
 * shared modules and loads the remotes afresh.
 *
 * The federation runtime is process-wide (globalThis.__FEDERATION__: share scopes, containers), so
 * the loaded bundle is too: every page server in a process (the end-to-end runner starts one shop
 * after another in one process, e2e/live.ts) renders with the one copy of the build it serves, and
 * a server whose build differs from the loaded one (another folder, a new build) drops it and its
 * federation state before running its own. The bundle keeps no server's settings: each render
 * gives it its API address and remotes (configure, setRemotes).
 */
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import { global as federationGlobal } from '@module-federation/runtime/helpers';
import type { PageInfo, RemoteName } from 'shared-contracts/remotes/contracts';

/** What host/src/server/entry.ts exports (the types live there, in the host's bundle). */
export interface HostServerBundle {
  configure(options: { apiBaseUrl: string; publicUrl?: string }): void;
  setRemotes(remotes: Partial<Record<RemoteName, string>>): void;
  renderPage(request: { url: string; cookies?: Record<string, string>; pages: Partial<Record<RemoteName, readonly PageInfo[]>> }): Promise<{ status: number; head: string; root: string }>;
}

export const HOST_SERVER_ENTRY = 'entry.js';

/** Drops what every federation runtime in this process registered (instances, share scopes, containers). */
function resetFederation(): void {
  const globals = globalThis as { __FEDERATION__?: { __INSTANCES__?: { moduleCache: Map<string, { remoteInfo?: { entryGlobalName?: string } }> }[] } };
  for (const instance of globals.__FEDERATION__?.__INSTANCES__ ?? []) {
    instance.moduleCache.forEach((remote) => {
      const name = remote.remoteInfo?.entryGlobalName;
      if (name) delete (globalThis as Record<string, unknown>)[name];
    });
    instance.moduleCache.clear();
  }
  if (globals.__FEDERATION__) federationGlobal.resetFederationGlobalInfo();
}

/** The process's one running bundle: its entry file and version. */
let loaded: { file: string; version: string; bundle: HostServerBundle } | undefined;
/** A build that failed to load is not run again on every request, only once it changes. */
let broken: { file: string; version: string; error: unknown } | undefined;

export function createHostBundle(serverDir: string) {
  const file = path.join(serverDir, HOST_SERVER_ENTRY);

  /** The bundle's version now (its entry's stamp; chunks are content-hashed and named by it), or
   *  undefined when there is no server build. */
  async function version(): Promise<string | undefined> {
    try {
      const { mtimeMs, size } = await stat(file);
      return `${Math.round(mtimeMs)}-${size}`;
    } catch {
      return undefined;
    }
  }

  /** The bundle of `wanted` version, required again when the build changed. */
  function load(wanted: string): HostServerBundle {
    if (loaded?.file === file && loaded.version === wanted) return loaded.bundle;
    if (broken?.file === file && broken.version === wanted) throw broken.error;
    if (loaded) resetFederation();
    loaded = undefined;
    try {
      const bundle = run();
      loaded = { file, version: wanted, bundle };
      broken = undefined;
      return bundle;
    } catch (error) {
      broken = { file, version: wanted, error };
      throw error;
    }
  }

  function run(): HostServerBundle {
    // Compiled as Node compiles a CommonJS file (its require, its import()), but from the file as it
    // is now: require() would keep the first copy it read.
    const module = new Module(file);
    module.filename = file;
    module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(serverDir);
    (module as unknown as { _compile(source: string, file: string): void })._compile(readFileSync(file, 'utf8'), file);
    const bundle = module.exports as HostServerBundle;
    if ([bundle.renderPage, bundle.setRemotes, bundle.configure].some((exported) => typeof exported !== 'function')) throw new Error(`${file} is not the host's server bundle`);
    return bundle;
  }

  return { file, version, load };
}
