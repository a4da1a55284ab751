/** Admin: the dashboard, contact messages and the audit log. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { dashboardFigures } from '../admin/dashboard';
import { listAuditLog } from '../audit/audit-log';
import { listContactMessages } from '../contact/repository';
import { mount } from '../http/mount';

export default async function adminMisc(app: FastifyInstance) {
  mount(app, routes.adminDashboard, async () => dashboardFigures(app.services));
  mount(app, routes.adminContactMessages, async ({ query }) => listContactMessages(app.services.db, query));
  mount(app, routes.adminAuditLog, async ({ query }) => listAuditLog(app.services.db, query));
}
