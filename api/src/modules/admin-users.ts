/** Admin: users, their role (the staff role claim) and whether they may sign in; the staff: list, invite, remove. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { staffRoutes } from 'shared-contracts/api/staff';
import { listUsers, setUserDisabled, setUserRole } from '../admin/user-workflows';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { inviteStaff, listStaff, removeStaff } from '../staff/staff';

export default async function adminUsers(app: FastifyInstance) {
  mount(app, routes.adminListUsers, async ({ query }) => listUsers(app.services, query));
  mount(app, routes.adminSetUserRole, async ({ request, user, params, body }) => setUserRole(app.services, user, params.uid, body.role, requestLanguage(request)));
  mount(app, routes.adminDisableUser, async ({ request, user, params }) => setUserDisabled(app.services, user, params.uid, true, requestLanguage(request)));
  mount(app, routes.adminEnableUser, async ({ request, user, params }) => setUserDisabled(app.services, user, params.uid, false, requestLanguage(request)));
  mount(app, staffRoutes.adminListStaff, async () => listStaff(app.services));
  mount(app, staffRoutes.adminInviteStaff, async ({ request, user, body }) => inviteStaff(app.services, user, body, requestLanguage(request)), {
    status: 201,
    rateLimit: { max: 30, timeWindow: '1 hour' },
  });
  mount(app, staffRoutes.adminRemoveStaff, async ({ request, user, params }) => removeStaff(app.services, user, params.uid, requestLanguage(request)));
}
