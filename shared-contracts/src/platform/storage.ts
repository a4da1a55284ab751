/**
 * The browser's one file-storage client, for every upload in the apps (spec §7, §8, §9): an upload
 * is one multipart POST with the object's name as the `name` query parameter, a JSON metadata part
 * (content type, size, SHA-256 checksum, custom metadata) and the file, sent with XMLHttpRequest
 * for its upload progress; metadata and the download token come from a GET on the object's path,
 * and the link is built from the token.
 *
 * Spec §9's retry policy: a 5xx, 408 or 429 answer (or no answer at all) is tried again after a
 * wait that doubles from 1 s up to 64 s, for at most 10 minutes for an upload and 2 minutes for
 * other operations; then `retry-limit-exceeded`. Cancelling (an AbortSignal) ends it at once with
 * `canceled`. Every failure is a StorageError whose code comes from the answer's body (the API
 * sends `details.storage`), else from spec §8's status mapping; show it with `storageErrorMessage`
 * ('message (storage/code)' in the user's language).
 *
 * Every request carries the app token in `X-Firebase-AppCheck` (spec §7, platform/app-check). A
 * refusal as `unauthorized-app` (spec §8: the token was invalid) gets one new token and one more
 * try; refused again, it is the error shown (`withAppVerification`).
 */
import { APP_CHECK_HEADER, downloadUrl, STORAGE_UPLOAD_PARTS, storageObjectSchema, type StorageMetadataInput, type StorageObject } from 'shared-contracts/api/storage';
import {
  isRetryableStorageStatus,
  storageCodeForStatus,
  storageErrorMessage,
  STORAGE_BACKOFF_BASE_MS,
  STORAGE_BACKOFF_MAX_FACTOR,
  STORAGE_MAX_OPERATION_RETRY_MS,
  STORAGE_MAX_UPLOAD_RETRY_MS,
  toStorageErrorCode,
  type StorageErrorCode,
} from 'shared-contracts/errors/storage';
import { getAppToken } from 'shared-contracts/platform/app-check';
import { checkSession, getIdToken } from 'shared-contracts/platform/auth';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { i18n } from 'shared-contracts/platform/i18n';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    /** The HTTP status of the answer that decided it; 0 for none. */
    readonly status = 0,
    options?: { cause?: unknown },
  ) {
    super(`storage/${code}`, options);
    this.name = 'StorageError';
  }

  /** 'message (storage/code)' in the user's language, as it is now. */
  get userMessage(): string {
    return storageErrorMessage(this.code);
  }
}

export const isStorageError = (error: unknown): error is StorageError => error instanceof StorageError;

/** One attempt's answer: its status (0: none came) and its body, parsed as JSON when it is. */
export interface StorageAnswer {
  status: number;
  body: unknown;
}

/** The storage code an unsuccessful answer stands for: the body's `details.storage`, else spec §8's status mapping. */
export function storageCodeOfAnswer({ status, body }: StorageAnswer): StorageErrorCode {
  const named = (body as { error?: { details?: { storage?: unknown } } } | null)?.error?.details?.storage;
  if (typeof named === 'string') return toStorageErrorCode(named);
  return storageCodeForStatus(status);
}

export interface RetryOptions {
  /** How long retrying may go on: STORAGE_MAX_UPLOAD_RETRY_MS or STORAGE_MAX_OPERATION_RETRY_MS. */
  budgetMs: number;
  signal?: AbortSignal;
  /** Told before each wait: the attempt that failed (1, 2, ...) and the wait. */
  onRetry?: (failedAttempt: number, delayMs: number) => void;
  /** For tests: the clock and the wait. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

const canceled = (cause?: unknown) => new StorageError('canceled', 0, { cause });

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(canceled());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(canceled());
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Runs `attempt` until it answers with a success (2xx: its answer is returned) or a failure that is
 * not retried (a StorageError of its code). Between attempts it waits base × 1, 2, 4 ... 64 (then
 * 64 again), with up to a quarter of the base added at random so clients that failed together do
 * not come back together; a wait that would end past the budget ends it with retry-limit-exceeded.
 */
export async function withStorageRetry(attempt: (n: number) => Promise<StorageAnswer>, options: RetryOptions): Promise<StorageAnswer> {
  const { budgetMs, signal, onRetry, now = Date.now, sleep = abortableSleep, random = Math.random } = options;
  const started = now();
  let factor = 1;
  for (let n = 1; ; n += 1) {
    if (signal?.aborted) throw canceled();
    const answer = await attempt(n);
    if (signal?.aborted) throw canceled();
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (answer.status !== 0 && !isRetryableStorageStatus(answer.status)) throw new StorageError(storageCodeOfAnswer(answer), answer.status);
    const delay = STORAGE_BACKOFF_BASE_MS * factor + Math.floor(random() * (STORAGE_BACKOFF_BASE_MS / 4));
    if (now() - started + delay > budgetMs) throw new StorageError('retry-limit-exceeded', answer.status);
    onRetry?.(n, delay);
    await sleep(delay, signal);
    factor = Math.min(factor * 2, STORAGE_BACKOFF_MAX_FACTOR);
  }
}

export interface Progress {
  bytesTransferred: number;
  totalBytes: number;
}

interface RequestInit {
  method: 'GET' | 'POST';
  url: string;
  body?: FormData;
  signal?: AbortSignal;
  onUploadProgress?: (progress: Progress) => void;
}

/** One request over XMLHttpRequest (upload progress); status 0 when no answer came; `canceled` when aborted. */
function send({ method, url, body, signal, onUploadProgress }: RequestInit, headers: Record<string, string>): Promise<StorageAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(canceled());
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress({ bytesTransferred: event.loaded, totalBytes: event.total });
      };
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = (answer: StorageAnswer) => {
      signal?.removeEventListener('abort', abort);
      resolve(answer);
    };
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      done({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => done({ status: 0, body: undefined });
    xhr.ontimeout = () => done({ status: 0, body: undefined });
    xhr.onabort = () => {
      signal?.removeEventListener('abort', abort);
      reject(canceled());
    };
    xhr.send(body ?? null);
  });
}

/** The headers of every attempt: the signed-in user's token (asked again each time: it may have been refreshed), the app token and the language. */
async function headersNow(appToken: string): Promise<Record<string, string>> {
  const token = await getIdToken();
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), [APP_CHECK_HEADER]: appToken, 'accept-language': i18n.language };
}

/**
 * Runs `run` with the app token; refused as `unauthorized-app`, runs it once more with a new token
 * (`getToken(true)`), and a second refusal is the error. Any other outcome is `run`'s own.
 */
export async function withAppVerification<T>(run: (appToken: string) => Promise<T>, getToken: (forceRefresh: boolean) => Promise<string>): Promise<T> {
  try {
    return await run(await getToken(false));
  } catch (error) {
    if (!isStorageError(error) || error.code !== 'unauthorized-app') throw error;
    return run(await getToken(true));
  }
}

/** The app token; when none can be had (the API unreachable), the app is not verified: `unauthorized-app`. */
const appToken = (forceRefresh: boolean) =>
  getAppToken({ forceRefresh }).catch((cause: unknown) => {
    throw new StorageError('unauthorized-app', 0, { cause });
  });

async function storageUrl(path: string): Promise<string> {
  const { apiBaseUrl } = await loadRuntimeConfig();
  return `${apiBaseUrl.replace(/\/$/, '')}/storage/o${path}`;
}

/** Runs a storage request under the retry policy; a 401 to a signed-in user also checks the session (a disabled account signs out). */
async function request(init: RequestInit, budgetMs: number, onRetry?: RetryOptions['onRetry']): Promise<unknown> {
  try {
    const answer = await withAppVerification(
      (token) => withStorageRetry(async () => send(init, await headersNow(token)), { budgetMs, signal: init.signal, onRetry }),
      appToken,
    );
    return answer.body;
  } catch (error) {
    if (isStorageError(error) && error.code === 'unauthenticated') void checkSession();
    throw error;
  }
}

function parseObject(body: unknown): StorageObject {
  const parsed = storageObjectSchema.safeParse(body);
  if (!parsed.success) throw new StorageError('unknown', 200, { cause: parsed.error });
  return parsed.data;
}

/** Base64 SHA-256 of the file, or nothing where the browser cannot compute it (not a secure context): the server then checks size and type only. */
export async function sha256Base64(file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  try {
    const digest = new Uint8Array(await subtle.digest('SHA-256', await file.arrayBuffer()));
    let binary = '';
    for (const byte of digest) binary += String.fromCharCode(byte);
    return btoa(binary);
  } catch {
    throw new StorageError('cannot-slice-blob');
  }
}

export interface UploadOptions {
  contentType?: string;
  customMetadata?: Record<string, string>;
  /** The file's SHA-256 (base64) when the caller has it already. */
  sha256Hash?: string;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Before each wait after a failed attempt: which attempt failed and how long the wait is. */
  onRetry?: (failedAttempt: number, delayMs: number) => void;
}

/** Uploads `file` as the object `name`; resolves to its metadata (with the download token). */
export async function uploadObject(name: string, file: Blob, options: UploadOptions = {}): Promise<StorageObject> {
  const sha256Hash = options.sha256Hash ?? (await sha256Base64(file));
  const metadata: StorageMetadataInput = {
    contentType: options.contentType ?? file.type,
    size: file.size,
    ...(sha256Hash ? { sha256Hash } : {}),
    customMetadata: options.customMetadata ?? {},
  };
  const url = `${await storageUrl('')}?name=${encodeURIComponent(name)}`;
  const body = new FormData();
  body.append(STORAGE_UPLOAD_PARTS.metadata, new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
  body.append(STORAGE_UPLOAD_PARTS.file, file);
  const answer = await request(
    {
      method: 'POST',
      url,
      body,
      signal: options.signal,
      onUploadProgress: options.onProgress && ((progress) => options.onProgress!({ bytesTransferred: progress.bytesTransferred, totalBytes: progress.totalBytes })),
    },
    STORAGE_MAX_UPLOAD_RETRY_MS,
    options.onRetry,
  );
  options.onProgress?.({ bytesTransferred: file.size, totalBytes: file.size });
  return parseObject(answer);
}

/** The object's metadata and download token (a GET on its path). */
export async function getMetadata(name: string, options: { signal?: AbortSignal } = {}): Promise<StorageObject> {
  return parseObject(await request({ method: 'GET', url: await storageUrl(`/${encodeURIComponent(name)}`), signal: options.signal }, STORAGE_MAX_OPERATION_RETRY_MS));
}

/** The link to the object's file, built from its download token. */
export async function getDownloadUrl(name: string, options: { signal?: AbortSignal } = {}): Promise<string> {
  const { downloadTokens } = await getMetadata(name, options);
  const token = downloadTokens.split(',')[0];
  if (!token) throw new StorageError('no-download-url');
  return downloadUrl(name, token);
}
