/**
 * Cash on delivery (issue 32 item 3, cod/): the merchant's settings, the payment step's offer, and
 * the shopper's confirmation of a COD order, from My orders or from its e-mail's link.
 */
import type { FastifyInstance } from 'fastify';
import { codRoutes as routes } from 'shared-contracts/api/cod';
import { confirmCodByLink, confirmCodOrder, codOffer } from '../cod/workflows';
import { codSettings } from '../cod/rules';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { saveSection } from '../settings/workflows';

export default async function cod(app: FastifyInstance) {
  const { services } = app;
  mount(app, routes.adminGetCodSettings, async () => codSettings(services));
  mount(app, routes.adminSaveCodSettings, async ({ user, body }) => {
    await saveSection(services, user, 'cod', body);
    return codSettings(services);
  });
  mount(app, routes.codOffer, async ({ request, user, query }) => codOffer(services, user, query, requestLanguage(request)));
  mount(app, routes.confirmCodOrder, async ({ user, params }) => confirmCodOrder(services, user, params.id));
  // the link's token is the proof; limited per client address like any unauthenticated write
  mount(app, routes.confirmCodByLink, async ({ body }) => confirmCodByLink(services, body), { rateLimit: { max: 20, timeWindow: '1 minute' } });
}
