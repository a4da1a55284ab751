/**
 * Workflow `draft order` (issue 35 item 3): staff build an order for a customer on the phone or on
 * WhatsApp, an account's or someone known only by the name, phone and address of the one address
 * form.
 *
 *   quote   the checkout's pricing of the same cart (checkout/workflow.ts price): catalogue prices,
 *           GST, the shipping zone's rate, a discount code; nothing written
 *   create  in ONE transaction (one at a time per idempotency key: a second press answers the
 *           first's order): the stock taken by the checkout's conditional updates (409
 *           out_of_stock on the line), the code's use held, the order (pending, unpaid, held until
 *           the link expires: the reservation sweep, checkout/reservations.ts, cancels it then and
 *           the stock goes back), its payment link, its history and the audit row; then the
 *           provider order for the total (refused: the order is cancelled, its stock back), and
 *           the link e-mailed in the customer's language or handed to staff to copy (WhatsApp).
 *
 * Paid through the link (pay-links.ts), it is an ordinary order: the payment's lifecycle confirms it,
 * numbers its invoice, sends its mails; the stock stays sold.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createDraftOrderSchema, DraftOrderResponse, DraftQuote, draftOrderSchema } from 'shared-contracts/api/draft-orders';
import { CURRENCY } from 'shared-contracts/domain/money';
import { amountPayable, INITIAL_ORDER_STATES } from 'shared-contracts/domain/order';
import type { Locale } from 'shared-contracts/i18n/locales';
import { recordAudit } from '../audit/audit-log';
import { lockAccountCheckouts, insertOrderOnce, setProviderOrderId } from '../checkout/repository';
import type { Db } from '../db/database';
import { orders, profiles } from '../db/schema';
import { holdUse, recordRedemption } from '../discounts/apply';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { announce, changeOrder, SYSTEM_ACTOR } from '../orders/lifecycle';
import { toOrderDto } from '../orders/dto';
import { insertHistory, type OrderRow } from '../orders/repository';
import type { Services } from '../services';
import { readSettings } from '../settings/store';
import { insertPaymentLink, orderLinkOf, queuePaymentLinkMail, toPaymentLink, updatePaymentLink } from './links';
import { tr } from './order-edits.messages';
import { combine, priceLines, takeUnits } from './pricing';

export type DraftOrderValues = z.output<typeof draftOrderSchema>;
export type CreateDraftOrderValues = z.output<typeof createDraftOrderSchema>;

/** Kept in the history of an order staff made. */
export const DRAFT_NOTE = 'draft order made by staff: payment link sent';

/** What the draft costs: the checkout's own figures for the same lines and address. */
export async function quoteDraftOrder(services: Services, draft: DraftOrderValues, lng: Locale): Promise<DraftQuote> {
  const { stateCode } = await readSettings(services, 'store');
  await allowCustomLines(services, draft, lng);
  const priced = await priceLines(services.db, services, combine(draft.lines), draft.shippingAddress, stateCode, lng, draft.discountCode, draft.customLines);
  return { lines: priced.lines, shipping: priced.totals.shipping, totals: priced.totals.tax, supply: priced.totals.supply, discount: priced.discount?.applied ?? null };
}

export async function createDraftOrder(services: Services, actor: Caller, draft: CreateDraftOrderValues, lng: Locale): Promise<DraftOrderResponse> {
  const email = await receiptOf(services.db, draft, lng);
  if (draft.send === 'email' && !email) throw new HttpError('validation_failed', { email: [tr('refusal.email', lng)] });
  const key = `draft-${draft.idempotencyKey}`;
  const { stateCode } = await readSettings(services, 'store');
  const wanted = combine(draft.lines);
  await allowCustomLines(services, draft, lng);
  // names in the customer's language (the order, its mails and invoice read them so); refusals in staff's
  const priced = await priceLines(services.db, services, wanted, draft.shippingAddress, stateCode, draft.language, draft.discountCode, draft.customLines);
  const expiresAt = new Date(Date.now() + draft.expiresInHours * 3_600_000).toISOString();

  const made = await services.db.transaction(async (tx) => {
    await lockAccountCheckouts(tx, key);
    const [earlier] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key));
    if (earlier) return { order: earlier, link: (await orderLinkOf(tx, earlier.id))!, fresh: false };
    await takeUnits(tx, wanted, lng);
    // a code's per-customer limit counts a customer without an e-mail address by their phone
    const customer = { uid: draft.userId ?? `draft:${key}`, email: email ?? `phone:${draft.shippingAddress.phone}` };
    if (priced.discount) await holdUse(tx, priced.discount.code.row, customer, lng);
    const order = (await insertOrderOnce(tx, {
      id: randomUUID(),
      userId: draft.userId ?? null,
      email,
      ...INITIAL_ORDER_STATES,
      lines: priced.lines,
      shipping: priced.totals.shipping,
      totals: priced.totals.tax,
      currency: CURRENCY,
      sellerState: stateCode,
      supply: priced.totals.supply,
      shippingAddress: draft.shippingAddress,
      billingAddress: null,
      buyerGstin: null,
      idempotencyKey: key,
      provider: services.payments.name,
      reservedUntil: expiresAt,
      language: draft.language,
      discount: priced.discount?.applied ?? null,
      delivery: priced.delivery,
    }))!;
    if (priced.discount) await recordRedemption(tx, order.id, priced.discount.code.row, customer, priced.discount.applied.amount);
    await insertHistory(tx, [{ orderId: order.id, axis: 'order', from: order.status, to: order.status, actor: actor.uid, note: DRAFT_NOTE }]);
    await recordAudit(tx, {
      actor,
      action: 'order.draft_create',
      target: { type: 'order', id: order.id },
      changes: { total: { from: null, to: order.totals.inclusive }, customer: { from: null, to: draft.userId ?? order.shippingAddress.phone } },
      note: DRAFT_NOTE,
    });
    const link = await insertPaymentLink(tx, { id: randomUUID(), orderId: order.id, purpose: 'order', amount: amountPayable(order), status: 'open', expiresAt, createdBy: actor.uid });
    return { order, link, fresh: true };
  });

  let { order, link } = made;
  if (made.fresh) {
    order = await openProviderOrder(services, order);
    link = await updatePaymentLink(services.db, link.id, { providerOrderId: order.providerOrderId });
    if (draft.send === 'email') await queuePaymentLinkMail(services.db, services.config, order, link);
    await announce(services, 'order.created', order);
  }
  return { order: toOrderDto(order), link: toPaymentLink(services.config, order, link) };
}

/** Custom lines only when Settings › Checkout allows them: else 400 on `customLines`. */
async function allowCustomLines(services: Services, draft: DraftOrderValues, lng: Locale): Promise<void> {
  if (draft.customLines.length && !(await readSettings(services, 'checkout')).customLines) {
    throw new HttpError('validation_failed', { customLines: [tr('refusal.custom_lines', lng)] });
  }
}

/** Where the link and the order's mails go: the address given, else the account's; an unknown account is refused. */
async function receiptOf(db: Db, draft: CreateDraftOrderValues, lng: Locale): Promise<string | null> {
  if (!draft.userId) return draft.email;
  const [profile] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.uid, draft.userId));
  if (!profile) throw new HttpError('validation_failed', { userId: [tr('refusal.customer', lng)] });
  return draft.email ?? profile.email;
}

/** The provider order for the total; refused, the order is cancelled (its stock and the code's use back). */
async function openProviderOrder(services: Services, order: OrderRow): Promise<OrderRow> {
  try {
    const { providerOrderId } = await services.payments.createOrder({ receipt: order.id, amount: amountPayable(order), currency: CURRENCY });
    return await setProviderOrderId(services.db, order.id, providerOrderId);
  } catch {
    await changeOrder(services, order.id, SYSTEM_ACTOR, () => ({ moves: [{ axis: 'order', to: 'cancelled' }], note: 'the payment provider refused the order' }));
    throw new HttpError('payment_failed');
  }
}
