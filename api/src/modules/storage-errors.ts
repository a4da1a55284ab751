/**
 * How the storage routes (and the media files they serve) refuse: the API's error body, with the
 * storage code in `details.storage` and the message as spec §8 words it, 'message (storage/code)',
 * in the caller's language; the status is spec §8's (401 unauthenticated, 402 quota-exceeded, 403
 * unauthorized, 404 object-not-found). The access check's own refusals (no token: 401, not an
 * admin: 403) are worded the same way. Registered on a plugin's scope, so only its routes answer so.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorBody } from 'shared-contracts/api/error-body';
import { API_ERROR_STATUS, type ApiErrorCode } from 'shared-contracts/api/error-codes';
import { storageErrorMessage, type StorageErrorCode } from 'shared-contracts/errors/storage';
import { frameworkErrorCode, HttpError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { storageCodeOf } from '../images/errors';

export function registerStorageErrors(scope: FastifyInstance) {
  scope.setErrorHandler((error, request, reply) => {
    let code: StorageErrorCode;
    let apiCode: ApiErrorCode;
    if (error instanceof z.ZodError) [code, apiCode] = ['invalid-argument', 'bad_request'];
    else {
      code = storageCodeOf(error);
      apiCode = error instanceof HttpError ? error.code : frameworkErrorCode(error as { statusCode?: number; code: string });
      // the file server's own 403 (a folder, a dotfile): nothing is served there
      if (!(error instanceof HttpError) && apiCode === 'not_found') code = 'object-not-found';
    }
    const status = API_ERROR_STATUS[apiCode];
    if (status >= 500) request.log.error({ err: error, code }, `answered ${status} storage/${code}`);
    else request.log.info({ code, reason: (error as Error)?.message }, `refused ${status} storage/${code}`);
    return reply
      .code(status)
      .send(apiErrorBody(apiCode, storageErrorMessage(code, requestLanguage(request)), undefined, request.id, { storage: `storage/${code}` }));
  });
}
