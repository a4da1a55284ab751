import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './reloadGuard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('the reload guard', () => {
  it('reloads once, then not again within 10 seconds, then again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnce(storage, reload, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises webpack chunk load failures only', () => {
    const chunk = new Error('Loading chunk 348 failed.\n(error: http://x/348.js)');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk shop-home failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch mf-manifest.json'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
