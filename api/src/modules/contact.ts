/** The contact form: anyone may write; a signed-in sender's account is recorded with the message. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { saveContactMessage } from '../contact/repository';
import { mount } from '../http/mount';

/** Per client address (per account when signed in): enough for a person with a follow-up, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export default async function contact(app: FastifyInstance) {
  mount(
    app,
    routes.sendContactMessage,
    async ({ body, user }) => saveContactMessage(app.services.db, body, user?.uid ?? null),
    { status: 201, rateLimit: CONTACT_RATE_LIMIT },
  );
}
