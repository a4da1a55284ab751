/**
 * Shipping (issue 32 item 2): Settings › Shipping's table (admin) and the delivery estimate every
 * product page and cart asks for a PIN code (public).
 */
import type { FastifyInstance } from 'fastify';
import { shippingRoutes as routes } from 'shared-contracts/api/shipping';
import { mount } from '../http/mount';
import { estimateDelivery } from '../delivery/rates';
import { getShipping, saveShipping } from '../settings/workflows';

export default async function delivery(app: FastifyInstance) {
  const { services } = app;
  mount(app, routes.adminGetShipping, async () => getShipping(services));
  mount(app, routes.adminSaveShipping, async ({ user, body }) => saveShipping(services, user, body));
  mount(app, routes.getDeliveryEstimate, async ({ query }) => estimateDelivery(services, query));
}
