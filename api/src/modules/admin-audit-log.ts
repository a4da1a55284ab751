/** Admin: the audit log of what admins changed. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { listAuditLog } from '../audit/audit-log';
import { mount } from '../http/mount';

export default async function adminAuditLog(app: FastifyInstance) {
  mount(app, routes.adminAuditLog, async ({ query }) => listAuditLog(app.services.db, query));
}
