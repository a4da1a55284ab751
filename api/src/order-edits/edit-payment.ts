/**
 * An edit's difference paid (the payment page's dialog, or the provider's webhook, which finds the
 * link by its provider order: checkout/payment.ts). Under the order's lock the edit is applied: the
 * units it dropped go back (those it added were held when it was made), the invoice is re-issued
 * (edits.ts applyRevision), the order takes its new lines; the attempt is recorded in the order. A
 * repeat changes nothing; an edit no longer waiting (replaced, expired, the order shipped meanwhile)
 * gets the money back through the provider, asked last.
 */
import { eq } from 'drizzle-orm';
import { orderEdits } from '../db/schema';
import { announce, PROVIDER_ACTOR } from '../orders/lifecycle';
import { getOrderRow, insertHistory, recordPaymentAttempt } from '../orders/repository';
import type { Services } from '../services';
import { applyRevision } from './edits';
import { findPaymentLinkByProviderOrder, getPaymentLink, updatePaymentLink, type PaymentLinkRow } from './links';
import { giveUnits, stockChange } from './pricing';

export async function markEditLinkPaid(services: Services, link: PaymentLinkRow, paymentId: string): Promise<void> {
  const changed = await services.db.transaction(async (tx) => {
    const order = (await getOrderRow(tx, link.orderId, { forUpdate: true }))!;
    const current = (await getPaymentLink(tx, link.id, { forUpdate: true }))!;
    if (current.paymentId) return undefined; // a repeat
    const [edit] = current.editId ? await tx.select().from(orderEdits).where(eq(orderEdits.id, current.editId)) : [];
    const waiting = current.status === 'open' && edit?.status === 'awaiting_payment' && (order.fulfilmentStatus === 'unfulfilled' || order.fulfilmentStatus === 'packed');
    await recordPaymentAttempt(tx, { paymentId, orderId: order.id, providerOrderId: current.providerOrderId ?? '', status: 'paid' });
    if (!waiting || !edit) {
      await updatePaymentLink(tx, link.id, { status: 'cancelled', paymentId });
      await insertHistory(tx, [{ orderId: order.id, axis: 'payment', from: order.paymentStatus, to: order.paymentStatus, actor: PROVIDER_ACTOR, note: `edit link ${link.id}: paid after it closed, refunded automatically` }]);
      await services.payments.refund({ paymentId, amount: current.amount });
      return undefined;
    }
    const { give } = stockChange(order.lines, edit.after.lines);
    await giveUnits(tx, give);
    const applied = await applyRevision(tx, services, order, edit.after, edit.id, PROVIDER_ACTOR, 'edited before dispatch, difference paid');
    await tx.update(orderEdits).set({ status: 'applied', creditNoteId: applied.creditNoteId, updatedAt: new Date().toISOString() }).where(eq(orderEdits.id, edit.id));
    await updatePaymentLink(tx, link.id, { status: 'paid', paymentId });
    return applied.order;
  });
  if (changed) await announce(services, 'order.updated', changed);
}

/** The provider's webhook for a provider order no order has: an edit link's, paid in full. True when it was one. */
export async function handleEditLinkPayment(services: Services, providerOrderId: string, payment: { id: string; amount: number }): Promise<boolean> {
  const link = await findPaymentLinkByProviderOrder(services.db, providerOrderId);
  if (!link || link.purpose !== 'edit') return false;
  if (payment.amount === link.amount) await markEditLinkPaid(services, link, payment.id);
  return true;
}
