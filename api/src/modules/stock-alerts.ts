/** Back-in-stock alerts (issue 36 item 2; stock-alerts/): asking, confirming, and the admin's waiting demand. */
import type { FastifyInstance } from 'fastify';
import { stockAlertRoutes as routes } from 'shared-contracts/api/stock-alerts';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { confirmStockAlert, requestStockAlert, stockAlertDemand } from '../stock-alerts/workflows';

export default async function stockAlerts(app: FastifyInstance) {
  const { services } = app;
  // anyone may ask, so per client address: each ask sends an e-mail to the address given
  mount(app, routes.requestStockAlert, async ({ request, body }) => requestStockAlert(services, body, requestLanguage(request)), {
    rateLimit: { max: 5, timeWindow: '1 minute' },
  });
  mount(app, routes.confirmStockAlert, async ({ body }) => confirmStockAlert(services, body.token), { rateLimit: { max: 20, timeWindow: '1 minute' } });
  mount(app, routes.adminStockAlertDemand, async () => stockAlertDemand(services.db));
}
