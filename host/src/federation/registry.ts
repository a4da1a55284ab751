/**
 * The remotes registry: where each remote's manifest is. The server writes it into the page
 * (earlyStart.ts registers it before the host's code has loaded); a page without it (a dev server's,
 * one served elsewhere) fetches `mf-remotes.json` (served no-cache) at start-up. Nothing is
 * downloaded from a remote until one of its modules is asked for, so /admin's code stays off
 * customer pages. A browser with preview overrides (preview.ts) has them in place of the entries
 * they name, whichever way the registry came.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesRegistry } from 'shared-contracts/remotes/contracts';
import { inlinedRegistry } from './earlyStart';
import { withPreviews } from './preview';

let registry: RemotesRegistry | undefined;

/** The registry the page carried, already registered with the runtime; undefined if it carried none
 *  (or one that misses a remote: then it is fetched). */
export function registryFromPage(): RemotesRegistry | undefined {
  const inlined = inlinedRegistry();
  if (!inlined || REMOTE_NAMES.some((name) => typeof inlined[name] !== 'string')) return undefined;
  registry = inlined;
  return registry;
}

export async function loadRegistry(url = '/mf-remotes.json'): Promise<RemotesRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<RemotesRegistry>;
  const missing = REMOTE_NAMES.filter((name) => typeof body[name] !== 'string');
  if (missing.length) throw new Error(`${url}: no entry for ${missing.join(', ')}`);
  registry = withPreviews(body as RemotesRegistry);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: registry![name] })));
  return registry;
}

export function remoteEntry(name: RemoteName): string {
  if (!registry) throw new Error('remotes registry not loaded');
  return registry[name];
}

/** Forgets what the runtime cached of a remote (a failed manifest, say), so the next load starts over. */
export function resetRemote(name: RemoteName): void {
  registerRemotes([{ name, entry: remoteEntry(name) }], { force: true });
}

const loaded = new Set<RemoteName>();

/** Remotes this page has loaded something from; only those are watched for new versions. */
export const loadedRemotes = (): RemoteName[] => [...loaded];
export const markLoaded = (name: RemoteName): void => void loaded.add(name);
