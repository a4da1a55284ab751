/**
 * Remote previews in this browser (shared-contracts/remotes/previews.ts says what they are): the
 * overrides an admin saved replace registry entries before the remotes are registered.
 *
 * Read at page start (earlyStart.ts, registry.ts), so it imports nothing shared at run time (the
 * storage key's module is bundled, not shared). For a
 * normal visitor it costs one localStorage read: no request, no chunk; the banner's code loads only
 * in a preview browser (bootstrap.tsx).
 */
import type { RemotesRegistry } from 'shared-contracts/remotes/contracts';
// not a shared module (webpack.common.ts: NOT_SHARED), so it is here before the negotiation
import { PREVIEWS_STORAGE_KEY } from 'shared-contracts/remotes/previews-key';

let active: Partial<RemotesRegistry> | undefined;

/** The overrides kept in this browser for remotes the registry has, http(s) addresses only. */
function read(registry: RemotesRegistry): Partial<RemotesRegistry> {
  try {
    const stored = window.localStorage.getItem(PREVIEWS_STORAGE_KEY);
    if (!stored) return {};
    const parsed = JSON.parse(stored) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).filter(([name, url]) => name in registry && typeof url === 'string' && /^https?:$/.test(new URL(url, window.location.href).protocol)),
    );
  } catch {
    // storage refused (a privacy mode) or garbage in it: no previews
    return {};
  }
}

/** The registry with this browser's preview overrides in place (the same object when there are none). */
export function withPreviews(registry: RemotesRegistry): RemotesRegistry {
  active = read(registry);
  return Object.keys(active).length ? { ...registry, ...active } : registry;
}

/** The overrides in force on this page ({} when none, or before the registry was read). */
export const activePreviews = (): Partial<RemotesRegistry> => active ?? {};

export const previewing = (): boolean => Object.keys(activePreviews()).length > 0;

/** Back to the registry's versions: forgets the overrides and loads the page again. */
export function leavePreviews(): void {
  try {
    window.localStorage.removeItem(PREVIEWS_STORAGE_KEY);
  } finally {
    window.location.reload();
  }
}
