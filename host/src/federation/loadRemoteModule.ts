import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import { remoteModuleId, takeStartedLoad } from './earlyStart';
import { markLoaded, resetRemote } from './registry';

export const REMOTE_LOAD_ATTEMPTS = 3;
const RETRY_BASE_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `module` ('./HomePage') of `remote` through the federation runtime, trying again with a
 * growing pause when the manifest or a chunk fails; the last error is thrown to the caller, which
 * shows the area's fallback.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const id = remoteModuleId(remote, module);
  let lastError: unknown;
  for (let attempt = 1; attempt <= REMOTE_LOAD_ATTEMPTS; attempt += 1) {
    try {
      // The first attempt may already be under way, started with the page (earlyStart.ts).
      const started = attempt === 1 ? (takeStartedLoad(id) as Promise<T | null> | undefined) : undefined;
      const loaded = await (started ?? loadRemote<T>(id));
      if (loaded == null) throw new Error(`${id} is not exposed`);
      markLoaded(remote);
      return loaded;
    } catch (error) {
      lastError = error;
      if (attempt < REMOTE_LOAD_ATTEMPTS) {
        await sleep(RETRY_BASE_MS * 2 ** (attempt - 1));
        resetRemote(remote);
      }
    }
  }
  throw lastError;
}
