/**
 * Workflow `pay a payment link` (issue 35 items 3 and 4): the customer opens the shop's payment
 * page from the link staff sent (no session: the link's token, 403 on `token` for a wrong one) and
 * pays with the usual methods through the provider's dialog.
 *
 *   read     the amount, what the order holds, and whether the link is still open
 *   pay      the provider order to open the dialog with: a draft's is the order's own (paid, the
 *            payment's lifecycle makes it an ordinary order: confirmed, invoice, mails, stock
 *            sold: checkout/payment.ts markPaid); an edit's difference has its own. Expired,
 *            paid, or its order cancelled: 409 order_not_payable
 *   verify   the dialog's signed result (the provider's webhook reaches the same step through
 *            payment.ts handlePaymentWebhook: `markLinkPaid`)
 *   expire   the sweep closes links whose time ended: an edit's held units go back (a draft's
 *            order is cancelled by the reservation sweep at the same moment, its stock back)
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentLinkPage, payLinkVerifySchema } from 'shared-contracts/api/draft-orders';
import type { ProviderOrder } from 'shared-contracts/api/checkout';
import { CURRENCY } from 'shared-contracts/domain/money';
import { acceptsPayment, amountPayable, isAwaitingPayment } from 'shared-contracts/domain/order';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/i18n/locales';
import { markPaid } from '../checkout/payment';
import { orderEdits } from '../db/schema';
import { isoTime } from '../db/timestamps';
import { HttpError } from '../http/errors';
import { SYSTEM_ACTOR } from '../orders/lifecycle';
import { orderNumber } from '../orders/dto';
import { getOrderRow, insertHistory, type OrderRow } from '../orders/repository';
import type { Services } from '../services';
import { markEditLinkPaid } from './edit-payment';
import { expiredOpenLinks, getPaymentLink, isPaymentLinkToken, updatePaymentLink, type PaymentLinkRow } from './links';
import { tr } from './order-edits.messages';
import { giveUnits } from './pricing';

/** How often the app closes links whose time ended. */
export const PAYMENT_LINK_SWEEP_MS = 60_000;

async function linkAndOrder(services: Services, id: string, token: string, lng: Locale): Promise<{ link: PaymentLinkRow; order: OrderRow }> {
  const link = await getPaymentLink(services.db, id);
  const order = link ? await getOrderRow(services.db, link.orderId) : undefined;
  if (!link || !order || !isPaymentLinkToken(order, link.id, token)) throw new HttpError('forbidden', { token: [tr('refusal.link', lng)] });
  return { link, order };
}

/** Still payable: open, in time, and (a draft's) its order still awaiting payment. */
function payable(link: PaymentLinkRow, order: OrderRow, now = new Date()): boolean {
  if (link.status !== 'open' || new Date(link.expiresAt) <= now) return false;
  return link.purpose === 'edit' || (acceptsPayment(order) && isAwaitingPayment(order));
}

function page(link: PaymentLinkRow, order: OrderRow): PaymentLinkPage {
  // a draft's link is paid once its order is (by the dialog, or the provider's webhook)
  const status = link.purpose === 'order' && link.status === 'open' && !isAwaitingPayment(order) ? (acceptsPayment(order) ? 'paid' : 'expired') : link.status;
  return {
    link: { id: link.id, orderId: link.orderId, purpose: link.purpose, amount: link.amount, status, expiresAt: isoTime(link.expiresAt) },
    order: {
      id: order.id,
      number: orderNumber(order.number),
      lines: order.lines,
      shipping: order.shipping,
      totals: order.totals,
      currency: order.currency,
      status: order.status,
      paymentStatus: order.paymentStatus,
    },
    language: isLocale(order.language) ? order.language : DEFAULT_LOCALE,
  };
}

export async function readPaymentLink(services: Services, id: string, token: string, lng: Locale): Promise<PaymentLinkPage> {
  const { link, order } = await linkAndOrder(services, id, token, lng);
  return page(link, order);
}

export async function payPaymentLink(services: Services, id: string, token: string, lng: Locale): Promise<ProviderOrder> {
  const { link, order } = await linkAndOrder(services, id, token, lng);
  if (!payable(link, order)) throw new HttpError('order_not_payable', { token: [tr('refusal.link_closed', lng)] });
  const providerOrderId = link.purpose === 'order' ? order.providerOrderId : link.providerOrderId;
  if (!providerOrderId) throw new HttpError('payment_failed');
  return {
    provider: services.payments.name,
    keyId: services.payments.keyId,
    providerOrderId,
    amount: link.purpose === 'order' ? amountPayable(order) : link.amount,
    currency: CURRENCY,
    name: services.config.seller.legalName,
    description: `Order ${orderNumber(order.number)}`,
    prefill: { name: order.shippingAddress.name, ...(order.email ? { email: order.email } : {}), contact: order.shippingAddress.phone },
  };
}

export async function verifyPaymentLink(services: Services, id: string, token: string, result: z.output<typeof payLinkVerifySchema>, lng: Locale): Promise<PaymentLinkPage> {
  const { link } = await linkAndOrder(services, id, token, lng);
  const order = (await getOrderRow(services.db, link.orderId))!;
  const providerOrderId = link.purpose === 'order' ? order.providerOrderId : link.providerOrderId;
  const valid = providerOrderId !== null && services.payments.verifyPaymentSignature({ providerOrderId, paymentId: result.paymentId, signature: result.signature });
  if (!valid) throw new HttpError('invalid_signature');
  await markLinkPaid(services, link, result.paymentId);
  const after = await getPaymentLink(services.db, id);
  return page(after!, (await getOrderRow(services.db, link.orderId))!);
}

/**
 * Money came in for a link (the dialog's result; the provider's webhook finds a draft's order by its
 * provider order and an edit's link through edit-payment.ts). A draft's: the order's payment
 * lifecycle (markPaid) makes it an ordinary order. An edit's: edit-payment.ts markEditLinkPaid.
 */
export async function markLinkPaid(services: Services, link: PaymentLinkRow, paymentId: string): Promise<void> {
  if (link.purpose === 'edit') return markEditLinkPaid(services, link, paymentId);
  await markPaid(services, link.orderId, paymentId);
  const order = await getOrderRow(services.db, link.orderId);
  if (order && !isAwaitingPayment(order) && acceptsPayment(order)) await updatePaymentLink(services.db, link.id, { status: 'paid', paymentId });
}

/**
 * Closes links whose time ended before `now`: an edit's held units go back, the edit expires and
 * the order stays as it was; a draft's link is marked expired (its order's hold ends at the same
 * time, and the reservation sweep cancels it). Returns the links closed.
 */
export async function expirePaymentLinks(services: Services, now = new Date()): Promise<string[]> {
  const closed: string[] = [];
  for (const link of await expiredOpenLinks(services.db, now)) {
    const done = await services.db.transaction(async (tx) => {
      const order = (await getOrderRow(tx, link.orderId, { forUpdate: true }))!;
      const current = (await getPaymentLink(tx, link.id, { forUpdate: true }))!;
      if (current.status !== 'open' || new Date(current.expiresAt) >= now) return false;
      if (current.purpose === 'edit' && current.editId) {
        const [edit] = await tx.select().from(orderEdits).where(eq(orderEdits.id, current.editId));
        if (edit?.status === 'awaiting_payment') {
          await giveUnits(tx, edit.held);
          await tx.update(orderEdits).set({ status: 'expired', updatedAt: now.toISOString() }).where(eq(orderEdits.id, edit.id));
          await insertHistory(tx, [{ orderId: link.orderId, axis: 'order', from: order.status, to: order.status, actor: SYSTEM_ACTOR, note: `edit ${edit.id}: its payment link expired unpaid, the order stays as it was` }]);
        }
      }
      await updatePaymentLink(tx, link.id, { status: 'expired' });
      return true;
    });
    if (done) closed.push(link.id);
  }
  return closed;
}
