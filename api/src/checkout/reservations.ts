/**
 * Workflow `releaseExpiredReservations`: an unpaid order holds its stock for
 * config.reservationMinutes, a cash-on-delivery order until its shopper confirms it (Settings ›
 * Cash on delivery's confirmHours, cod/workflows.ts). When the hold ends the order is cancelled through the lifecycle,
 * which puts the stock back (orders/lifecycle.ts), one order per transaction.
 * Run by a timer in the app (modules/checkout.ts) and called directly by tests.
 */
import { changeOrder, SYSTEM_ACTOR } from '../orders/lifecycle';
import { findExpiredReservations } from '../orders/repository';
import type { Services } from '../services';

/** How often the app looks for ended holds. */
export const RESERVATION_SWEEP_MS = 60_000;

/** Cancels the unpaid orders whose hold ended before `now`; returns their ids. */
export async function releaseExpiredReservations(services: Services, now: Date = new Date()): Promise<string[]> {
  const released: string[] = [];
  for (;;) {
    const batch = await findExpiredReservations(services.db, now);
    if (!batch.length) return released;
    for (const { id } of batch) {
      const { changed } = await changeOrder(services, id, SYSTEM_ACTOR, (order) =>
        // checked again under the lock: a payment may have arrived in the meantime
        order.status === 'pending' &&
        (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed' || order.paymentStatus === 'due') &&
        order.reservedUntil !== null &&
        new Date(order.reservedUntil) < now
          ? { moves: [{ axis: 'order', to: 'cancelled' }] }
          : null,
      );
      if (changed) released.push(id);
    }
    if (batch.length && batch.every(({ id }) => !released.includes(id))) return released;
  }
}
