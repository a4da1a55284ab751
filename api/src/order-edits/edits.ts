/**
 * Workflow `edit order` (issue 35 item 4): staff change an order that has not left the shop
 * (quantities, lines added or removed, another variant, the delivery address). Everything is
 * decided under the order's row lock, in one transaction, so two edits of one order run one after
 * the other, and the stock moves by the checkout's conditional updates, so edits of different
 * orders never oversell a product between them.
 *
 *   refused  shipped (or delivered, returned): 409 invalid_transition on `lines`; cancelled,
 *            refunded, an exchange's replacement: 409 too; nothing changed: 422
 *   price    the new lines by the checkout's own pricing at today's catalogue prices, to the new
 *            address, the order's seller state and discount code (its use already counted)
 *   replace  an earlier edit still awaiting its difference is replaced: its units go back
 *   unpaid   (awaiting payment, or cash on delivery not yet shipped: no invoice yet) applied at
 *            once: units taken and given back, the order repriced; a prepaid one gets a provider
 *            order for the new total, and its payment link (a draft's) asks for that amount
 *   paid     the difference decides:
 *            - none or less: applied at once. The invoice is re-issued (see README, GST on order
 *              edits): a credit note reverses the invoice in full (CGST Act s.34(1)), the order takes
 *              the next number of the invoice series for its new lines (the revised tax invoice),
 *              and the provider refunds the difference, asked last so a refusal rolls all back
 *            - more: the added units are taken now and held for the link; the rest waits for the
 *              payment (pay-links.ts applyPaidEdit: the same re-issue, the fewer units given back).
 *              Unpaid when the link expires: the held units go back and the order stays as it was
 *   record   the order's history (a row with the edit's note), the audit log (order.edit with the
 *            lines, totals and invoice before and after), the order_edits row (before, after, held)
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { orderEditSchema, OrderEditResponse } from 'shared-contracts/api/draft-orders';
import { lineKey } from 'shared-contracts/domain/cart';
import { financialYear, taxInvoiceNumber } from 'shared-contracts/domain/gst';
import { CURRENCY } from 'shared-contracts/domain/money';
import { amountPayable, type Address } from 'shared-contracts/domain/order';
import { isCustomLine, type OrderRevision, type StockLine } from 'shared-contracts/domain/order-edit';
import { isLocale, type Locale } from 'shared-contracts/i18n/locales';
import { recordAudit } from '../audit/audit-log';
import { sameAddress, setProviderOrderId } from '../checkout/repository';
import { issueCreditNote } from '../credit-notes/issue';
import type { Db } from '../db/database';
import { orderEdits } from '../db/schema';
import { HttpError } from '../http/errors';
import { missingPermissionError } from '../http/mount';
import { can, isStaffRole } from 'shared-contracts/domain/staff';
import type { Caller } from '../identity/identity';
import { announce, type OrderActor } from '../orders/lifecycle';
import { toOrderDto } from '../orders/dto';
import { getOrderRow, insertHistory, nextInvoiceSerial, updateOrderRow, type OrderRow } from '../orders/repository';
import { readSettingsIn } from '../settings/store';
import type { Services } from '../services';
import { insertPaymentLink, openLinksOf, orderLinkOf, queuePaymentLinkMail, toPaymentLink, updatePaymentLink, type PaymentLinkRow } from './links';
import { tr } from './order-edits.messages';
import { combine, currentRevision, customLinesOf, giveUnits, priceLines, revisionOf, stockChange, takeUnits } from './pricing';

export type OrderEditValues = z.output<typeof orderEditSchema>;
export type OrderEditRow = typeof orderEdits.$inferSelect;

/** How the order is settled, which decides what an edit does with the money and the invoice. */
type Settlement = 'unpaid' | 'cod' | 'paid';

function settlementOf(row: OrderRow, lng: Locale): Settlement {
  if (row.fulfilmentStatus !== 'unfulfilled' && row.fulfilmentStatus !== 'packed') throw new HttpError('invalid_transition', { lines: [tr('refusal.shipped', lng)] });
  if (row.exchange) throw new HttpError('invalid_transition', { lines: [tr('refusal.state', lng)] });
  if (row.paymentMethod === 'cod' && row.paymentStatus === 'due' && row.status !== 'cancelled') return 'cod';
  if (row.status === 'pending' && (row.paymentStatus === 'unpaid' || row.paymentStatus === 'failed') && row.paymentMethod === 'prepaid') return 'unpaid';
  if (row.status === 'confirmed' && row.paymentStatus === 'paid' && row.invoiceNumber && row.paymentId && row.amountRefunded === 0) return 'paid';
  throw new HttpError('invalid_transition', { lines: [tr('refusal.state', lng)] });
}

export async function editOrder(services: Services, actor: Caller, orderId: string, edit: OrderEditValues, lng: Locale): Promise<OrderEditResponse> {
  const result = await services.db.transaction(async (tx) => {
    const row = (await getOrderRow(tx, orderId, { forUpdate: true })) ?? notFound();
    const settlement = settlementOf(row, lng);
    const address: Address = edit.shippingAddress ?? row.shippingAddress;
    const wanted = combine(edit.lines);
    if (sameLines(row, wanted) && sameAddress(address, row.shippingAddress)) throw new HttpError('validation_failed', { lines: [tr('refusal.unchanged', lng)] });

    // an earlier edit still waiting for its difference: replaced, its held units back
    await replaceWaitingEdits(tx, row.id);
    const orderLng: Locale = isLocale(row.language) ? row.language : lng;
    // a draft's custom lines stay as they were (the edit names catalogue lines)
    const priced = await priceLines(tx, services, wanted, address, row.sellerState, orderLng, row.discount?.code, customLinesOf(row.lines));
    const before = currentRevision(row);
    const after = revisionOf(priced, address);
    const difference = after.totals.inclusive - before.totals.inclusive;
    // money going back is a refund: staff whose role may not refund may not make it by an edit either
    if (settlement === 'paid' && difference < 0 && isStaffRole(actor.role) && !can(actor.role, 'refunds')) throw missingPermissionError(actor.role, 'refunds', lng);
    const { take, give } = stockChange(row.lines, wanted);
    await takeUnits(tx, take, lng);
    const id = randomUUID();
    const held: StockLine[] = take.map(({ productId, variantId, quantity }) => ({ productId, ...(variantId ? { variantId } : {}), quantity }));

    if (settlement === 'paid' && difference > 0) {
      // the added units are held for the link; the order changes once the difference is paid
      await tx.insert(orderEdits).values({ id, orderId: row.id, status: 'awaiting_payment', actor: actor.uid, before, after, held, difference });
      const link = await insertPaymentLink(tx, { id: randomUUID(), orderId: row.id, purpose: 'edit', editId: id, amount: difference, status: 'open', expiresAt: expiry(edit), createdBy: actor.uid });
      await record(tx, actor, row, before, after, difference, editNote(id, 'awaiting_payment', difference));
      return { order: row, editId: id, status: 'awaiting_payment' as const, link, settlement, difference };
    }

    await giveUnits(tx, give);
    const applied = await applyRevision(tx, services, row, after, id, actor.uid, settlement === 'paid' ? 'edited before dispatch' : null);
    await tx.insert(orderEdits).values({ id, orderId: row.id, status: 'applied', actor: actor.uid, before, after, difference, creditNoteId: applied.creditNoteId });
    await record(tx, actor, applied.order, before, currentRevision(applied.order), difference, editNote(id, 'applied', difference));
    // an unpaid order's own link (a draft's) asks for the new total
    const link = settlement === 'unpaid' ? await orderLinkOf(tx, row.id) : undefined;
    const open = link?.status === 'open' ? await updatePaymentLink(tx, link.id, { amount: amountPayable(applied.order) }) : undefined;
    // a paid order's decrease goes back through the provider, last: a refusal rolls all of it back
    if (settlement === 'paid' && difference < 0) await services.payments.refund({ paymentId: row.paymentId!, amount: -difference });
    return { order: applied.order, editId: id, status: 'applied' as const, link: open, settlement, difference };
  });

  let { order, link } = result;
  if (result.status === 'applied' && result.settlement === 'unpaid') {
    // the amount changed: the provider order too (a dialog opened on the old amount can no longer be paid)
    const { providerOrderId } = await services.payments.createOrder({ receipt: order.id, amount: amountPayable(order), currency: CURRENCY });
    order = await setProviderOrderId(services.db, order.id, providerOrderId);
    if (link) link = await updatePaymentLink(services.db, link.id, { providerOrderId });
  }
  if (result.status === 'awaiting_payment' && link) {
    const { providerOrderId } = await services.payments.createOrder({ receipt: `${order.id}:${result.editId}`.slice(0, 40), amount: link.amount, currency: CURRENCY });
    link = await updatePaymentLink(services.db, link.id, { providerOrderId });
  }
  if (link && edit.send === 'email') await queuePaymentLinkMail(services.db, services.config, order, link);
  await announce(services, 'order.updated', order);
  return {
    order: toOrderDto(order),
    edit: { id: result.editId, status: result.status, difference: result.difference },
    link: link ? toPaymentLink(services.config, order, link) : null,
  };
}

/**
 * The order takes its new lines, shipping, totals and address. An invoiced order's invoice is
 * re-issued: a credit note reverses the one it had in full, and it takes the next invoice number
 * for the new lines (the revised tax invoice).
 */
export async function applyRevision(tx: Db, services: Pick<Services, 'config'>, row: OrderRow, after: OrderRevision, editId: string, actor: OrderActor, reason: string | null): Promise<{ order: OrderRow; creditNoteId: string | null }> {
  let creditNoteId: string | null = null;
  let invoice = {};
  if (row.invoiceNumber && reason) {
    const note = await issueCreditNote(tx, services, { orderId: row.id, reason: `${reason}: invoice ${row.invoiceNumber} replaced by a revised invoice`, source: 'admin_refund', refundId: `edit:${editId}` });
    creditNoteId = note.id;
    const at = new Date();
    const year = financialYear(at);
    const { invoicePrefix } = await readSettingsIn(tx, services.config, 'store');
    invoice = { invoiceNumber: taxInvoiceNumber(year, await nextInvoiceSerial(tx, year), invoicePrefix), invoicedAt: at.toISOString() };
  }
  const order = await updateOrderRow(tx, row.id, {
    lines: after.lines,
    shipping: after.shipping,
    totals: after.totals,
    supply: after.supply,
    shippingAddress: after.shippingAddress,
    delivery: after.delivery,
    ...invoice,
  });
  await insertHistory(tx, [{ orderId: row.id, axis: 'order', from: row.status, to: row.status, actor, note: `edit ${editId}: applied${creditNoteId ? `, invoice ${row.invoiceNumber} replaced by ${order.invoiceNumber}` : ''}` }]);
  return { order, creditNoteId };
}

/** Earlier edits of the order still waiting for their difference: replaced, their held units back, their links closed. */
async function replaceWaitingEdits(tx: Db, orderId: string): Promise<void> {
  const waiting = await tx
    .select()
    .from(orderEdits)
    .where(and(eq(orderEdits.orderId, orderId), eq(orderEdits.status, 'awaiting_payment')));
  for (const earlier of waiting) {
    await giveUnits(tx, earlier.held);
    await tx.update(orderEdits).set({ status: 'replaced', updatedAt: new Date().toISOString() }).where(eq(orderEdits.id, earlier.id));
  }
  for (const link of await openLinksOf(tx, orderId)) if (link.purpose === 'edit') await updatePaymentLink(tx, link.id, { status: 'cancelled' });
}

function sameLines(row: OrderRow, wanted: readonly { productId: string; variantId?: string; quantity: number }[]): boolean {
  const had = new Map(row.lines.filter((line) => !isCustomLine(line)).map((line) => [lineKey(line), line.quantity]));
  return had.size === wanted.length && wanted.every((line) => had.get(lineKey(line)) === line.quantity);
}

const expiry = (edit: OrderEditValues) => new Date(Date.now() + edit.expiresInHours * 3_600_000).toISOString();

const editNote = (id: string, status: string, difference: number) => `edit ${id}: ${status}, difference ${difference} paise`;

async function record(tx: Db, actor: Caller, row: OrderRow, before: OrderRevision, after: OrderRevision, difference: number, note: string): Promise<void> {
  const lines = (revision: OrderRevision) => revision.lines.map((line) => `${line.quantity} × ${line.title}${line.variant ? ` (${line.variant})` : ''}`);
  await recordAudit(tx, {
    actor,
    action: 'order.edit',
    target: { type: 'order', id: row.id },
    changes: {
      lines: { from: lines(before), to: lines(after) },
      total: { from: before.totals.inclusive, to: after.totals.inclusive },
      ...(sameAddress(before.shippingAddress, after.shippingAddress) ? {} : { shippingAddress: { from: before.shippingAddress, to: after.shippingAddress } }),
      ...(before.invoice?.number !== after.invoice?.number ? { invoice: { from: before.invoice?.number ?? null, to: after.invoice?.number ?? null } } : {}),
      difference: { from: 0, to: difference },
    },
    note,
  });
}

function notFound(): never {
  throw new HttpError('not_found');
}

export type { PaymentLinkRow };
