/**
 * What an admin does to orders: read them with their customer and history, move a status along
 * the shared transition table (orders/lifecycle.ts decides and writes), and refund. Each change
 * writes its audit row in the lifecycle's transaction.
 *
 * Refunds: the order row is locked, the amount is checked against what is left to refund
 * (`amountPayable − amountRefunded`: never more than was paid), a GST credit note is issued for it
 * against the invoice (credit-notes/issue.ts: the lines and units named, or the amount spread over
 * what is left, each line never beyond what was paid for it), and the provider is asked to refund
 * inside that transaction, so two refunds at once cannot both pass the check and a refused refund
 * changes nothing, its credit note included. The payment status moves along the table: `paid` → `partially_refunded`
 * → `refunded` (the last when nothing is left); a further partial refund keeps `partially_refunded`.
 *
 * Shipping records the carrier and tracking number with the move to `shipped` (shipOrder). The
 * customer's e-mails and the shop's webhooks are queued in the same transaction: those of entering
 * a state (shipped, cancelled once money came in) by the lifecycle (orders/on-enter.ts), a
 * refund's here, once per refund. No change without its mail, no mail without its change.
 */
import type { AdminOrderDetail, AdminOrderSummary, OrderStatusChange, RefundRequest, ShipOrderRequest } from 'shared-contracts/api/admin';
import type { CarrierId, Shipment } from 'shared-contracts/domain/shipping';
import { amountPayable, canTransition, isMoneyCaptured, STATUS_FIELD, type Order, type OrderMove } from 'shared-contracts/domain/order';
import type { Locale } from 'shared-contracts/i18n/locales';
import { maxNumber, required } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { recordAudit } from '../audit/audit-log';
import { issueCreditNote, planFor } from '../credit-notes/issue';
import { creditNotesOf, setCreditNoteRefund } from '../credit-notes/repository';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { changeOrder, PROVIDER_ACTOR, SYSTEM_ACTOR, transitionOrder } from '../orders/lifecycle';
import { toOrderDto, toOrderSummary } from '../orders/dto';
import { getOrderRow, listHistory, type OrderRow } from '../orders/repository';
import { queueOrderMail } from '../mail/order-mails';
import { readSettings, sellerOf } from '../settings/store';
import { queueOrderNotifications } from '../webhooks/events';
import type { Services } from '../services';
import type { Page } from '../db/paging';
import { isoTime } from '../db/timestamps';
import { customerOf, listOrders, recentOrders, type AdminOrderListQuery, type OrderWithCustomerName } from './orders-repository';

export function toAdminOrderSummary({ order, customerName }: OrderWithCustomerName): AdminOrderSummary {
  return {
    ...toOrderSummary(order),
    customer: order.userId ? { uid: order.userId, email: order.email, name: customerName || order.shippingAddress.name } : null,
  };
}

export async function listAdminOrders(services: Pick<Services, 'db'>, query: AdminOrderListQuery): Promise<Page<AdminOrderSummary>> {
  const { rows, total } = await listOrders(services.db, query);
  return { items: rows.map(toAdminOrderSummary), total, page: query.page, pageSize: query.pageSize };
}

export async function newestOrders(services: Pick<Services, 'db'>, limit: number): Promise<AdminOrderSummary[]> {
  return (await recentOrders(services.db, limit)).map(toAdminOrderSummary);
}

export async function getAdminOrder(services: Pick<Services, 'db' | 'config' | 'database'>, id: string): Promise<AdminOrderDetail> {
  const row = await getOrderRow(services.db, id);
  if (!row) throw new HttpError('not_found');
  const [customer, history, creditNotes] = await Promise.all([customerOf(services.db, row), listHistory(services.db, id), creditNotesOf(services.db, row)]);
  return {
    order: { ...withShipment(row), creditNotes },
    customer,
    history: history.map((entry) => ({
      at: isoTime(entry.at),
      axis: entry.axis,
      from: entry.from,
      to: entry.to,
      by: entry.actor === SYSTEM_ACTOR || entry.actor === PROVIDER_ACTOR ? null : entry.actor,
      note: entry.note ?? null,
    })),
    seller: sellerOf(await readSettings(services, 'store')),
  };
}

/** The order as the shared schema describes it, with its shipment. */
function withShipment(row: OrderRow): Order {
  return { ...toOrderDto(row), shipment: row.shipment ?? null };
}

export async function changeOrderStatus(services: Services, actor: Caller, id: string, change: OrderStatusChange, lng: Locale): Promise<Order> {
  const note = change.note || null;
  if (change.axis === 'fulfilment' && change.to === 'shipped') await refuseShippingWithoutTracking(services, id, lng);
  // the payment axis only for cash on delivery's door (collected, refused: the schema allows no other)
  const move: OrderMove =
    change.axis === 'order' ? { axis: 'order', to: change.to } : change.axis === 'payment' ? { axis: 'payment', to: change.to } : { axis: 'fulfilment', to: change.to };
  const row = await transitionOrder(services, id, move, actor.uid, {
    note,
    alsoIn: async (tx, after, before) => {
      await recordAudit(tx, {
        actor,
        action: 'order.status_change',
        target: { type: 'order', id },
        changes: { [STATUS_FIELD[change.axis]]: { from: before[STATUS_FIELD[change.axis]], to: after[STATUS_FIELD[change.axis]] } },
        note,
      });
    },
  });
  return withShipment(row);
}

/**
 * A parcel leaves only with its carrier and tracking number (shipOrder): a move to shipped the
 * table would allow is refused here as those two fields missing; one it would not allow goes on to
 * the lifecycle's 409 like any other.
 */
async function refuseShippingWithoutTracking(services: Services, id: string, lng: Locale): Promise<void> {
  const row = await getOrderRow(services.db, id);
  if (row && canTransition(row, 'fulfilment', 'shipped').ok) {
    const message = withLanguage(lng, () => String(required(undefined)));
    throw new HttpError('validation_failed', { carrier: [message], trackingNumber: [message] });
  }
}

/**
 * Workflow `shipOrder`: a packed order leaves with a carrier. The move to `shipped` (the shared
 * table's guards: confirmed and paid), the carrier and tracking number, the audit row and the
 * customer's shipped e-mail (entering shipped, orders/on-enter.ts) are one transaction.
 */
export async function shipOrder(services: Services, actor: Caller, id: string, request: ShipOrderRequest): Promise<Order> {
  const shipment: Shipment = { carrier: request.carrier as CarrierId, trackingNumber: request.trackingNumber.trim().toUpperCase(), shippedAt: new Date().toISOString() };
  const shipped = await transitionOrder(services, id, { axis: 'fulfilment', to: 'shipped' }, actor.uid, {
    set: { shipment },
    alsoIn: async (tx, after, before) => {
      await recordAudit(tx, {
        actor,
        action: 'order.status_change',
        target: { type: 'order', id },
        changes: {
          fulfilmentStatus: { from: before.fulfilmentStatus, to: after.fulfilmentStatus },
          shipment: { from: before.shipment ?? null, to: { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } },
        },
        note: null,
      });
    },
  });
  return withShipment(shipped);
}

export async function refundOrder(services: Services, actor: Caller, id: string, request: RefundRequest, lng: Locale): Promise<Order> {
  const { order } = await changeOrder(services, id, actor.uid, async (row, tx) => {
    // the provider gives back at most what it took: the total less the store credit (amountPayable)
    const refundable = amountPayable(row) - row.amountRefunded;
    if (!isMoneyCaptured(row.paymentStatus) || refundable <= 0 || !row.paymentId) {
      throw new HttpError('invalid_transition', { to: ['order.not_paid'] });
    }
    if (request.amount !== undefined && request.amount > refundable) throw new HttpError('validation_failed', { amount: [withLanguage(lng, () => String(maxNumber(refundable)(request.amount)))] });
    // the credit note against the invoice decides the value of what is named, within what is left of each line
    const named = request.lines !== undefined || request.shipping !== undefined;
    const credit = {
      ...(request.lines ? { lines: request.lines } : {}),
      ...(request.shipping !== undefined ? { shipping: request.shipping } : {}),
      ...(request.amount !== undefined || !named ? { amount: request.amount ?? refundable } : {}),
      lng,
    };
    // an order paid before invoices were numbered has no invoice to credit: the value alone
    const note = row.invoiceNumber ? await issueCreditNote(tx, services, { ...credit, orderId: id, reason: request.reason, source: 'admin_refund' }) : undefined;
    const amount = note ? note.totals.inclusive : (await planFor(tx, row, credit)).totals.inclusive;
    if (amount > refundable) throw new HttpError('validation_failed', { amount: [withLanguage(lng, () => String(maxNumber(refundable)(amount)))] });
    const amountRefunded = row.amountRefunded + amount;
    const to = amountRefunded === amountPayable(row) ? 'refunded' : 'partially_refunded';
    const moves: OrderMove[] = to === row.paymentStatus ? [] : [{ axis: 'payment', to }];
    const paymentId = row.paymentId;
    const noteId = note?.id;
    return {
      moves,
      set: { amountRefunded },
      note: request.reason,
      alsoIn: async (tx, after, before) => {
        await recordAudit(tx, {
          actor,
          action: 'order.refund',
          target: { type: 'order', id },
          changes: {
            amountRefunded: { from: before.amountRefunded, to: after.amountRefunded },
            ...(moves.length ? { paymentStatus: { from: before.paymentStatus, to: after.paymentStatus } } : {}),
            ...(note ? { creditNote: { from: null, to: note.number } } : {}),
          },
          note: request.reason,
        });
        await queueOrderMail(tx, services.config, 'order_refunded', after, { refunded: amount });
        await queueOrderNotifications(tx, services.config, 'order.refunded', after);
        // last, so a refund the provider refuses rolls everything above back (the credit note too)
        const { refundId } = await services.payments.refund({ paymentId, amount });
        if (noteId) await setCreditNoteRefund(tx, noteId, refundId);
      },
    };
  });
  return { ...withShipment(order), creditNotes: await creditNotesOf(services.db, order) };
}
