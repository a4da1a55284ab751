/** Admin: the dashboard's figures. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { dashboardFigures } from '../admin/dashboard';
import { mount } from '../http/mount';

export default async function adminDashboard(app: FastifyInstance) {
  mount(app, routes.adminDashboard, async () => dashboardFigures(app.services));
}
