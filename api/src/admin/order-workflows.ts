/**
 * What an admin does to orders: read them with their customer and history, move a status along
 * the shared transition table (orders/lifecycle.ts decides and writes), and refund. Each change
 * writes its audit row in the lifecycle's transaction.
 *
 * Refunds: the order row is locked, the amount is checked against what is left to refund
 * (`totals.inclusive − amountRefunded`: never more than was paid), and the provider is asked to
 * refund inside that transaction, so two refunds at once cannot both pass the check and a refused
 * refund changes nothing. The payment status moves along the table: `paid` → `partially_refunded`
 * → `refunded` (the last when nothing is left); a further partial refund keeps `partially_refunded`.
 */
import type { AdminOrderDetail, AdminOrderSummary, OrderStatusChange } from 'shared-contracts/api/admin';
import { STATUS_FIELD, type Order, type OrderAxis } from 'shared-contracts/domain/order';
import type { Locale } from 'shared-contracts/i18n/locales';
import { maxNumber } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { recordAudit } from '../audit/audit-log';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { changeOrder, PROVIDER_ACTOR, SYSTEM_ACTOR, toOrderDto, toOrderSummary, transitionOrder, type OrderMove } from '../orders/lifecycle';
import { getOrderRow, listHistory } from '../orders/repository';
import type { Services } from '../services';
import type { Page } from '../db/paging';
import { isoTime } from '../db/timestamps';
import { customerOf, listOrders, recentOrders, type AdminOrderListQuery, type OrderWithCustomerName } from './orders-repository';

export function toAdminOrderSummary({ order, customerName }: OrderWithCustomerName): AdminOrderSummary {
  return {
    ...toOrderSummary(order),
    customer: order.userId ? { uid: order.userId, email: order.email, name: customerName ?? '' } : null,
  };
}

export async function listAdminOrders(services: Pick<Services, 'db'>, query: AdminOrderListQuery): Promise<Page<AdminOrderSummary>> {
  const { rows, total } = await listOrders(services.db, query);
  return { items: rows.map(toAdminOrderSummary), total, page: query.page, pageSize: query.pageSize };
}

export async function newestOrders(services: Pick<Services, 'db'>, limit: number): Promise<AdminOrderSummary[]> {
  return (await recentOrders(services.db, limit)).map(toAdminOrderSummary);
}

export async function getAdminOrder(services: Pick<Services, 'db' | 'config'>, id: string): Promise<AdminOrderDetail> {
  const row = await getOrderRow(services.db, id);
  if (!row) throw new HttpError('not_found');
  const [customer, history] = await Promise.all([customerOf(services.db, row), listHistory(services.db, id)]);
  return {
    order: toOrderDto(row),
    customer,
    history: history.map((entry) => ({
      at: isoTime(entry.at),
      axis: entry.axis as OrderAxis,
      from: entry.from,
      to: entry.to,
      by: entry.actor === SYSTEM_ACTOR || entry.actor === PROVIDER_ACTOR ? null : entry.actor,
      note: entry.note ?? null,
    })),
    seller: services.config.seller,
  };
}

export async function changeOrderStatus(services: Services, actor: Caller, id: string, change: OrderStatusChange): Promise<Order> {
  const note = change.note || null;
  const row = await transitionOrder(services, id, change.axis, change.to as never, actor.uid, {
    note,
    alsoIn: (tx, after, before) =>
      recordAudit(tx, {
        actor,
        action: 'order.status_change',
        target: { type: 'order', id },
        changes: { [STATUS_FIELD[change.axis]]: { from: before[STATUS_FIELD[change.axis]], to: after[STATUS_FIELD[change.axis]] } },
        note,
      }),
  });
  return toOrderDto(row);
}

export async function refundOrder(services: Services, actor: Caller, id: string, request: { amount?: number; reason: string }, lng: Locale): Promise<Order> {
  const { order } = await changeOrder(services, id, actor.uid, (row) => {
    const refundable = row.totals.inclusive - row.amountRefunded;
    if (!['paid', 'partially_refunded'].includes(row.paymentStatus) || refundable <= 0 || !row.paymentId) {
      throw new HttpError('invalid_transition', { to: ['order.not_paid'] });
    }
    const amount = request.amount ?? refundable;
    if (amount > refundable) throw new HttpError('validation_failed', { amount: [withLanguage(lng, () => String(maxNumber(refundable)(amount)))] });
    const amountRefunded = row.amountRefunded + amount;
    const to = amountRefunded === row.totals.inclusive ? 'refunded' : 'partially_refunded';
    const moves: OrderMove[] = to === row.paymentStatus ? [] : [{ axis: 'payment', to }];
    const paymentId = row.paymentId;
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
          },
          note: request.reason,
        });
        // last, so a refund the provider refuses rolls everything above back
        await services.payments.refund({ paymentId, amount });
      },
    };
  });
  return toOrderDto(order);
}
