import type { RemoteName } from 'shared-contracts/remotes/contracts';
import type { PageId } from 'shared-contracts/routes/paths';
import { loadRouteModule, routeModuleKey, takeStartedLoad } from './earlyStart';
import { markLoaded, resetRemote } from './registry';

export const REMOTE_LOAD_ATTEMPTS = 3;
const RETRY_BASE_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `module` ('./MiniCart') of `remote` through the federation runtime, or with `page` the page
 * of its page manifest ('./pages', 'product'), trying again with a growing pause when the manifest
 * or a chunk fails; the last error is thrown to the caller, which shows the area's fallback.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, page?: PageId): Promise<T> {
  const item = { remote, module, ...(page !== undefined && { page }) };
  const id = routeModuleKey(item);
  let lastError: unknown;
  for (let attempt = 1; attempt <= REMOTE_LOAD_ATTEMPTS; attempt += 1) {
    try {
      // The first attempt may already be under way, started with the page (earlyStart.ts).
      const started = attempt === 1 ? (takeStartedLoad(id) as Promise<T | null> | undefined) : undefined;
      const loaded = await (started ?? loadRouteModule<T>(item));
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
