/**
 * Every change of an order's status goes through here, whoever asks (checkout, payments, the
 * reservation timer, admins): the shared transition table decides (shared-contracts/domain/order),
 * the new states and one history row per move are written in one transaction with the order row
 * locked, what entering each new state does runs in it too (on-enter.ts: the stock and the
 * discount code's use back on cancel, the invoice number on paid or free, the customer's e-mails,
 * the shop's webhooks), and an OrderEvent is published for the realtime streams once it is committed.
 *
 * Stock rule: checkout takes the items off the shelf; they stay off while the order is pending
 * (reserved) or paid (sold). Cancelling an order, which only happens before it ships (guard
 * 'order.already_shipped'), puts them back, exactly once, because cancelled is final.
 */
import { applyTransition, canTransition, ORDER_AXES, STATUS_FIELD, type OrderMove, type OrderStates } from 'shared-contracts/domain/order';
import { HttpError } from '../http/errors';
import { isoTime } from '../db/timestamps';
import { publishOrderEvent } from '../realtime/bus';
import type { Services } from '../services';
import type { Db } from '../db/database';
import { orderNumber } from './dto';
import { ON_ENTER, type OnEnter, type OrderFields } from './on-enter';
import * as repository from './repository';
import type { NewOrderRow, OrderRow } from './repository';

export { getOrderRow } from './repository';
export type { OrderRow } from './repository';
export { orderNumber } from './dto';

/** Who made a change: an admin's uid, or one of these. Stored in order_history.actor. */
export type OrderActor = string;
export const SYSTEM_ACTOR: OrderActor = 'system';
export const PROVIDER_ACTOR: OrderActor = 'provider';

export interface OrderChange {
  /** Applied in order; each is checked against the states the previous ones left. */
  moves: OrderMove[];
  set?: OrderFields;
  /** Kept with every history row of this change (an admin's reason). */
  note?: string | null;
  /** More writes in the same transaction (an audit row, a payment attempt), after the moves and what entering their states does. */
  alsoIn?: (tx: Db, after: OrderRow, before: OrderRow) => Promise<void>;
}

export interface TransitionOptions {
  note?: string | null;
  set?: OrderFields;
  alsoIn?: OrderChange['alsoIn'];
}

/**
 * Moves one axis of an order; refused moves answer 409 `invalid_transition` with the shared reason
 * code (e.g. 'order.payment_required') under `fields.to`. Unknown order: 404. Returns the new row.
 */
export async function transitionOrder(services: Services, orderId: string, move: OrderMove, actor: OrderActor, options: TransitionOptions = {}): Promise<OrderRow> {
  const { order } = await changeOrder(services, orderId, actor, () => ({ moves: [move], ...options }));
  return order;
}

/**
 * The general form: `decide` looks at the locked row and says what to do (null: nothing), so
 * decisions like "only if not paid yet" are taken under the lock and repeats are harmless. It may
 * read and write in the transaction too (a refund's credit note, whose value is the refund's).
 */
export async function changeOrder(
  services: Services,
  orderId: string,
  actor: OrderActor,
  decide: (row: OrderRow, tx: Db) => OrderChange | null | Promise<OrderChange | null>,
): Promise<{ order: OrderRow; changed: boolean }> {
  const result = await services.db.transaction(async (tx) => {
    const before = (await repository.getOrderRow(tx, orderId, { forUpdate: true })) ?? notFound();
    const change = await decide(before, tx);
    if (!change || (!change.moves.length && !change.set && !change.alsoIn)) return { order: before, changed: false };

    let states: OrderStates = { status: before.status, paymentStatus: before.paymentStatus, fulfilmentStatus: before.fulfilmentStatus };
    const history: Parameters<typeof repository.insertHistory>[1] = [];
    for (const move of change.moves) {
      const from = states[STATUS_FIELD[move.axis]];
      const check = canTransition(states, move.axis, move.to);
      if (!check.ok) throw new HttpError('invalid_transition', { to: [check.reason] });
      states = applyTransition(states, move.axis, move.to);
      history.push({ orderId, axis: move.axis, from, to: move.to, actor, note: change.note ?? null });
    }

    const steps = entered(before, states);
    const values: Partial<NewOrderRow> = { ...states };
    for (const step of steps) Object.assign(values, await step.fields?.({ tx, services, before }));
    Object.assign(values, change.set);
    const after = await repository.updateOrderRow(tx, orderId, values);
    await repository.insertHistory(tx, history);
    for (const step of steps) await step.then?.({ tx, services, before, after });
    await change.alsoIn?.(tx, after, before);
    return { order: after, changed: true };
  });
  if (result.changed) await announce(services, 'order.updated', result.order);
  return result;
}

/** The on-enter steps of each state the change leaves an axis in that it was not in before, axis by axis. */
function entered(before: OrderStates, after: OrderStates): OnEnter[] {
  return ORDER_AXES.flatMap((axis): readonly OnEnter[] => {
    const field = STATUS_FIELD[axis];
    if (before[field] === after[field]) return [];
    switch (axis) {
      case 'order':
        return ON_ENTER.order[after.status];
      case 'payment':
        return ON_ENTER.payment[after.paymentStatus];
      case 'fulfilment':
        return ON_ENTER.fulfilment[after.fulfilmentStatus];
    }
  });
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
      status: row.status,
      paymentStatus: row.paymentStatus,
      fulfilmentStatus: row.fulfilmentStatus,
      updatedAt: isoTime(row.updatedAt),
    });
  } catch {
    // realtime is a convenience: the order itself is already saved, and pages reload it
  }
}
