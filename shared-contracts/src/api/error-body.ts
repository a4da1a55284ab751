/** The body of every error response the API sends: its schema, and the builder the API uses. */
import { z } from 'zod';

import { API_ERROR_CODES, type ApiErrorCode, type ErrorDetails, type FieldErrors } from './error-codes';

/** Field path ('address.pincode', 'lines.0.quantity') -> the messages of the rules it failed. */
export const fieldErrorsSchema: z.ZodType<FieldErrors> = z.record(z.string(), z.array(z.string()));

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    fields: fieldErrorsSchema.optional(),
    /** The request's id, as in the server's log lines: what to quote when reporting a problem. */
    requestId: z.string().optional(),
    /** Figures the refusal carries (ErrorDetails), e.g. price_changed's new prices and total. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The body of an error response; per-field messages come from `fieldErrors` in 'shared-contracts/validation/zod'. */
export function apiErrorBody(code: ApiErrorCode, message: string, fields?: FieldErrors, requestId?: string, details?: ErrorDetails): ApiErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
      ...(requestId === undefined ? {} : { requestId }),
      ...(details === undefined ? {} : { details }),
    },
  };
}
