/**
 * Realtime events for the live pages: an order's changes for its customer, new orders for the
 * admins. Each event is written to the order_events table and announced through the database's
 * notifications in one short transaction, so every API instance hears every event and every event
 * has an id all instances agree on. That id is the cursor of the streams (Last-Event-ID) and of the
 * HTTP polling that stands in for them: a reader that was away reads what it missed from the table.
 * Each instance listens once per database and fans the events out to its open streams in memory, so
 * a hundred open streams hold one database connection, not a hundred.
 */
import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { OrderStates } from 'shared-contracts/domain/order';
import type { Database, Db } from '../db/database';
import { orderEvents } from '../db/schema';

export const ORDER_EVENTS_CHANNEL = 'shop_order_events';

/**
 * How long an event is kept for readers that were away (a dropped stream, a page that polls, a
 * laptop that slept). A reader away longer is told to read its state again (`missed`).
 */
export const ORDER_EVENT_RETENTION_MS = 60 * 60_000;

/** At most this many missed events are replayed; a reader further behind reads its state again. */
export const MAX_REPLAYED_EVENTS = 500;

/**
 * The advisory lock every publication holds until it commits: ids are then committed in the order
 * they were given, so a reader that has seen id N has seen every event up to N (with concurrent
 * publishers, a later id could otherwise commit first and a cursor skip the earlier one for good).
 */
const PUBLISH_LOCK = 22_311_202;

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

/** An OrderEvent as stored and announced: with its id, the readers' cursor. */
export interface StoredOrderEvent extends OrderEvent {
  id: number;
}

/** Stores `event`, announces it to every instance once committed, and resolves to its id. */
export async function publishOrderEvent(database: Database, event: OrderEvent): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const [row] = await tx
      .insert(orderEvents)
      .values({ userId: event.userId, payload: { ...event } })
      .returning({ id: orderEvents.id });
    const stored: StoredOrderEvent = { ...event, id: row!.id };
    // Old events go as new ones come; the newest always stays, so the head is known after a quiet spell.
    const expired = new Date(Date.now() - ORDER_EVENT_RETENTION_MS).toISOString();
    await tx.delete(orderEvents).where(and(lt(orderEvents.createdAt, expired), lt(orderEvents.id, stored.id)));
    // delivered at commit, to LISTENers of every instance (PGlite's and PostgreSQL's alike)
    await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(stored)})`);
    return stored.id;
  });
}

/** What a reader missed after its cursor. */
export interface MissedEvents {
  /** The events after the cursor, oldest first (only `userId`'s when given). */
  events: StoredOrderEvent[];
  /** The newest event's id: the reader's cursor once it has these. */
  head: number;
  /**
   * Some events after the cursor are no longer kept (or too many to replay, or the cursor is not
   * this database's): `events` is empty and the reader must read its state again instead.
   */
  missed: boolean;
}

/**
 * The events after `after` (none given: only the head, for a reader that starts now). Read with
 * `head` first: anything committed later has a higher id and reaches a listener started before.
 */
export async function readMissedEvents(db: Db, after: number | undefined, userId?: string): Promise<MissedEvents> {
  const [bounds] = await db
    .select({ head: sql<number>`coalesce(max(${orderEvents.id}), 0)::int`, oldest: sql<number>`coalesce(min(${orderEvents.id}), 0)::int` })
    .from(orderEvents);
  const head = Number(bounds?.head ?? 0);
  const oldest = Number(bounds?.oldest ?? 0);
  if (after === undefined || after === head) return { events: [], head, missed: false };
  if (after > head || after < oldest - 1) return { events: [], head, missed: true };
  const rows = await db
    .select({ id: orderEvents.id, payload: orderEvents.payload })
    .from(orderEvents)
    .where(and(gt(orderEvents.id, after), lte(orderEvents.id, head), userId === undefined ? undefined : eq(orderEvents.userId, userId)))
    .orderBy(asc(orderEvents.id))
    .limit(MAX_REPLAYED_EVENTS + 1);
  if (rows.length > MAX_REPLAYED_EVENTS) return { events: [], head, missed: true };
  return { events: rows.map((row) => ({ ...(row.payload as unknown as OrderEvent), id: row.id })), head, missed: false };
}

export type OrderEventListener = (event: StoredOrderEvent) => void;
/**
 * Events were lost and cannot be replayed (the listening connection was down longer than events are
 * kept, or too many came meanwhile): the reader reads its state again; `head` is its cursor then.
 */
export type OrderEventsResync = (head: number) => void;

interface Subscriber {
  onEvent: OrderEventListener;
  onResync?: OrderEventsResync;
}

interface Hub {
  subscribers: Set<Subscriber>;
  /** The database subscription while anyone listens. */
  started: Promise<() => Promise<void>> | null;
  /** The newest event id this instance has handed over: where a replay after a lost connection starts. */
  cursor: number;
  /** Events heard while a replay runs, handed over after it (null: none runs). */
  held: StoredOrderEvent[] | null;
  /** The connection dropped again while a replay ran: one more follows. */
  again: boolean;
}

const hubs = new WeakMap<Database, Hub>();

function handOver(hub: Hub, event: StoredOrderEvent) {
  if (hub.held) {
    hub.held.push(event);
    return;
  }
  hub.cursor = Math.max(hub.cursor, event.id);
  for (const each of [...hub.subscribers]) {
    try {
      each.onEvent(event);
    } catch {
      // one broken stream must not stop the others
    }
  }
}

/**
 * The listening connection is back after a drop: what was announced meanwhile never arrived, so the
 * instance reads it from order_events once for all its streams (each keeps its own and its admins'
 * events, and skips what it has), or tells them all to read their state again when it is not kept.
 */
async function replay(database: Database, hub: Hub): Promise<void> {
  if (hub.held) {
    hub.again = true;
    return;
  }
  hub.held = [];
  try {
    const missed = await readMissedEvents(database.db, hub.cursor);
    if (missed.missed) {
      hub.cursor = Math.max(hub.cursor, missed.head);
      for (const each of [...hub.subscribers]) each.onResync?.(hub.cursor);
    } else {
      const held = hub.held;
      hub.held = null;
      for (const event of missed.events) handOver(hub, event);
      hub.cursor = Math.max(hub.cursor, missed.head);
      hub.held = held;
    }
  } catch {
    for (const each of [...hub.subscribers]) each.onResync?.(hub.cursor);
  } finally {
    const held = hub.held ?? [];
    hub.held = null;
    for (const event of held) if (event.id > hub.cursor) handOver(hub, event);
  }
  if (hub.again) {
    hub.again = false;
    await replay(database, hub);
  }
}

/**
 * Calls `listener` for every order event of every API instance until the returned function is
 * called, and `onResync` when events were lost for good. The first subscriber starts the one
 * LISTEN of this instance, the last one stops it.
 */
export async function subscribeOrderEvents(database: Database, listener: OrderEventListener, onResync?: OrderEventsResync): Promise<() => Promise<void>> {
  let hub = hubs.get(database);
  if (!hub) {
    hub = { subscribers: new Set(), started: null, cursor: 0, held: null, again: false };
    hubs.set(database, hub);
  }
  const current = hub;
  const subscriber: Subscriber = { onEvent: listener, onResync };
  current.subscribers.add(subscriber);
  if (!current.started) {
    current.started = (async () => {
      const stop = await database.listen(
        ORDER_EVENTS_CHANNEL,
        (payload) => handOver(current, payload as StoredOrderEvent),
        () => void replay(database, current),
      );
      try {
        // the head once listening: a replay after a drop starts there (what came later was heard)
        const { head } = await readMissedEvents(database.db, undefined);
        current.cursor = Math.max(current.cursor, head);
      } catch (error) {
        await stop();
        throw error;
      }
      return stop;
    })();
  }
  try {
    await current.started;
  } catch (error) {
    current.subscribers.delete(subscriber);
    current.started = null;
    throw error;
  }
  let subscribed = true;
  return async () => {
    if (!subscribed) return;
    subscribed = false;
    current.subscribers.delete(subscriber);
    if (current.subscribers.size > 0 || !current.started) return;
    const stopping = current.started;
    current.started = null;
    try {
      await (await stopping)();
    } catch {
      // the database may already be closed (shutdown): nothing left to stop
    }
  };
}
