/** The catalogue as shoppers see it: published products (list and one by slug) and the categories. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import type { ProductDetail } from 'shared-contracts/api/catalogue';
import type { Db } from '../db/database';
import { toCategory, toPublicProduct } from '../catalogue/mapping';
import { findPublishedProduct, listCategories, listPublishedProducts } from '../catalogue/repository';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';

/** A published product as GET /catalogue/products/:slug answers it, or undefined: also what the
 *  page server (deploy/local/head.ts) describes a product page with, and its 404. */
export async function publishedProductDetail(db: Db, slug: string): Promise<ProductDetail | undefined> {
  const found = await findPublishedProduct(db, slug);
  return found && { product: toPublicProduct(found.product), category: toCategory(found.category) };
}

export default async function catalogue(app: FastifyInstance) {
  mount(app, routes.listProducts, async ({ query }) => {
    const { sort, page, pageSize, ...filter } = query;
    const { rows, total } = await listPublishedProducts(app.services.db, filter, { sort, page, pageSize });
    return { items: rows.map(toPublicProduct), total, page, pageSize };
  });

  mount(app, routes.getProduct, async ({ params }) => {
    const detail = await publishedProductDetail(app.services.db, params.slug);
    if (!detail) throw new HttpError('not_found');
    return detail;
  });

  mount(app, routes.listCategories, async () => {
    const rows = await listCategories(app.services.db);
    return { items: rows.map(toCategory) };
  });
}
