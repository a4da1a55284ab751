/**
 * Every error the API answers with has the shared shape `{ error: { code, message, fields?, requestId } }`,
 * with the message in the caller's language from the shared error catalogue and the status from the
 * one code -> status table (shared-contracts/api/error-codes). Fastify's own errors (unknown route,
 * body too large, bad JSON, a path parameter too long, ...) are answered the same way. A 5xx is
 * logged with its stack; no stack ever reaches a response.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorBody } from 'shared-contracts/api/error-body';
import { API_ERROR_STATUS, errorCodeForStatus, type ApiErrorCode, type ErrorDetails, type FieldErrors } from 'shared-contracts/api/error-codes';
import { fieldErrors } from 'shared-contracts/validation/zod';
import { i18n } from 'shared-contracts/platform/i18n';
import { isTransactionConflict } from '../admin/database-errors';
import { contentSecurityPolicyFor } from './content-security';
import { requestLanguage } from './language';
import { REQUEST_ID_HEADER } from './logging';
import { routedPath } from './routed-path';

/** A refusal the caller can act on; thrown anywhere in a handler. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    readonly fields?: FieldErrors,
    /** Extra detail for the message's interpolation. */
    readonly values?: Record<string, unknown>,
    /** Figures sent with the error (`error.details`), e.g. price_changed's new prices. */
    readonly details?: ErrorDetails,
  ) {
    super(code);
    this.status = API_ERROR_STATUS[code];
  }
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ApiErrorCode,
  fields?: FieldErrors,
  values?: Record<string, unknown>,
  details?: ErrorDetails,
) {
  const lng = requestLanguage(request);
  const message = i18n.t(`errors:api.${code}`, { lng, ...values });
  // Set here, not only by hooks: Fastify answers a URL it cannot route (frameworkErrors) without running any.
  reply.header(REQUEST_ID_HEADER, request.id);
  const policy = contentSecurityPolicyFor(routedPath(request));
  if (policy) reply.header('content-security-policy', policy);
  return reply.code(API_ERROR_STATUS[code]).send(apiErrorBody(code, message, fields, request.id, details));
}

/** The shop's code for an error Fastify or a plugin raised (they carry a status, sometimes an FST_* code). */
export function frameworkErrorCode(error: Pick<FastifyError, 'code' | 'statusCode'>): ApiErrorCode {
  // A path parameter longer than any id or slug the shop gives out (414 in Fastify): nothing has that name.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 'not_found';
  const status = error.statusCode ?? 500;
  // The media file server refuses a folder or a dotfile with 403: nothing is served at that path.
  if (status === 403) return 'not_found';
  const code = errorCodeForStatus(status);
  if (code !== 'unknown') return code;
  return status >= 400 && status < 500 ? 'bad_request' : 'server_error';
}

/** Answers any thrown error in the shop's body; logs every 5xx with its stack. */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  let code: ApiErrorCode;
  let fields: FieldErrors | undefined;
  let values: Record<string, unknown> | undefined;
  let details: ErrorDetails | undefined;
  if (error instanceof HttpError) ({ code, fields, values, details } = error);
  else if (error instanceof z.ZodError) [code, fields] = ['validation_failed', fieldErrors(error)];
  // a conflict outside a transaction (a lone statement's deadlock): worth trying again, not a fault
  else if (isTransactionConflict(error)) code = 'maxretry';
  else code = frameworkErrorCode(error as FastifyError);
  if (API_ERROR_STATUS[code] >= 500) request.log.error({ err: error, code }, `answered ${API_ERROR_STATUS[code]} ${code}`);
  else request.log.info({ code, reason: (error as Error)?.message }, `refused ${API_ERROR_STATUS[code]} ${code}`);
  return sendError(request, reply, code, fields, values, details);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, request, reply) => replyWithError(error, request, reply));
}
