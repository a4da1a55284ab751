/**
 * The signed-in customer's orders: the list, one of them with its payment attempts, paying or
 * cancelling one that awaits payment, and its tax invoice and credit notes (404 for anyone else's).
 */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { mount } from '../http/mount';
import { HttpError } from '../http/errors';
import { offsetOf } from '../db/paging';
import { payOrderWorkflow } from '../checkout/workflow';
import { toCustomerOrder, toOrderDto, toOrderSummary } from '../orders/dto';
import { cancelAwaitingPayment } from '../orders/customer-cancel';
import { getUserOrderRow, listPaymentAttempts, listUserOrders } from '../orders/repository';
import { readSettings, sellerOf } from '../settings/store';
import { creditNotesOf } from '../credit-notes/repository';

export default async function orders(app: FastifyInstance) {
  mount(app, routes.myOrders, async ({ user, query }) => {
    const { rows, total } = await listUserOrders(app.services.db, user.uid, { offset: offsetOf(query), limit: query.pageSize });
    return { items: rows.map(toOrderSummary), total, page: query.page, pageSize: query.pageSize };
  });
  mount(app, routes.myOrder, async ({ user, params }) => {
    const row = await getUserOrderRow(app.services.db, user.uid, params.id);
    if (!row) throw new HttpError('not_found');
    const [attempts, creditNotes] = await Promise.all([listPaymentAttempts(app.services.db, row.id), creditNotesOf(app.services.db, row)]);
    return { ...toCustomerOrder(row, attempts), creditNotes };
  });
  mount(app, routes.payMyOrder, async ({ user, params }) => payOrderWorkflow(app.services, user, params.id), {
    rateLimit: app.services.config.checkout.rateLimit,
  });
  mount(app, routes.cancelMyOrder, async ({ user, params }) => toOrderDto(await cancelAwaitingPayment(app.services, user, params.id)));
  mount(app, routes.myOrderInvoice, async ({ user, params }) => {
    const row = await getUserOrderRow(app.services.db, user.uid, params.id);
    if (!row) throw new HttpError('not_found');
    const order = { ...toOrderDto(row), creditNotes: await creditNotesOf(app.services.db, row) };
    // No money received (yet): no invoice. A declined or cancelled attempt never gets one.
    if (!order.invoice) throw new HttpError('conflict');
    return { order, seller: sellerOf(await readSettings(app.services, 'store')) };
  });
}
