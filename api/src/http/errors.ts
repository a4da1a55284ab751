/**
 * Every error the API answers with has the shared shape `{ error: { code, message, fields? } }`,
 * with the message in the caller's language from the shared error catalogue.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiErrorCode, FieldErrors } from 'shared-contracts/api/errors';
import { fieldErrors } from 'shared-contracts/validation/zod';
import { i18n } from 'shared-contracts/platform/i18n';
import { requestLanguage } from './language';

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid_transition: 409,
  idempotency_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  payment_declined: 402,
  payment_failed: 402,
  invalid_signature: 400,
  out_of_stock: 409,
  price_changed: 409,
  stale_version: 409,
  cart_limit: 422,
  server_error: 500,
  unavailable: 503,
};

/** A refusal the caller can act on; thrown anywhere in a handler. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    readonly fields?: FieldErrors,
    /** Extra detail for the message's interpolation. */
    readonly values?: Record<string, unknown>,
  ) {
    super(code);
    this.status = STATUS_BY_CODE[code];
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ApiErrorCode, fields?: FieldErrors, values?: Record<string, unknown>) {
  const lng = requestLanguage(request);
  const message = i18n.t(`errors:api.${code}`, { lng, ...values });
  return reply.code(STATUS_BY_CODE[code]).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, request, reply) => {
    if (error instanceof HttpError) return sendError(request, reply, error.code, error.fields, error.values);
    if (error instanceof z.ZodError) return sendError(request, reply, 'validation_failed', fieldErrors(error));
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, 'payload_too_large');
    if (status === 415) return sendError(request, reply, 'unsupported_media_type');
    if (status === 429) return sendError(request, reply, 'rate_limited');
    if (status >= 400 && status < 500) return sendError(request, reply, 'bad_request');
    request.log.error(error);
    return sendError(request, reply, 'server_error');
  });
}
