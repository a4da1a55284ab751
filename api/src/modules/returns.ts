/**
 * Returns (issue 33 items 1, 2, 6; returns/): the merchant's settings and the policy page's answer,
 * the customer's request from My orders, and the admin's Returns section.
 */
import type { FastifyInstance } from 'fastify';
import { returnRoutes as routes } from 'shared-contracts/api/returns';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { saveSection } from '../settings/workflows';
import { approveReturn, linkOrderReturns, listAdminReturns, orderReturns, receiveReturn, refundReturn, rejectReturn, requestReturn, returnPolicy, returnSettings } from '../returns/workflows';

export default async function returns(app: FastifyInstance) {
  const { services } = app;
  mount(app, routes.adminGetReturnSettings, async () => returnSettings(services));
  mount(app, routes.adminSaveReturnSettings, async ({ user, body }) => {
    await saveSection(services, user, 'returns', body);
    return returnSettings(services);
  });
  mount(app, routes.returnPolicy, async () => returnPolicy(services));
  mount(app, routes.myOrderReturns, async ({ request, user, params }) => orderReturns(services, user, params.id, requestLanguage(request)));
  mount(app, routes.requestReturn, async ({ request, user, params, body }) => requestReturn(services, user, params.id, body, requestLanguage(request)), {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  // a guest order's e-mail link: its token is the proof; limited per client address like any unauthenticated call
  mount(app, routes.linkOrderReturns, async ({ request, params, query }) => linkOrderReturns(services, params.id, query.token, requestLanguage(request)), {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  mount(app, routes.requestReturnByLink, async ({ request, params, query, body }) => requestReturn(services, { linkToken: query.token }, params.id, body, requestLanguage(request)), {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  mount(app, routes.adminListReturns, async ({ query }) => listAdminReturns(services, query));
  mount(app, routes.adminApproveReturn, async ({ request, user, params, body }) => approveReturn(services, user, params.id, body, requestLanguage(request)));
  mount(app, routes.adminRejectReturn, async ({ user, params, body }) => rejectReturn(services, user, params.id, body));
  mount(app, routes.adminReceiveReturn, async ({ request, user, params, body }) => receiveReturn(services, user, params.id, body, requestLanguage(request)));
  mount(app, routes.adminRefundReturn, async ({ request, user, params, body }) => refundReturn(services, user, params.id, body, requestLanguage(request)));
}
