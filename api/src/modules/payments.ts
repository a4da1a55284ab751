/**
 * Payments: the provider's public settings for the browser, the checkout dialog's signed result,
 * and the provider's webhook (signature checked over the raw body, repeats ignored). With the
 * sandbox provider, its hosted side is served too (payments/sandbox-hosted.ts).
 */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from 'shared-contracts/api/checkout';
import { handlePaymentWebhook, verifyPayment } from '../checkout/payment';
import { requestUpiCollect, upiPaymentOf } from '../checkout/upi';
import { mount } from '../http/mount';
import { readSettings } from '../settings/store';
import { isSandboxProvider } from '../payments/sandbox';
import { sandboxHosted } from '../payments/sandbox-hosted';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function payments(app: FastifyInstance) {
  const { payments: provider, config } = app.services;

  mount(app, routes.paymentConfig, async () => ({
    provider: provider.name,
    keyId: provider.keyId,
    checkoutScriptUrl: provider.checkoutScriptUrl,
    sellerState: (await readSettings(app.services, 'store')).stateCode,
  }));

  mount(app, routes.verifyPayment, async ({ user, body }) => ({ order: await verifyPayment(app.services, user, body) }));

  // UPI collect requests, with a provider that takes them from the shop (the sandbox)
  mount(app, routes.upiCollect, async ({ user, body }) => requestUpiCollect(app.services, user, body));
  mount(app, routes.upiPayment, async ({ user, query }) => ({ payment: await upiPaymentOf(app.services, user, query.orderId) }));

  // Its own plugin, so the raw-body JSON parser applies to this route only: the signature is over the exact bytes sent.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    mount(
      webhook,
      routes.paymentWebhook,
      async ({ request }) =>
        handlePaymentWebhook(app.services, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: header(request.headers[WEBHOOK_SIGNATURE_HEADER]),
          eventId: header(request.headers[WEBHOOK_EVENT_ID_HEADER]),
        }),
      { rawBody: true },
    );
  });

  if (isSandboxProvider(provider)) {
    await app.register(sandboxHosted, { provider, ...config.payments.sandbox });
  }
}
