/** Admin: products, published or not, with exact stock; create, update (versioned), adjust stock, publish, delete, upload images. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { IMAGE_UPLOAD_FIELDS, MAX_IMAGE_BYTES } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import * as products from '../admin/product-workflows';
import { listAllProducts, findProductById } from '../admin/products-repository';
import { toProduct } from '../catalogue/mapping';
import { HttpError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import type { Caller } from '../identity/identity';

/** The one file of an upload and its alt text; the multipart limits answer 413 for a bigger file or a second one. */
async function readUpload(request: FastifyRequest): Promise<{ file?: products.UploadedFile; alt: string }> {
  if (!request.isMultipart()) throw new HttpError('unsupported_media_type');
  let file: products.UploadedFile | undefined;
  let alt = '';
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === IMAGE_UPLOAD_FIELDS.file && data.byteLength > 0) file = { data, contentType: part.mimetype };
    } else if (part.fieldname === IMAGE_UPLOAD_FIELDS.alt) {
      alt = String(part.value ?? '');
    }
  }
  return { file, alt };
}

export default async function adminProducts(app: FastifyInstance) {
  // only in this plugin's scope: no other route accepts multipart bodies
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 2048 } });

  const context = (request: FastifyRequest, actor: Caller): products.AdminContext => ({ services: app.services, actor, lng: requestLanguage(request) });

  mount(app, routes.adminListProducts, async ({ query }) => {
    const { rows, total } = await listAllProducts(app.services.db, query);
    return { items: rows.map(toProduct), total, page: query.page, pageSize: query.pageSize };
  });

  mount(app, routes.adminGetProduct, async ({ params }) => {
    const row = await findProductById(app.services.db, params.id);
    if (!row) throw new HttpError('not_found');
    return toProduct(row);
  });

  mount(app, routes.adminCreateProduct, async ({ request, user, body }) => products.createProduct(context(request, user), body), { status: 201 });

  mount(app, routes.adminUpdateProduct, async ({ request, user, params, body }) => products.updateProduct(context(request, user), params.id, body));

  mount(app, routes.adminAdjustStock, async ({ request, user, params, body }) => products.adjustStock(context(request, user), params.id, body));

  mount(app, routes.adminPublishProduct, async ({ request, user, params }) => products.setPublished(context(request, user), params.id, true));

  mount(app, routes.adminUnpublishProduct, async ({ request, user, params }) => products.setPublished(context(request, user), params.id, false));

  mount(app, routes.adminDeleteProduct, async ({ request, user, params }) => {
    await products.deleteProduct(context(request, user), params.id);
    return { deleted: true as const };
  });

  mount(
    app,
    routes.adminUploadProductImage,
    async ({ request, user, params }) => {
      const { file, alt } = await readUpload(request);
      return products.uploadProductImage(context(request, user), params.id, file, alt);
    },
    { rawBody: true, status: 201 },
  );
}
