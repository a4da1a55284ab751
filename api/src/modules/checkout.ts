/**
 * Checkout: the order priced, taxed and reserved by the server (checkout/workflow.ts). Also runs the
 * timer that ends the stock holds of unpaid orders, stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { releaseExpiredReservations, RESERVATION_SWEEP_MS } from '../checkout/reservations';
import { checkoutWorkflow } from '../checkout/workflow';
import { mount } from '../http/mount';
import { requestLanguage } from '../http/language';
import { addressKey } from '../http/rate-limit';

export default async function checkout(app: FastifyInstance) {
  mount(app, routes.checkout, async ({ request, user, body }) => checkoutWorkflow(app.services, user, body, requestLanguage(request), { address: addressKey(request.ip) }), {
    rateLimit: app.services.config.checkout.rateLimit,
  });

  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = releaseExpiredReservations(app.services).catch((error) => app.log.error(error, 'releasing expired reservations failed'));
  }, RESERVATION_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
