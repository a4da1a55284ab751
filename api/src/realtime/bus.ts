/**
 * Realtime events for server-sent events: an order's changes for its customer, new orders for the
 * admins. Published through the database's notifications, so every API instance hears every event.
 */
import type { Database } from '../db/database';

export const ORDER_EVENTS_CHANNEL = 'shop_order_events';

export interface OrderEvent {
  type: 'order.created' | 'order.updated';
  orderId: string;
  userId: string | null;
}

export function publishOrderEvent(database: Database, event: OrderEvent): Promise<void> {
  return database.notify(ORDER_EVENTS_CHANNEL, event);
}
