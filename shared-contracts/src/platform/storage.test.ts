import { i18n } from 'shared-contracts/platform/i18n';
import { STORAGE_MAX_OPERATION_RETRY_MS, STORAGE_MAX_UPLOAD_RETRY_MS, storageErrorMessage } from 'shared-contracts/errors/storage';
import { isStorageError, StorageError, storageCodeOfAnswer, withAppVerification, withStorageRetry, type StorageAnswer } from './storage';

/** A clock that only moves when the retry loop waits; every wait recorded. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw new StorageError('canceled');
      waits.push(ms);
      now += ms;
    },
    random: () => 0,
  };
}

const answers = (...list: StorageAnswer[]) => {
  const calls: number[] = [];
  return {
    calls,
    attempt: async (n: number) => {
      calls.push(n);
      return list[Math.min(n, list.length) - 1]!;
    },
  };
};

const ok: StorageAnswer = { status: 200, body: { name: 'x' } };
const storageBody = (code: string) => ({ error: { code: 'forbidden', message: '...', details: { storage: `storage/${code}` } } });

async function failure(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise;
  } catch (error) {
    if (isStorageError(error)) return error;
    throw error;
  }
  throw new Error('it succeeded');
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('withStorageRetry (spec §9)', () => {
  it('tries a 503 again after 1 s, then 2 s, and returns the answer that succeeds', async () => {
    const time = fakeTime();
    const server = answers({ status: 503, body: undefined }, { status: 503, body: undefined }, ok);
    const retried: [number, number][] = [];
    const answer = await withStorageRetry(server.attempt, { budgetMs: STORAGE_MAX_UPLOAD_RETRY_MS, ...time, onRetry: (n, ms) => retried.push([n, ms]) });
    expect(answer).toBe(ok);
    expect(server.calls).toEqual([1, 2, 3]);
    expect(time.waits).toEqual([1000, 2000]);
    expect(retried).toEqual([
      [1, 1000],
      [2, 2000],
    ]);
  });

  it('retries every 5xx, 408, 429 and no answer at all; nothing else', async () => {
    for (const status of [0, 500, 502, 504, 408, 429]) {
      const server = answers({ status, body: undefined }, ok);
      await expect(withStorageRetry(server.attempt, { budgetMs: STORAGE_MAX_OPERATION_RETRY_MS, ...fakeTime() })).resolves.toBe(ok);
      expect(server.calls).toEqual([1, 2]);
    }
    for (const [status, code] of [
      [400, 'unknown'],
      [401, 'unauthenticated'],
      [402, 'quota-exceeded'],
      [403, 'unauthorized'],
      [404, 'object-not-found'],
      [409, 'unknown'],
    ] as const) {
      const server = answers({ status, body: undefined }, ok);
      const error = await failure(withStorageRetry(server.attempt, { budgetMs: STORAGE_MAX_OPERATION_RETRY_MS, ...fakeTime() }));
      expect([error.code, error.status, server.calls]).toEqual([code, status, [1]]);
    }
  });

  it("takes the storage code from the answer's body over the status", async () => {
    const server = answers({ status: 400, body: storageBody('invalid-checksum') });
    const error = await failure(withStorageRetry(server.attempt, { budgetMs: STORAGE_MAX_UPLOAD_RETRY_MS, ...fakeTime() }));
    expect(error.code).toBe('invalid-checksum');
    expect(error.userMessage).toBe('The file was corrupted during upload. Please try again. (storage/invalid-checksum)');
  });

  it('doubles the wait up to 64 s and gives up with retry-limit-exceeded when the 2-minute budget would be passed', async () => {
    const time = fakeTime();
    const server = answers({ status: 503, body: undefined });
    const error = await failure(withStorageRetry(server.attempt, { budgetMs: STORAGE_MAX_OPERATION_RETRY_MS, ...time }));
    expect(error.code).toBe('retry-limit-exceeded');
    expect(time.waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
    expect(server.calls).toHaveLength(7);
  });

  it('keeps waiting 64 s between attempts within the 10-minute upload budget', async () => {
    const time = fakeTime();
    const error = await failure(withStorageRetry(answers({ status: 500, body: undefined }).attempt, { budgetMs: STORAGE_MAX_UPLOAD_RETRY_MS, ...time }));
    expect(error.code).toBe('retry-limit-exceeded');
    expect(time.waits.slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000]);
    expect(Math.max(...time.waits)).toBe(64000);
    expect(time.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(STORAGE_MAX_UPLOAD_RETRY_MS);
  });

  it('adds at most a quarter second at random to a wait', async () => {
    const time = { ...fakeTime(), random: () => 0.999 };
    await withStorageRetry(answers({ status: 503, body: undefined }, ok).attempt, { budgetMs: STORAGE_MAX_UPLOAD_RETRY_MS, ...time });
    expect(time.waits).toEqual([1249]);
  });

  it('ends with canceled when cancelled during a wait, and tries nothing more', async () => {
    const controller = new AbortController();
    const server = answers({ status: 503, body: undefined }, ok);
    const error = await failure(
      withStorageRetry(server.attempt, {
        budgetMs: STORAGE_MAX_UPLOAD_RETRY_MS,
        signal: controller.signal,
        onRetry: () => controller.abort(),
      }),
    );
    expect(error.code).toBe('canceled');
    expect(server.calls).toEqual([1]);
  });

  it('ends with canceled when cancelled while an attempt runs, whatever it answers', async () => {
    const controller = new AbortController();
    const error = await failure(
      withStorageRetry(
        async () => {
          controller.abort();
          return ok;
        },
        { budgetMs: STORAGE_MAX_UPLOAD_RETRY_MS, signal: controller.signal, ...fakeTime() },
      ),
    );
    expect(error.code).toBe('canceled');
    expect(error.userMessage).toBe('User canceled the upload/download. (storage/canceled)');
  });
});

describe('StorageError', () => {
  it("words itself as 'message (storage/code)' in the user's language", async () => {
    const error = new StorageError('unauthorized', 403);
    expect(error.userMessage).toBe('User does not have permission to access the path. (storage/unauthorized)');
    await i18n.changeLanguage('es');
    expect(error.userMessage).toBe('El usuario no tiene permiso para acceder a esta ruta. (storage/unauthorized)');
    expect(error.userMessage).toBe(storageErrorMessage('unauthorized'));
  });

  it('reads the code the API sends, and spec §8 mapping without one', () => {
    expect(storageCodeOfAnswer({ status: 403, body: storageBody('unauthorized') })).toBe('unauthorized');
    expect(storageCodeOfAnswer({ status: 401, body: '<html>' })).toBe('unauthenticated');
    expect(storageCodeOfAnswer({ status: 400, body: storageBody('no-such-code') })).toBe('unknown');
  });
});

describe('withAppVerification (spec §8: unauthorized-app)', () => {
  /** Tokens handed out in turn; each call records whether a new one was asked for. */
  const tokenSource = () => {
    const asked: boolean[] = [];
    return { asked, get: async (forceRefresh: boolean) => (asked.push(forceRefresh), `token-${asked.length}`) };
  };

  it('refused as unauthorized-app, gets a new token once and tries again, which succeeds', async () => {
    const tokens = tokenSource();
    const sent: string[] = [];
    const result = await withAppVerification(async (token) => {
      sent.push(token);
      if (token === 'token-1') throw new StorageError('unauthorized-app', 401);
      return 'uploaded';
    }, tokens.get);
    expect(result).toBe('uploaded');
    expect(sent).toEqual(['token-1', 'token-2']);
    expect(tokens.asked).toEqual([false, true]);
    console.log(`app token refresh-and-retry: ${sent.length} attempts, the second with a new token, succeeded`);
  });

  it('refused again with the new token, shows the error: no third try', async () => {
    const tokens = tokenSource();
    const sent: string[] = [];
    const error = await failure(
      withAppVerification(async (token) => {
        sent.push(token);
        throw new StorageError('unauthorized-app', 401);
      }, tokens.get),
    );
    expect(sent).toEqual(['token-1', 'token-2']);
    expect(tokens.asked).toEqual([false, true]);
    expect(error.userMessage).toBe('This app is not authorized to use storage. (storage/unauthorized-app)');
  });

  it('passes any other failure on at once, with no new token', async () => {
    const tokens = tokenSource();
    const error = await failure(
      withAppVerification(async () => {
        throw new StorageError('unauthenticated', 401);
      }, tokens.get),
    );
    expect(error.code).toBe('unauthenticated');
    expect(tokens.asked).toEqual([false]);
  });
});
