import { i18n } from 'shared-contracts/platform/i18n';

/** Spec §8, in the spec's order. */
export const STORAGE_ERROR_CODES = [
  'unknown',
  'object-not-found',
  'bucket-not-found',
  'project-not-found',
  'quota-exceeded',
  'unauthenticated',
  'unauthorized',
  'unauthorized-app',
  'retry-limit-exceeded',
  'invalid-checksum',
  'canceled',
  'invalid-url',
  'invalid-default-bucket',
  'no-default-bucket',
  'cannot-slice-blob',
  'no-download-url',
  'invalid-argument',
  'app-deleted',
  'invalid-root-operation',
  'invalid-format',
  'internal-error',
  'unsupported-environment',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export function isStorageErrorCode(code: unknown): code is StorageErrorCode {
  return typeof code === 'string' && (STORAGE_ERROR_CODES as readonly string[]).includes(code);
}

/** The bare code of 'code' or 'storage/code'; 'unknown' for anything the catalogue lacks. */
export function toStorageErrorCode(code: string): StorageErrorCode {
  const bare = code.startsWith('storage/') ? code.slice('storage/'.length) : code;
  return isStorageErrorCode(bare) ? bare : 'unknown';
}

/**
 * 'message (storage/code)' in the current language, or in `lng` (the API answers in the caller's)
 * (spec §8). Takes 'code' or 'storage/code'.
 */
export function storageErrorMessage(code: string, lng?: string): string {
  const known = toStorageErrorCode(code);
  return `${i18n.t(`storage/${known}`, { ns: 'errors', ...(lng ? { lng } : {}) })} (storage/${known})`;
}

/** Spec §8's HTTP status mapping; app verification decides between the two 401 codes. */
export function storageCodeForStatus(
  status: number,
  { appCheckInvalid = false }: { appCheckInvalid?: boolean } = {},
): StorageErrorCode {
  switch (status) {
    case 401:
      return appCheckInvalid ? 'unauthorized-app' : 'unauthenticated';
    case 402:
      return 'quota-exceeded';
    case 403:
      return 'unauthorized';
    case 404:
      return 'object-not-found';
    default:
      return 'unknown';
  }
}

// Spec §9: storage retry policy.
export const STORAGE_MAX_OPERATION_RETRY_MS = 2 * 60 * 1000;
export const STORAGE_MAX_UPLOAD_RETRY_MS = 10 * 60 * 1000;
/** Retried besides every 5xx. */
export const STORAGE_RETRY_EXTRA_STATUSES = [408, 429] as const;
export const STORAGE_BACKOFF_BASE_MS = 1000;
export const STORAGE_BACKOFF_MAX_FACTOR = 64;

export function isRetryableStorageStatus(status: number): boolean {
  return (status >= 500 && status < 600) || (STORAGE_RETRY_EXTRA_STATUSES as readonly number[]).includes(status);
}

/**
 * The waits between attempts, without jitter: the base doubles each time up to 64 × base, then
 * stays there, and the list stops before the waits would add up to more than the time budget.
 */
export function backoffDelays(
  budgetMs: number = STORAGE_MAX_OPERATION_RETRY_MS,
  baseMs: number = STORAGE_BACKOFF_BASE_MS,
): number[] {
  const delays: number[] = [];
  let factor = 1;
  let total = 0;
  while (baseMs > 0 && total + baseMs * factor <= budgetMs) {
    delays.push(baseMs * factor);
    total += baseMs * factor;
    factor = Math.min(factor * 2, STORAGE_BACKOFF_MAX_FACTOR);
  }
  return delays;
}
