/**
 * Admin: the Settings page (issue 23 items 1-3): store details, order notifications and webhooks,
 * admin access, checkout (the guest share); and this instance's webhook delivery worker, polling
 * like the mail worker (config.mail.pollMs; 0 stops it and tests drive it) and stopped when the app
 * closes.
 */
import type { FastifyInstance } from 'fastify';
import { settingsRoutes as routes, storeRoutes } from 'shared-contracts/api/settings';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { clientAddress } from '../security/admin-allow-list';
import {
  createWebhook,
  deleteWebhook,
  getAccess,
  getCheckoutSettings,
  getNotifications,
  getPreviews,
  getPublicStore,
  getStoreDetails,
  saveAccess,
  saveCheckoutSettings,
  saveNotifications,
  savePreviews,
  saveStoreDetails,
  testWebhook,
  webhookDeliveries,
} from '../settings/workflows';
import { deliveryWorker } from '../webhooks/worker';

export default async function settings(app: FastifyInstance) {
  const { services } = app;
  mount(app, routes.adminGetStoreDetails, async () => getStoreDetails(services));
  mount(app, routes.adminSaveStoreDetails, async ({ user, body }) => saveStoreDetails(services, user, body));
  mount(app, routes.adminGetNotifications, async () => getNotifications(services));
  mount(app, routes.adminSaveNotifications, async ({ request, user, body }) => saveNotifications(services, user, body, requestLanguage(request)));
  mount(app, routes.adminCreateWebhook, async ({ request, user, body }) => createWebhook(services, user, body, requestLanguage(request)), { status: 201 });
  mount(app, routes.adminDeleteWebhook, async ({ user, params }) => deleteWebhook(services, user, params.id));
  mount(app, routes.adminTestWebhook, async ({ params }) => testWebhook(services, params.id), { status: 202 });
  mount(app, routes.adminWebhookDeliveries, async ({ params }) => webhookDeliveries(services, params.id));
  mount(app, routes.adminGetAccess, async ({ request }) => getAccess(services, clientAddress(request)));
  mount(app, routes.adminSaveAccess, async ({ request, user, body }) => saveAccess(services, user, body, clientAddress(request)));
  mount(app, routes.adminGetCheckoutSettings, async () => getCheckoutSettings(services));
  mount(app, routes.adminSaveCheckoutSettings, async ({ user, body }) => saveCheckoutSettings(services, user, body));
  mount(app, routes.adminGetPreviews, async ({ user }) => getPreviews(services, user));
  mount(app, routes.adminSavePreviews, async ({ user, body }) => savePreviews(services, user, body));
  // every page's footer, titles and contact page (the server's rendering asks too, then the page carries it)
  mount(app, storeRoutes.getStore, async () => getPublicStore(services));

  const pollMs = services.config.mail.pollMs;
  if (!pollMs) return;
  const worker = deliveryWorker(services, undefined, { log: app.log });
  let round: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round = worker
      .deliverDue()
      .catch((error) => app.log.error(error, 'webhook deliveries failed'))
      .finally(() => (running = false));
  }, pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
