/** Admin: orders, filtered and searched; one with its customer and history; status changes; shipping; refunds. */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { changeOrderStatus, getAdminOrder, listAdminOrders, refundOrder, shipOrder } from '../admin/order-workflows';
import { requestLanguage } from '../http/language';
import { mount, requirePermission } from '../http/mount';

export default async function adminOrders(app: FastifyInstance) {
  mount(app, routes.adminListOrders, async ({ query }) => listAdminOrders(app.services, query));
  mount(app, routes.adminGetOrder, async ({ params }) => getAdminOrder(app.services, params.id));
  mount(app, routes.adminChangeOrderStatus, async ({ request, user, params, body }) => {
    // the route takes orders or fulfilment; the axis says which: cancelling is the orders', packing, delivery and cash at the door the fulfilment's
    requirePermission(request, user, body.axis === 'order' ? 'orders' : 'fulfilment');
    return changeOrderStatus(app.services, user, params.id, body, requestLanguage(request));
  });
  mount(app, routes.adminShipOrder, async ({ user, params, body }) => shipOrder(app.services, user, params.id, body));
  mount(app, routes.adminRefundOrder, async ({ request, user, params, body }) => refundOrder(app.services, user, params.id, body, requestLanguage(request)));
}
