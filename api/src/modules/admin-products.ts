/**
 * Admin: products, published or not, with exact stock; create, update (versioned), adjust stock,
 * publish, delete, arrange images (order, removal, alt texts). Uploads go through the storage API
 * (modules/storage.ts), which appends each image to its product.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productImagesRoutes } from 'shared-contracts/api/product-images';
import { routes } from 'shared-contracts/api/routes';
import { setProductImages } from '../admin/product-images';
import * as products from '../admin/product-workflows';
import { listAllProducts, findProductById } from '../admin/products-repository';
import { toProduct } from '../catalogue/mapping';
import { listWithVariants, withVariants } from '../catalogue/variants';
import { HttpError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import type { Caller } from '../identity/identity';

export default async function adminProducts(app: FastifyInstance) {
  const context = (request: FastifyRequest, actor: Caller): products.AdminContext => ({ services: app.services, actor, lng: requestLanguage(request) });

  mount(app, routes.adminListProducts, async ({ query }) => {
    const { rows, total } = await listAllProducts(app.services.db, query);
    return { items: await listWithVariants(app.services.db, rows.map(toProduct)), total, page: query.page, pageSize: query.pageSize };
  });

  mount(app, routes.adminGetProduct, async ({ params }) => {
    const row = await findProductById(app.services.db, params.id);
    if (!row) throw new HttpError('not_found');
    return withVariants(app.services.db, toProduct(row));
  });

  mount(app, routes.adminCreateProduct, async ({ request, user, body }) => products.createProduct(context(request, user), body), { status: 201 });

  mount(app, routes.adminUpdateProduct, async ({ request, user, params, body }) =>
    withVariants(app.services.db, await products.updateProduct(context(request, user), params.id, body)),
  );

  mount(app, routes.adminAdjustStock, async ({ request, user, params, body }) => products.adjustStock(context(request, user), params.id, body));

  mount(app, routes.adminPublishProduct, async ({ request, user, params }) => products.setPublished(context(request, user), params.id, true));

  mount(app, routes.adminUnpublishProduct, async ({ request, user, params }) => products.setPublished(context(request, user), params.id, false));

  mount(app, routes.adminDeleteProduct, async ({ request, user, params }) => {
    await products.deleteProduct(context(request, user), params.id);
    return { deleted: true as const };
  });

  mount(app, productImagesRoutes.adminSetProductImages, async ({ request, user, params, body }) => setProductImages(context(request, user), params.id, body));
}
