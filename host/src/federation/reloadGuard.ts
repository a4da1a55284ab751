/**
 * After a deploy, chunks named in an old page may be gone: reloading once fetches the new ones.
 * At most one such reload per 10 seconds (spec §9's reload guard), so a broken deploy can't loop.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'shop:last-chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/** Reloads the page unless one was done less than 10 s ago; says whether it did. */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
