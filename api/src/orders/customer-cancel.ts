/**
 * Workflow `cancelAwaitingPayment`: a customer cancels one of their own orders while it awaits
 * payment (AWAITING_PAYMENT in the shared order rules), e.g. to place another one within the
 * unpaid-order cap. The lifecycle moves it to cancelled under the row lock and puts its stock back
 * (orders/lifecycle.ts). Once money is in (authorized or paid) it is the shop's to cancel and refund.
 */
import { isAwaitingPayment } from 'shared-contracts/domain/order';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import type { Services } from '../services';
import { changeOrder, type OrderRow } from './lifecycle';
import { getUserOrderRow } from './repository';

/** The order, cancelled; a repeat answers it unchanged. Anyone else's order: 404. */
export async function cancelAwaitingPayment(services: Services, caller: Caller, orderId: string): Promise<OrderRow> {
  if (!(await getUserOrderRow(services.db, caller.uid, orderId))) throw new HttpError('not_found');
  const { order } = await changeOrder(services, orderId, caller.uid, (row) => {
    if (row.status === 'cancelled') return null;
    // decided under the lock: a payment may have come in since the customer opened the page
    if (!isAwaitingPayment(row)) throw new HttpError('invalid_transition', { to: ['order.transition_not_allowed'] });
    return { moves: [{ axis: 'order', to: 'cancelled' }] };
  });
  return order;
}
