/**
 * Where each remote's server build is, from the one registry (what /mf-remotes.json answers): its
 * server entry is `server/remoteEntry.js` in the folder of the manifest the registry names. So a
 * team still deploys its remote by publishing its `dist/` (browser and server builds) and changing
 * one URL: `/remotes/shop/mf-manifest.json` gives `/remotes/shop/server/remoteEntry.js`, and
 * `https://cdn.example/shop/v42/mf-manifest.json` gives `https://cdn.example/shop/v42/server/remoteEntry.js`.
 *
 * Each entry comes with a version: the server build's and the browser manifest's file stamps for a
 * remote this machine serves, a hash of the server entry's body for one on another origin (fetched
 * again after a few seconds). A release changes the version: the HTML cache key changes, and the
 * entry URL given to the host's server bundle changes (`?v=`), so the next render loads the new build.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName, RemotesRegistry } from 'shared-contracts/remotes/contracts';

export const SERVER_ENTRY = 'server/remoteEntry.js';

export interface ServerEntry {
  /** For the runtime: a `file:` or `http(s):` URL with `?v=<version>`. */
  url: string;
  version: string;
}

/** A remote's server entry, or why there is none (its server build missing, its origin down). */
export type ServerEntryResult = ServerEntry | { missing: string };

export interface ServerEntryOptions {
  registry: RemotesRegistry;
  /** Build folders of the remotes this server serves under /remotes/<name>/. */
  remoteDirs: Partial<Record<RemoteName, string>>;
  /** How long a remote entry on another origin is trusted before it is fetched again. */
  remoteTtlMs?: number;
  remoteTimeoutMs?: number;
}

/** The server entry's address beside the manifest a registry URL names (also for `/remotes/...`). */
export function serverEntryBeside(manifestUrl: string): string {
  const [withoutQuery] = manifestUrl.split('?') as [string];
  return `${withoutQuery.slice(0, withoutQuery.lastIndexOf('/') + 1)}${SERVER_ENTRY}`;
}

const stamp = async (file: string) => {
  const { mtimeMs, size } = await stat(file);
  return `${Math.round(mtimeMs)}-${size}`;
};

export function createServerEntries({ registry, remoteDirs, remoteTtlMs = 5_000, remoteTimeoutMs = 1_500 }: ServerEntryOptions) {
  const fetched = new Map<string, { until: number; value: Promise<ServerEntryResult> }>();

  function overHttp(url: string): Promise<ServerEntryResult> {
    const hit = fetched.get(url);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = fetch(url, { signal: AbortSignal.timeout(remoteTimeoutMs) })
      .then(async (response): Promise<ServerEntryResult> => {
        if (!response.ok) return { missing: `${url}: HTTP ${response.status}` };
        const version = createHash('sha256').update(await response.text()).digest('hex').slice(0, 16);
        return { url: `${url}?v=${version}`, version };
      })
      .catch((error: unknown): ServerEntryResult => ({ missing: `${url}: ${error instanceof Error ? error.message : String(error)}` }));
    fetched.set(url, { until: Date.now() + remoteTtlMs, value });
    return value;
  }

  /** The server entry of `name` as it is now. */
  async function entry(name: RemoteName): Promise<ServerEntryResult> {
    const registered = registry[name];
    const local = /^\/remotes\/([^/]+)\//.exec(registered);
    if (local) {
      const dir = remoteDirs[local[1] as RemoteName];
      if (!dir) return { missing: `${registered}: not served here` };
      const file = path.join(dir, path.normalize(`/${serverEntryBeside(registered).slice(local[0].length)}`));
      try {
        const manifest = await stamp(path.join(dir, path.normalize(`/${registered.split('?')[0]!.slice(local[0].length)}`))).catch(() => 'none');
        const version = `${await stamp(file)}.${manifest}`;
        return { url: `${pathToFileURL(file).href}?v=${version}`, version };
      } catch {
        return { missing: file };
      }
    }
    if (/^https?:\/\//.test(registered)) return overHttp(serverEntryBeside(registered));
    return { missing: `${registered}: not a URL the server can load` };
  }

  return { entry };
}
