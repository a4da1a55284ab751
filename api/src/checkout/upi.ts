/**
 * Workflow `upi`: paying an order awaiting payment by UPI collect request, with a provider that
 * takes them from the shop (the sandbox; Razorpay takes UPI in its own checkout dialog, and these
 * answer 404 there).
 *
 *   request   the order must still await payment (else 409 order_not_payable); its hold renewed,
 *             since the shopper now waits on their phone; the provider sends the collect request to
 *             the UPI ID (or answers the one already waiting for it: a second press, a reload)
 *   follow    the order's newest collect as the provider has it; an approved one carries the
 *             provider's signature over `order_id|payment_id`, checked as the card dialog's result
 *             is, and the order is marked paid (markPaid: once, whether this or the webhook comes
 *             first). Declined and expired collects were reported by the provider's payment.failed
 *             webhook: an attempt in the order, which waits for another collect or a card.
 *   find      after a reload: the caller's order awaiting payment whose collect request waits
 */
import type { z } from 'zod';
import type { UpiPayment, upiCollectRequestSchema } from 'shared-contracts/api/upi';
import { acceptsPayment, amountPayable, isAwaitingPayment } from 'shared-contracts/domain/order';
import { upiPayLink } from 'shared-contracts/domain/upi';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import type { OrderRow } from '../orders/lifecycle';
import { toOrderDto } from '../orders/dto';
import { getUserOrderRow } from '../orders/repository';
import type { UpiCollect, UpiCollects } from '../payments/provider';
import { SandboxUpiError } from '../payments/sandbox-upi';
import type { Services } from '../services';
import { markPaid } from './payment';
import * as repository from './repository';

export type UpiCollectValues = z.output<typeof upiCollectRequestSchema>;

function collectsOf(services: Services): UpiCollects {
  const upi = services.payments.upi;
  if (!upi) throw new HttpError('not_found');
  return upi;
}

const answer = (upi: UpiCollects, order: OrderRow, collect: UpiCollect | undefined): UpiPayment => ({
  order: toOrderDto(order),
  collect: collect ? { id: collect.id, vpa: collect.vpa, amount: collect.amount, status: collect.status, expiresAt: collect.expiresAt } : null,
  qr: upiPayLink({ payeeVpa: upi.payee.vpa, payeeName: upi.payee.name, amount: amountPayable(order), reference: order.providerOrderId ?? order.id }),
});

export async function requestUpiCollect(services: Services, caller: Caller, { orderId, vpa }: UpiCollectValues): Promise<UpiPayment> {
  const upi = collectsOf(services);
  const order = await getUserOrderRow(services.db, caller.uid, orderId);
  if (!order) throw new HttpError('not_found');
  if (!acceptsPayment(order) || !isAwaitingPayment(order) || !order.providerOrderId) throw new HttpError('order_not_payable');
  const until = new Date(Date.now() + services.config.reservationMinutes * 60_000).toISOString();
  const held = (await repository.renewHold(services.db, order.id, until)) ?? order;
  try {
    return answer(upi, held, await upi.request({ providerOrderId: order.providerOrderId, vpa }));
  } catch (error) {
    // the provider order was paid meanwhile (a card, another collect): nothing more to pay
    if (error instanceof SandboxUpiError) throw new HttpError('order_not_payable');
    throw error;
  }
}

/** The order's UPI payment as it stands; an approved collect's signed result marks it paid. */
async function follow(services: Services, upi: UpiCollects, order: OrderRow): Promise<UpiPayment> {
  const collect = order.providerOrderId ? await upi.latest(order.providerOrderId) : undefined;
  let current = order;
  if (collect?.status === 'approved' && collect.signature && order.providerOrderId) {
    const valid = services.payments.verifyPaymentSignature({ providerOrderId: order.providerOrderId, paymentId: collect.paymentId, signature: collect.signature });
    if (valid) current = await markPaid(services, order.id, collect.paymentId);
  }
  return answer(upi, current, collect);
}

export async function upiPaymentOf(services: Services, caller: Caller, orderId: string | undefined): Promise<UpiPayment | null> {
  const upi = collectsOf(services);
  if (orderId) {
    const order = await getUserOrderRow(services.db, caller.uid, orderId);
    if (!order) throw new HttpError('not_found');
    return order.providerOrderId ? follow(services, upi, order) : null;
  }
  for (const order of await repository.listOrdersAwaitingPayment(services.db, caller.uid, new Date())) {
    if (!order.providerOrderId) continue;
    const collect = await upi.latest(order.providerOrderId);
    if (collect?.status === 'pending') return answer(upi, order, collect);
  }
  return null;
}
