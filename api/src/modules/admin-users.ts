/** Admin: users, their role (the admin claim) and whether they may sign in. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { listUsers, setUserDisabled, setUserRole } from '../admin/user-workflows';
import { mount } from '../http/mount';

export default async function adminUsers(app: FastifyInstance) {
  mount(app, routes.adminListUsers, async ({ query }) => listUsers(app.services, query));
  mount(app, routes.adminSetUserRole, async ({ user, params, body }) => setUserRole(app.services, user, params.uid, body.role));
  mount(app, routes.adminDisableUser, async ({ user, params }) => setUserDisabled(app.services, user, params.uid, true));
  mount(app, routes.adminEnableUser, async ({ user, params }) => setUserDisabled(app.services, user, params.uid, false));
}
