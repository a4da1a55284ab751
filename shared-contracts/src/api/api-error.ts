import type { ApiErrorCode, ClientErrorCode, FieldErrors } from './error-codes';

/** What every failed call throws: the API's code and per-field messages, or a client-side code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
    readonly fields: FieldErrors = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The first message for a field path, e.g. 'address.pincode'; for form items. */
  fieldMessage(path: string): string | undefined {
    return this.fields[path]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
