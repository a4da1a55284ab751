import { ApiError } from './api-error';
import { toApiError } from './client';
import { apiErrorBody, apiErrorBodySchema } from './error-body';

/** What the client makes of an answer with this status and body (as ofetch reports a failed answer). */
const received = (status: number, data: unknown) =>
  toApiError(Object.assign(new Error(`HTTP ${status}`), { response: { status, statusText: '' }, data })) as ApiError;

describe('error body', () => {
  it('has a code, a message and optional per-field messages', () => {
    const body = apiErrorBody('validation_failed', 'Some fields are not valid.', { email: ['Invalid e-mail.'] });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBody('not_found', 'Not found.', {})).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    expect(apiErrorBodySchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it("reaches the caller whole: the client's ApiError has the server's code, message, fields and details", () => {
    const body = apiErrorBody('price_changed', 'Prices changed.', { expectedTotal: ['Changed.'] }, 'req-42', { total: 129_900 });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    const error = received(409, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'price_changed', message: 'Prices changed.', fields: { expectedTotal: ['Changed.'] }, details: { total: 129_900 } });
  });

  it('is not trusted when its shape is wrong (a request id that is not a string): the code then comes from the status', () => {
    const malformed = { error: { code: 'price_changed', message: 'Prices changed.', requestId: 42 } };
    expect(apiErrorBodySchema.safeParse(malformed).success).toBe(false);
    expect(received(409, malformed)).toMatchObject({ status: 409, code: 'conflict', message: 'HTTP 409', fields: {} });
  });

  it("without a body (a proxy's page), takes the code from the status: a gateway's 5xx is 'unavailable', the rest a server error", () => {
    expect(received(404, '<html>Not Found</html>')).toMatchObject({ status: 404, code: 'not_found', message: 'HTTP 404' });
    expect(received(429, undefined).code).toBe('rate_limited');
    expect([502, 503, 504].map((status) => received(status, '').code)).toEqual(['unavailable', 'unavailable', 'unavailable']);
    expect(received(500, '').code).toBe('server_error');
    expect(received(418, '').code).toBe('unknown');
  });
});
