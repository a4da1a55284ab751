/**
 * An order row as the API's answers and messages describe it (the shared schemas of
 * shared-contracts/api/orders): read by the routes, the e-mails and the webhooks alike.
 */
import type { Order } from 'shared-contracts/domain/order';
import type { CustomerOrder, OrderSummary } from 'shared-contracts/api/orders';
import { isoTime } from '../db/timestamps';
import type { OrderRow, PaymentAttemptRow } from './repository';

/** 'HT-000123': what the customer, the admin and the invoice call order number 123. */
export function orderNumber(number: number): string {
  return `HT-${String(number).padStart(6, '0')}`;
}

/** An order row as the shared `orderSchema` describes it. */
export function toOrderDto(row: OrderRow): Order {
  return {
    id: row.id,
    number: orderNumber(row.number),
    userId: row.userId ?? '',
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfilmentStatus: row.fulfilmentStatus,
    lines: row.lines,
    shipping: row.shipping,
    totals: row.totals,
    amountRefunded: row.amountRefunded,
    currency: row.currency,
    sellerState: row.sellerState,
    supply: row.supply,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress ?? null,
    buyerGstin: row.buyerGstin ?? null,
    invoice: row.invoiceNumber && row.invoicedAt ? { number: row.invoiceNumber, date: isoTime(row.invoicedAt) } : null,
    shipment: row.shipment ?? null,
    discount: row.discount ?? null,
    // cash on delivery only (a prepaid order's answers stay as they were)
    ...(row.paymentMethod === 'cod' ? { paymentMethod: row.paymentMethod, codFee: row.codFee } : {}),
    // store credit and an exchange's links only when there are some (other answers stay as they were)
    ...(row.storeCredit > 0 ? { storeCredit: row.storeCredit } : {}),
    ...(row.exchange ? { exchange: row.exchange } : {}),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** An order as its customer reads it (shared `customerOrderSchema`): with its payment attempts. */
export function toCustomerOrder(row: OrderRow, attempts: readonly PaymentAttemptRow[]): CustomerOrder {
  return {
    ...toOrderDto(row),
    email: row.email,
    paymentAttempts: attempts.map((attempt) => ({ status: attempt.status, reason: attempt.reason, at: isoTime(attempt.at) })),
  };
}

/** An order row as a line of a list (shared `orderSummarySchema`). */
export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: orderNumber(row.number),
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfilmentStatus: row.fulfilmentStatus,
    total: row.totals.inclusive,
    currency: row.currency,
    itemCount: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    ...(row.exchange ? { exchange: row.exchange } : {}),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}
