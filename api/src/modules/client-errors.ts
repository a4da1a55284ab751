/**
 * The browser's unhandled errors, into the API's log under the id the error page shows the user
 * (host/src/errors/unhandled.ts). Anyone may report (the error may come before sign-in), so it is
 * rate limited and bounded (the schema's lengths), and the answer is an empty 204: nothing of the
 * report is sent back.
 */
import type { FastifyInstance } from 'fastify';
import { reportClientErrorRoute } from 'shared-contracts/api/client-errors';
import { mount } from '../http/mount';

/** Per client address (per account when signed in): a page in trouble reports a few, not a flood. */
export const CLIENT_ERROR_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export default async function clientErrors(app: FastifyInstance) {
  mount(
    app,
    reportClientErrorRoute,
    async ({ request, reply, body }) => {
      request.log.error({ clientError: { ...body, userAgent: request.headers['user-agent']?.slice(0, 300) } }, `client error ${body.id}: ${body.message.slice(0, 200)}`);
      return reply.code(204).send();
    },
    { rateLimit: CLIENT_ERROR_RATE_LIMIT },
  );
}
