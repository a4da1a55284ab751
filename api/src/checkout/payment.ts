/**
 * Workflows of a payment's outcome, whichever way it arrives: the checkout dialog's signed result
 * (`verifyPayment`) or the provider's signed webhook (`handlePaymentWebhook`). Both end in the same
 * two steps, each harmless when repeated:
 *   markPaid    payment paid, order confirmed, the stock kept for good, the cart emptied; for an
 *               order no longer payable (cancelled: another checkout replaced it, its hold ended,
 *               the customer cancelled it) the money is given back at once (refundUnpayable)
 *   markFailed  a card declined: the order keeps waiting, with its stock, for the next card (the
 *               dialog lets the shopper try again, and so does Pay again or My orders' Pay now)
 * Each records a payment attempt inside the order (one per provider payment id).
 * Nothing is accepted without a valid signature made with the provider's secret.
 */
import type { z } from 'zod';
import { PAYMENT_WEBHOOK_EVENTS, paymentWebhookSchema, type verifyPaymentRequestSchema } from 'shared-contracts/api/checkout';
import type { Order } from 'shared-contracts/domain/order';
import { acceptsPayment, amountPayable, canTransition, type OrderMove } from 'shared-contracts/domain/order';
import { i18n } from 'shared-contracts/platform/i18n';
import { DEFAULT_LOCALE, isLocale } from 'shared-contracts/i18n/locales';
import { recordAudit } from '../audit/audit-log';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { changeOrder, PROVIDER_ACTOR, SYSTEM_ACTOR, type OrderChange, type OrderRow } from '../orders/lifecycle';
import { toOrderDto } from '../orders/dto';
import { queueOrderMail } from '../mail/order-mails';
import { queueOrderNotifications } from '../webhooks/events';
import { getUserOrderRow, recordPaymentAttempt } from '../orders/repository';
import type { Services } from '../services';
import * as repository from './repository';
import { handleEditLinkPayment } from '../order-edits/edit-payment';

export type VerifyPaymentValues = z.output<typeof verifyPaymentRequestSchema>;

/** The dialog's result for one of the caller's orders: accepted only with the provider's signature. */
export async function verifyPayment(services: Services, caller: Caller, input: VerifyPaymentValues): Promise<Order> {
  const order = await getUserOrderRow(services.db, caller.uid, input.orderId);
  if (!order) throw new HttpError('not_found');
  const valid =
    order.providerOrderId !== null &&
    services.payments.verifyPaymentSignature({ providerOrderId: order.providerOrderId, paymentId: input.paymentId, signature: input.signature });
  if (!valid) throw new HttpError('invalid_signature');
  return toOrderDto(await markPaid(services, order.id, input.paymentId));
}

/**
 * Payment captured: paid, and the order confirmed if it is still waiting. A repeat changes nothing
 * (decided under the order's lock: the dialog and the webhook may report the same payment at once).
 * Entering paid numbers the invoice and tells the shop's webhooks; entering confirmed empties the
 * cart and queues the confirmation e-mail with that invoice number (orders/on-enter.ts).
 */
export async function markPaid(services: Services, orderId: string, paymentId: string): Promise<OrderRow> {
  const { order } = await changeOrder(services, orderId, PROVIDER_ACTOR, (row) => {
    if (!canTransition(row, 'payment', 'paid').ok) return null;
    if (!acceptsPayment(row)) return refundUnpayable(services, row, paymentId);
    const moves: OrderMove[] = [{ axis: 'payment', to: 'paid' }];
    // an order confirmed on an authorization is only captured now
    if (row.status === 'pending') moves.push({ axis: 'order', to: 'confirmed' });
    return {
      moves,
      set: { paymentId },
      alsoIn: (tx) => recordPaymentAttempt(tx, { paymentId, orderId, providerOrderId: row.providerOrderId ?? '', status: 'paid' }),
    };
  });
  return order;
}

/** Kept in the order's history and the audit log beside an automatic refund. */
export const UNPAYABLE_REFUND_NOTE = 'paid after the order was cancelled: refunded automatically';

/**
 * Money came in for an order that can no longer be paid (its stock is back on the shelf, and
 * another order may hold it): the whole amount goes back through the provider, in the same
 * transaction as the record of it. The payment moves paid -> refunded along the shared table (two
 * history rows), the attempt is listed, an audit row names the system as the actor, the customer's
 * e-mail (order_payment_refunded) and the shop's order.refunded notices are queued. No invoice is
 * numbered: nothing was sold. The provider is asked last, so a refund it refuses rolls all of it
 * back and the provider's retried webhook tries again.
 */
function refundUnpayable(services: Services, row: OrderRow, paymentId: string): OrderChange {
  // what the provider took: the total less the store credit (given back by the cancellation)
  const amount = amountPayable(row);
  return {
    moves: [
      { axis: 'payment', to: 'paid' },
      { axis: 'payment', to: 'refunded' },
    ],
    set: { paymentId, amountRefunded: amount },
    note: UNPAYABLE_REFUND_NOTE,
    alsoIn: async (tx, after, before) => {
      await recordPaymentAttempt(tx, { paymentId, orderId: row.id, providerOrderId: row.providerOrderId ?? '', status: 'paid' });
      await recordAudit(tx, {
        actor: { uid: SYSTEM_ACTOR, email: null },
        action: 'order.refund',
        target: { type: 'order', id: row.id },
        changes: {
          paymentStatus: { from: before.paymentStatus, to: after.paymentStatus },
          amountRefunded: { from: before.amountRefunded, to: after.amountRefunded },
        },
        note: UNPAYABLE_REFUND_NOTE,
      });
      await queueOrderMail(tx, services.config, 'order_payment_refunded', after, { refunded: amount });
      await queueOrderNotifications(tx, services.config, 'order.refunded', after);
      await services.payments.refund({ paymentId, amount });
    },
  };
}

/**
 * A card declined: an attempt recorded in the order, whose payment shows as failed while it waits
 * for another card; the order and its stock hold stay (the hold's end cancels it, see
 * reservations.ts). A repeat, or news of a decline after the order was paid, records nothing new.
 */
export async function markFailed(services: Services, orderId: string, paymentId: string, reason: string | null = null, reasonCode: string | null = null): Promise<OrderRow> {
  const { order } = await changeOrder(services, orderId, PROVIDER_ACTOR, (row) => {
    const failing = canTransition(row, 'payment', 'failed').ok;
    if (!failing && row.paymentStatus !== 'failed') return null;
    const shown = declineReason(reason, reasonCode, row.language);
    return {
      moves: failing ? [{ axis: 'payment', to: 'failed' }] : [],
      set: { paymentId },
      alsoIn: (tx) => recordPaymentAttempt(tx, { paymentId, orderId, providerOrderId: row.providerOrderId ?? '', status: 'failed', reason: shown }),
    };
  });
  return order;
}

/**
 * A decline as My orders shows it: a reason the shop knows by its code (Razorpay's error_reason:
 * card_declined, ...) in the order's language, else the provider's own words (English).
 */
function declineReason(description: string | null, code: string | null, language: string): string | null {
  const key = `errors:payment.${code}`;
  if (!code || !/^[a-z_]+$/.test(code) || !i18n.exists(key)) return description;
  return i18n.t(key, { lng: isLocale(language) ? language : DEFAULT_LOCALE });
}

export interface WebhookDelivery {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
}

/**
 * A provider's webhook call. The signature is checked over the raw body before anything is read;
 * an event id seen before is acknowledged and ignored; events the shop does not act on are
 * acknowledged, so the provider stops sending them.
 */
export async function handlePaymentWebhook(services: Services, delivery: WebhookDelivery): Promise<{ received: true; duplicate: boolean }> {
  if (!delivery.signature || !services.payments.verifyWebhookSignature(delivery.rawBody, delivery.signature)) throw new HttpError('invalid_signature');
  if (!delivery.eventId) throw new HttpError('bad_request');
  let json: unknown;
  try {
    json = JSON.parse(delivery.rawBody);
  } catch {
    throw new HttpError('bad_request');
  }
  if (await repository.isPaymentEventRecorded(services.db, delivery.eventId)) return { received: true, duplicate: true };

  const name = (json as { event?: unknown } | null)?.event;
  let orderId: string | null = null;
  if ((PAYMENT_WEBHOOK_EVENTS as readonly unknown[]).includes(name)) {
    const event = paymentWebhookSchema.parse(json); // a ZodError answers 400 with the fields
    const payment = event.payload.payment?.entity;
    const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id;
    const order = providerOrderId ? await repository.findOrderByProviderOrderId(services.db, providerOrderId) : undefined;
    orderId = order?.id ?? null;
    if (order && payment) {
      // Money is accepted as payment for this order only when it is the amount the server priced.
      if (event.event === 'payment.captured' && payment.amount === amountPayable(order)) await markPaid(services, order.id, payment.id);
      if (event.event === 'payment.failed') await markFailed(services, order.id, payment.id, payment.error_description ?? null, payment.error_reason ?? null);
    }
    // no order has it: an order edit's difference, paid through its payment link (order-edits/edit-payment.ts)
    if (!order && payment && providerOrderId && event.event === 'payment.captured') await handleEditLinkPayment(services, providerOrderId, payment);
  }
  // Recorded after the effect: if the process stops in between, the provider's retry runs the
  // (repeat-safe) effect again instead of being dropped.
  const first = await repository.recordPaymentEvent(services.db, { eventId: delivery.eventId, type: String(name ?? 'unknown'), orderId });
  return { received: true, duplicate: !first };
}
