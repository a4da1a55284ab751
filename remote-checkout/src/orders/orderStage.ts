/**
 * Where an order is, as the shopper is told it, from one mapping (issue 38: the badge said
 * "Entregado" while the shipment's heading said "En camino", and screen readers heard "Pas encore
 * expédiée" for a cancelled order). The status chips, the shipment's heading and the page's live
 * announcement all say it from here, with the orders' status texts (OrdersPage.messages.ts).
 */
import type { FulfilmentStatus, OrderStates } from 'shared-contracts/domain/order';

/** The parcel's state worth showing: none for an order cancelled before anything left (its "Cancelled" says it all). */
export function shownFulfilment(order: OrderStates): FulfilmentStatus | null {
  return order.status === 'cancelled' && order.fulfilmentStatus === 'unfulfilled' ? null : order.fulfilmentStatus;
}

/**
 * The one status that says where the order is now (the key of its text): cancelled or awaiting
 * payment say so; otherwise where the parcel is (not shipped yet, packed, shipped, delivered, returned).
 */
export function orderStageKey(order: OrderStates): string {
  if (order.status === 'cancelled' || order.status === 'pending') return `status.order.${order.status}`;
  return `status.fulfilment.${order.fulfilmentStatus}`;
}
