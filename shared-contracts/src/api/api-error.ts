import type { ApiErrorCode, ClientErrorCode, ErrorDetails, FieldErrors } from './error-codes';

/** What every failed call throws: the API's code and per-field messages, or a client-side code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Figures the API sent with the refusal (`error.details`), e.g. price_changed's new prices. */
  readonly details?: ErrorDetails;

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
    readonly fields: FieldErrors = {},
    options?: { cause?: unknown; details?: ErrorDetails },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.details) this.details = options.details;
  }

  /** The first message for a field path, e.g. 'address.pincode'; for form items. */
  fieldMessage(path: string): string | undefined {
    return this.fields[path]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
