/** Admin: the categories' names and descriptions in every language (admin/category-workflows.ts). */
import type { FastifyInstance } from 'fastify';
import { categoryRoutes as routes } from 'shared-contracts/api/categories';
import { listAdminCategories, updateCategory } from '../admin/category-workflows';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';

export default async function adminCategories(app: FastifyInstance) {
  mount(app, routes.adminListCategories, async () => ({ items: await listAdminCategories(app.services.db) }));
  mount(app, routes.adminUpdateCategory, async ({ request, user, params, body }) => updateCategory(app.services.db, user, requestLanguage(request), params.id, body));
}
