/** The catalogue as shoppers see it: published products (list and one by slug) and the categories. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { toCategory, toPublicProduct } from '../catalogue/mapping';
import { findPublishedProduct, listCategories, listPublishedProducts } from '../catalogue/repository';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';

export default async function catalogue(app: FastifyInstance) {
  mount(app, routes.listProducts, async ({ query }) => {
    const { sort, page, pageSize, ...filter } = query;
    const { rows, total } = await listPublishedProducts(app.services.db, filter, { sort, page, pageSize });
    return { items: rows.map(toPublicProduct), total, page, pageSize };
  });

  mount(app, routes.getProduct, async ({ params }) => {
    const found = await findPublishedProduct(app.services.db, params.slug);
    if (!found) throw new HttpError('not_found');
    return { product: toPublicProduct(found.product), category: toCategory(found.category) };
  });

  mount(app, routes.listCategories, async () => {
    const rows = await listCategories(app.services.db);
    return { items: rows.map(toCategory) };
  });
}
