/**
 * Draft orders, order edits before dispatch and payment links (issue 35 items 3 and 4;
 * order-edits/). Also runs the timer that closes payment links whose time ended (an edit's held
 * units back), stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { draftOrderRoutes as routes } from 'shared-contracts/api/draft-orders';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { createDraftOrder, quoteDraftOrder } from '../order-edits/drafts';
import { editOrder } from '../order-edits/edits';
import { expirePaymentLinks, PAYMENT_LINK_SWEEP_MS, payPaymentLink, readPaymentLink, verifyPaymentLink } from '../order-edits/pay-links';

export default async function draftOrders(app: FastifyInstance) {
  const { services } = app;
  mount(app, routes.adminQuoteDraftOrder, async ({ request, body }) => quoteDraftOrder(services, body, requestLanguage(request)));
  mount(app, routes.adminCreateDraftOrder, async ({ request, user, body }) => createDraftOrder(services, user, body, requestLanguage(request)));
  mount(app, routes.adminEditOrder, async ({ request, user, params, body }) => editOrder(services, user, params.id, body, requestLanguage(request)));
  // the link's token is the proof: limited per client address like any unauthenticated call
  const perAddress = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  mount(app, routes.paymentLink, async ({ request, params, query }) => readPaymentLink(services, params.id, query.token, requestLanguage(request)), perAddress);
  mount(app, routes.payPaymentLink, async ({ request, params, query }) => payPaymentLink(services, params.id, query.token, requestLanguage(request)), perAddress);
  mount(app, routes.verifyPaymentLink, async ({ request, params, query, body }) => verifyPaymentLink(services, params.id, query.token, body, requestLanguage(request)), perAddress);

  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = expirePaymentLinks(services).catch((error) => app.log.error(error, 'closing expired payment links failed'));
  }, PAYMENT_LINK_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
