/**
 * The remotes registry: `mf-remotes.json` (served no-cache) says where each remote's manifest is.
 * Read once at start-up and registered with the federation runtime; nothing is downloaded from a
 * remote until one of its modules is asked for, so /admin's code stays off customer pages.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesRegistry } from 'shared-contracts/remotes/contracts';

let registry: RemotesRegistry | undefined;

export async function loadRegistry(url = '/mf-remotes.json'): Promise<RemotesRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<RemotesRegistry>;
  const missing = REMOTE_NAMES.filter((name) => typeof body[name] !== 'string');
  if (missing.length) throw new Error(`${url}: no entry for ${missing.join(', ')}`);
  registry = body as RemotesRegistry;
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
