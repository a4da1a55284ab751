/**
 * A storage refusal (spec §8): the storage code, and the API code whose status it answers with
 * (401 unauthenticated, 402 quota-exceeded, 403 unauthorized, 404 object-not-found, ...). Thrown by
 * the object store and the storage routes; the storage routes' error handler words the message as
 * 'message (storage/code)', other routes (the older product-image upload) as their API code says.
 */
import type { ApiErrorCode } from 'shared-contracts/api/error-codes';
import { toStorageErrorCode, type StorageErrorCode } from 'shared-contracts/errors/storage';
import { HttpError } from '../http/errors';

const API_CODE: Partial<Record<StorageErrorCode, ApiErrorCode>> = {
  unauthenticated: 'unauthorized',
  'unauthorized-app': 'unauthorized',
  unauthorized: 'forbidden',
  'object-not-found': 'not_found',
  'quota-exceeded': 'quota_exceeded',
  'invalid-checksum': 'bad_request',
  'invalid-argument': 'bad_request',
  'invalid-format': 'unsupported_media_type',
};

export class StorageFailure extends HttpError {
  constructor(
    readonly storageCode: StorageErrorCode,
    /** Another status than the code's usual one, e.g. 413 for a file over the size limit. */
    apiCode: ApiErrorCode = API_CODE[storageCode] ?? 'server_error',
  ) {
    super(apiCode, undefined, undefined, { storage: `storage/${storageCode}` });
  }
}

/** The storage code for any error a storage route met: its own, or the API's refusal (access check, body limits) mapped. */
export function storageCodeOf(error: unknown): StorageErrorCode {
  if (error instanceof StorageFailure) return error.storageCode;
  if (error instanceof HttpError) {
    switch (error.code) {
      case 'unauthorized':
        return 'unauthenticated';
      case 'forbidden':
        return 'unauthorized';
      case 'not_found':
        return 'object-not-found';
      case 'quota_exceeded':
        return 'quota-exceeded';
      case 'validation_failed':
      case 'bad_request':
      case 'payload_too_large':
        return 'invalid-argument';
      case 'unsupported_media_type':
        return 'invalid-format';
      default:
        return error.status >= 500 ? 'internal-error' : 'unknown';
    }
  }
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status && status >= 400 && status < 500) return toStorageErrorCode(status === 413 ? 'invalid-argument' : 'unknown');
  return 'internal-error';
}

/** The API code a storage code is answered with. */
export const apiCodeForStorage = (code: StorageErrorCode, error?: unknown): ApiErrorCode =>
  error instanceof HttpError ? error.code : (API_CODE[code] ?? (code === 'internal-error' ? 'server_error' : 'bad_request'));
