/** Admin: the messages sent through the contact form. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { listContactMessages } from '../contact/repository';
import { mount } from '../http/mount';

export default async function adminContactMessages(app: FastifyInstance) {
  mount(app, routes.adminContactMessages, async ({ query }) => listContactMessages(app.services.db, query));
}
