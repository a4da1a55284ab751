/**
 * Cart reminders (issue 36 item 3; cart-reminders/): a guest's address for them from the payment
 * step, the reminder's restore link and one-click unsubscribe (a token, no session; limited per
 * client address), the merchant's settings and the counts. The reminders themselves are queued on
 * the mail worker's rounds (modules/mail.ts).
 */
import type { FastifyInstance } from 'fastify';
import { cartReminderRoutes as routes } from 'shared-contracts/api/cart-reminders';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { saveSection } from '../settings/workflows';
import { cartReminderReport, cartReminderSettings, restoreRemindedCart, saveContact, unsubscribe } from '../cart-reminders/workflows';

const LINK_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export default async function cartReminders(app: FastifyInstance) {
  const { services } = app;
  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form (this plugin's routes only)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  mount(app, routes.saveCartContact, async ({ request, user, body }) => saveContact(services, user, body, requestLanguage(request)), { rateLimit: LINK_RATE_LIMIT });
  mount(app, routes.restoreRemindedCart, async ({ request, params, query }) => restoreRemindedCart(services, params.id, query.token, requestLanguage(request)), {
    rateLimit: LINK_RATE_LIMIT,
  });
  mount(app, routes.unsubscribeCartReminders, async ({ request, params, query }) => unsubscribe(services, params.id, query.token, requestLanguage(request)), {
    rateLimit: LINK_RATE_LIMIT,
  });
  mount(app, routes.adminGetCartReminderSettings, async () => cartReminderSettings(services));
  mount(app, routes.adminSaveCartReminderSettings, async ({ user, body }) => {
    await saveSection(services, user, 'cartReminders', body);
    return cartReminderSettings(services);
  });
  mount(app, routes.adminCartReminderReport, async ({ query }) => cartReminderReport(services, query.days));
}
