/**
 * Every change of an order's status goes through here, whoever asks (checkout, payments, the
 * reservation timer, admins): the shared transition table decides (shared-contracts/domain/order),
 * the new states and one history row per move are written in one transaction with the order row
 * locked, and an OrderEvent is published for the realtime streams once it is committed.
 *
 * Stock rule: checkout takes the items off the shelf; they stay off while the order is pending
 * (reserved) or paid (sold). Cancelling an order, which only happens before it ships (guard
 * 'order.already_shipped'), puts them back, exactly once, because cancelled is final.
 */
import type { Order, OrderAxis, AxisStatus, OrderStates, OrderStatus, PaymentStatus, FulfilmentStatus } from 'shared-contracts/domain/order';
import { applyTransition, canTransition, PAYMENT_SETTLED, STATUS_FIELD } from 'shared-contracts/domain/order';
import type { CustomerOrder, OrderSummary } from 'shared-contracts/api/orders';
import { financialYear, taxInvoiceNumber, type GstStateCode, type SupplyType } from 'shared-contracts/domain/gst';
import type { Currency } from 'shared-contracts/domain/money';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { isoTime } from '../db/timestamps';
import { publishOrderEvent } from '../realtime/bus';
import type { Services } from '../services';
import { readSettingsIn } from '../settings/store';
import { queueOrderNotifications } from '../webhooks/events';
import { releaseRedemption } from '../discounts/repository';
import * as repository from './repository';
import type { NewOrderRow, OrderRow, PaymentAttemptRow } from './repository';

export { getOrderRow } from './repository';
export type { OrderRow } from './repository';

/** Who made a change: an admin's uid, or one of these. Stored in order_history.actor. */
export type OrderActor = string;
export const SYSTEM_ACTOR: OrderActor = 'system';
export const PROVIDER_ACTOR: OrderActor = 'provider';

export type OrderMove =
  | { axis: 'order'; to: OrderStatus }
  | { axis: 'payment'; to: PaymentStatus }
  | { axis: 'fulfilment'; to: FulfilmentStatus };

/** Fields a change may write besides the statuses. */
export type OrderFields = Partial<Pick<NewOrderRow, 'paymentId' | 'amountRefunded' | 'reservedUntil'>>;

export interface OrderChange {
  /** Applied in order; each is checked against the states the previous ones left. */
  moves: OrderMove[];
  set?: OrderFields;
  /** Kept with every history row of this change (an admin's reason). */
  note?: string | null;
  /** More writes in the same transaction (an audit row, emptying the cart), after the moves. */
  alsoIn?: (tx: Db, after: OrderRow, before: OrderRow) => Promise<void>;
}

export interface TransitionOptions {
  note?: string | null;
  set?: OrderFields;
  alsoIn?: OrderChange['alsoIn'];
}

/** 'HT-000123': what the customer, the admin and the invoice call order number 123. */
export function orderNumber(number: number): string {
  return `HT-${String(number).padStart(6, '0')}`;
}

/**
 * Moves one axis of an order; refused moves answer 409 `invalid_transition` with the shared reason
 * code (e.g. 'order.payment_required') under `fields.to`. Unknown order: 404. Returns the new row.
 */
export async function transitionOrder<A extends OrderAxis>(
  services: Services,
  orderId: string,
  axis: A,
  to: AxisStatus[A],
  actor: OrderActor,
  options: TransitionOptions = {},
): Promise<OrderRow> {
  const move = { axis, to } as OrderMove;
  const { order } = await changeOrder(services, orderId, actor, () => ({ moves: [move], ...options }));
  return order;
}

/**
 * The general form: `decide` looks at the locked row and says what to do (null: nothing), so
 * decisions like "only if not paid yet" are taken under the lock and repeats are harmless.
 */
export async function changeOrder(
  services: Services,
  orderId: string,
  actor: OrderActor,
  decide: (row: OrderRow) => OrderChange | null,
): Promise<{ order: OrderRow; changed: boolean }> {
  const result = await services.db.transaction(async (tx) => {
    const before = (await repository.getOrderRow(tx, orderId, { forUpdate: true })) ?? notFound();
    const change = decide(before);
    if (!change || (!change.moves.length && !change.set && !change.alsoIn)) return { order: before, changed: false };

    let states: OrderStates = {
      status: before.status as OrderStatus,
      paymentStatus: before.paymentStatus as PaymentStatus,
      fulfilmentStatus: before.fulfilmentStatus as FulfilmentStatus,
    };
    const history: Parameters<typeof repository.insertHistory>[1] = [];
    for (const move of change.moves) {
      const from = states[STATUS_FIELD[move.axis]];
      const check = canTransition(states, move.axis, move.to as never);
      if (!check.ok) throw new HttpError('invalid_transition', { to: [check.reason] });
      states = applyTransition(states, move.axis, move.to as never);
      history.push({ orderId, axis: move.axis, from, to: move.to, actor, note: change.note ?? null });
    }

    const cancelled = states.status === 'cancelled' && before.status !== 'cancelled';
    // paid, or confirmed free (nothing to pay): the hold ends and the tax invoice is numbered (₹0 for a free order)
    const paid = PAYMENT_SETTLED.includes(states.paymentStatus) && before.paymentStatus !== states.paymentStatus;
    const values: Partial<NewOrderRow> = {
      ...states,
      ...(cancelled || paid ? { reservedUntil: null } : {}),
      ...(paid && !before.invoiceNumber ? await invoiceFor(tx, new Date(), (await readSettingsIn(tx, services.config, 'store')).invoicePrefix) : {}),
      ...change.set,
    };
    const after = await repository.updateOrderRow(tx, orderId, values);
    await repository.insertHistory(tx, history);
    if (cancelled) await repository.returnStock(tx, before.lines);
    // a cancelled order gives its discount code's use back (paid or not: it is no longer a sale)
    if (cancelled) await releaseRedemption(tx, orderId);
    await change.alsoIn?.(tx, after, before);
    // however it came (the shop, the customer, an unpaid hold ending): webhooks hear of it
    if (cancelled) await queueOrderNotifications(tx, services.config, 'order.cancelled', after);
    return { order: after, changed: true };
  });
  if (result.changed) await announce(services, 'order.updated', result.order);
  return result;
}

/** The tax invoice an order gets when its payment is received: the next number of the financial year. */
async function invoiceFor(tx: Db, at: Date, prefix: string): Promise<Pick<NewOrderRow, 'invoiceNumber' | 'invoicedAt'>> {
  const year = financialYear(at);
  return { invoiceNumber: taxInvoiceNumber(year, await repository.nextInvoiceSerial(tx, year), prefix), invoicedAt: at.toISOString() };
}

function notFound(): never {
  throw new HttpError('not_found');
}

/** Tells every API instance's streams; a lost notification must not undo a committed change. */
export async function announce(services: Services, type: 'order.created' | 'order.updated', row: OrderRow): Promise<void> {
  try {
    await publishOrderEvent(services.database, {
      type,
      orderId: row.id,
      userId: row.userId,
      number: orderNumber(row.number),
      status: row.status as OrderStatus,
      paymentStatus: row.paymentStatus as PaymentStatus,
      fulfilmentStatus: row.fulfilmentStatus as FulfilmentStatus,
      updatedAt: isoTime(row.updatedAt),
    });
  } catch {
    // realtime is a convenience: the order itself is already saved, and pages reload it
  }
}

/** An order row as the shared `orderSchema` describes it. */
export function toOrderDto(row: OrderRow): Order {
  return {
    id: row.id,
    number: orderNumber(row.number),
    userId: row.userId ?? '',
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    fulfilmentStatus: row.fulfilmentStatus as FulfilmentStatus,
    lines: row.lines,
    shipping: row.shipping,
    totals: row.totals,
    amountRefunded: row.amountRefunded,
    currency: row.currency as Currency,
    sellerState: row.sellerState as GstStateCode,
    supply: row.supply as SupplyType,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress ?? null,
    buyerGstin: row.buyerGstin ?? null,
    invoice: row.invoiceNumber && row.invoicedAt ? { number: row.invoiceNumber, date: isoTime(row.invoicedAt) } : null,
    shipment: row.shipment ?? null,
    discount: row.discount ?? null,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** An order as its customer reads it (shared `customerOrderSchema`): with its payment attempts. */
export function toCustomerOrder(row: OrderRow, attempts: readonly PaymentAttemptRow[]): CustomerOrder {
  return {
    ...toOrderDto(row),
    email: row.email,
    paymentAttempts: attempts.map((attempt) => ({ status: attempt.status as 'failed' | 'paid', reason: attempt.reason, at: isoTime(attempt.at) })),
  };
}

/** An order row as a line of a list (shared `orderSummarySchema`). */
export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: orderNumber(row.number),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    fulfilmentStatus: row.fulfilmentStatus as FulfilmentStatus,
    total: row.totals.inclusive,
    currency: row.currency as Currency,
    itemCount: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}
