import { allowedTransitions, COD_DOOR_STATES, isMoneyCaptured, type FulfilmentStatus, type OrderStates, type OrderStatus, type PaymentStatus } from 'shared-contracts/domain/order';

export type OfferedMove = { axis: 'order'; to: OrderStatus } | { axis: 'fulfilment'; to: FulfilmentStatus } | { axis: 'payment'; to: CodDoorState };
type CodDoorState = (typeof COD_DOOR_STATES)[number];

/**
 * The status changes an admin is offered for an order: exactly the shared transition table's
 * allowed moves (with its guards) on the order and fulfilment axes. The payment axis moves on
 * the provider's word and by refunds, so it offers nothing here, but for cash on delivery's door
 * (collected, refused), which the merchant records. Cancelling is offered apart, with a confirmation.
 */
export function offeredMoves(order: OrderStates): OfferedMove[] {
  const door = allowedTransitions(order, 'payment').filter((to): to is CodDoorState => (COD_DOOR_STATES as readonly PaymentStatus[]).includes(to));
  return [
    ...allowedTransitions(order, 'order').map((to) => ({ axis: 'order' as const, to })),
    ...allowedTransitions(order, 'fulfilment').map((to) => ({ axis: 'fulfilment' as const, to })),
    ...door.map((to) => ({ axis: 'payment' as const, to })),
  ];
}

/** What is left to refund: paid or partly refunded money not given back yet. */
export function refundable(order: { paymentStatus: PaymentStatus; totals: { inclusive: number }; amountRefunded: number }): number {
  if (!isMoneyCaptured(order.paymentStatus)) return 0;
  return Math.max(0, order.totals.inclusive - order.amountRefunded);
}
