/**
 * Realtime events for server-sent events: an order's changes for its customer, new orders for the
 * admins. Published through the database's notifications, so every API instance hears every event.
 * Each instance listens once per database and fans the events out to its open streams in memory, so
 * a hundred open streams hold one database connection, not a hundred.
 */
import type { OrderStates } from 'shared-contracts/domain/order';
import type { Database } from '../db/database';

export const ORDER_EVENTS_CHANNEL = 'shop_order_events';

/** An order was created or changed; it carries what a stream shows, so listeners need no query. */
export interface OrderEvent extends OrderStates {
  type: 'order.created' | 'order.updated';
  orderId: string;
  userId: string | null;
  /** The order's display number, e.g. 'HT-000123'. */
  number: string;
  /** ISO date-time of the change. */
  updatedAt: string;
}

export function publishOrderEvent(database: Database, event: OrderEvent): Promise<void> {
  return database.notify(ORDER_EVENTS_CHANNEL, event);
}

export type OrderEventListener = (event: OrderEvent) => void;

interface Hub {
  listeners: Set<OrderEventListener>;
  /** The database subscription while anyone listens. */
  started: Promise<() => Promise<void>> | null;
}

const hubs = new WeakMap<Database, Hub>();

/**
 * Calls `listener` for every order event of every API instance until the returned function is
 * called. The first subscriber starts the one LISTEN of this instance, the last one stops it.
 */
export async function subscribeOrderEvents(database: Database, listener: OrderEventListener): Promise<() => Promise<void>> {
  let hub = hubs.get(database);
  if (!hub) {
    hub = { listeners: new Set(), started: null };
    hubs.set(database, hub);
  }
  const current = hub;
  current.listeners.add(listener);
  if (!current.started) {
    current.started = database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
      for (const each of [...current.listeners]) {
        try {
          each(payload as OrderEvent);
        } catch {
          // one broken stream must not stop the others
        }
      }
    });
  }
  try {
    await current.started;
  } catch (error) {
    current.listeners.delete(listener);
    current.started = null;
    throw error;
  }
  let subscribed = true;
  return async () => {
    if (!subscribed) return;
    subscribed = false;
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || !current.started) return;
    const stopping = current.started;
    current.started = null;
    try {
      await (await stopping)();
    } catch {
      // the database may already be closed (shutdown): nothing left to stop
    }
  };
}
