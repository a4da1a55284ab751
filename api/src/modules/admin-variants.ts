/** Admin: a product's options and variant grid (versioned like the product), and each variant's stock adjustments. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import type { AdminContext } from '../admin/product-workflows';
import { adjustVariantStock, saveVariants } from '../admin/variant-workflows';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import type { Caller } from '../identity/identity';

export default async function adminVariants(app: FastifyInstance) {
  const context = (request: FastifyRequest, actor: Caller): AdminContext => ({ services: app.services, actor, lng: requestLanguage(request) });

  mount(app, routes.adminSaveVariants, async ({ request, user, params, body }) => saveVariants(context(request, user), params.id, body));

  mount(app, routes.adminAdjustVariantStock, async ({ request, user, params, body }) =>
    adjustVariantStock(context(request, user), params.id, params.variantId, body),
  );
}
