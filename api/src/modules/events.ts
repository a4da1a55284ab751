/**
 * Live order updates: the signed-in customer's order changes, and for admins every new order and
 * every change, as server-sent events and, where a stream cannot be held (a buffering proxy), by
 * polling. Events come from the database (realtime/bus.ts), so a change made on any API instance
 * reaches every reader, and each has an id: a stream opened again with Last-Event-ID, or a poll
 * with `after`, gets what it missed first. When that cannot be given (the reader was away longer
 * than the events are kept), it is told to read its state again (RESYNC_EVENT). Each account and
 * client address holds at most config.eventStreams streams at once on an instance (429 beyond:
 * realtime/stream-slots.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerResponse } from 'node:http';
import { routes } from 'shared-contracts/api/routes';
import { formatSse, formatSseId } from 'shared-contracts/api/sse';
import { RESYNC_EVENT, type AdminEvent, type CustomerEvent } from 'shared-contracts/api/events';
import type { ApiRoute } from 'shared-contracts/api/define';
import { mount, responseOf } from '../http/mount';
import { readMissedEvents, subscribeOrderEvents, type StoredOrderEvent } from '../realtime/bus';
import { streamSlots } from '../realtime/stream-slots';
import { addressKey } from '../http/rate-limit';
import { toAdminOrderSummary } from '../admin/order-workflows';
import { customerOf } from '../admin/orders-repository';
import { getOrderRow } from '../orders/repository';
import type { Services } from '../services';

/** A comment line this often keeps proxies and browsers from closing a quiet stream (and tells the page it is alive). */
export const KEEP_ALIVE_MS = 25_000;

const toCustomerEvent = (event: StoredOrderEvent): CustomerEvent => ({
  type: 'order.changed',
  orderId: event.orderId,
  number: event.number,
  status: event.status,
  paymentStatus: event.paymentStatus,
  fulfilmentStatus: event.fulfilmentStatus,
  updatedAt: event.updatedAt,
});

/** An event as admins see it: a new order with its summary (as it is now), or a change; null once the order is gone. */
async function toAdminEvent(services: Services, event: StoredOrderEvent): Promise<AdminEvent | null> {
  if (event.type !== 'order.created') return toCustomerEvent(event);
  const order = await getOrderRow(services.db, event.orderId);
  if (!order) return null;
  const customer = await customerOf(services.db, order);
  return { type: 'order.created', order: toAdminOrderSummary({ order, customerName: customer?.name ?? null }) };
}

/** The Last-Event-ID a reconnecting stream sent: a number, none, or something not ours (then the reader re-reads). */
function lastEventId(request: FastifyRequest): number | undefined | 'foreign' {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  return /^\d{1,15}$/.test(value) ? Number(value) : 'foreign';
}

export default async function events(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  const slots = streamSlots(app.services.config.eventStreams);
  // Before the server waits for connections to end: end the streams, which never end on their own.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  /**
   * Opens an event stream on `reply`: first what the reader missed since its Last-Event-ID, then
   * the head id (its cursor from now on), then every event of `userId` (all, for admins) as it comes,
   * each with its id, in id order. `render` turns an event into what the route sends (null: nothing).
   */
  async function stream<R extends ApiRoute>(
    route: R,
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string | undefined,
    render: (event: StoredOrderEvent) => Promise<z.input<R['response']> | null> | z.input<R['response']> | null,
  ) {
    const cursor = lastEventId(request);
    // before anything is written: over the caps, the usual 429 error body (released when the stream closes)
    const release = slots.take(request.caller!.uid, addressKey(request.ip));
    const raw = reply.raw;
    reply.hijack();
    open.add(raw);
    // given back if the stream ends before its clean-up is in place (subscribing failed)
    raw.on('close', release);
    const write = (chunk: string) => void (raw.writableEnded || raw.write(chunk));

    // Events are written one after another (an admin's new order is looked up first), never out of order.
    let written = 0;
    let queue = Promise.resolve();
    const deliver = (event: StoredOrderEvent) => {
      queue = queue
        .then(async () => {
          if (event.id <= written || (userId !== undefined && event.userId !== userId)) return;
          written = event.id;
          const data = await render(event);
          if (data) write(formatSse((data as unknown as { type: string }).type, responseOf(route, data), String(event.id)));
        })
        .catch((error: unknown) => request.log.error(error));
    };

    // Listen first, then read what was missed: an event committed in between is in both, and sent once.
    const early: StoredOrderEvent[] = [];
    let replayed = false;
    // Events lost for good (this instance's listening connection was down too long): the page reads
    // its state again, from the head on. Before the first replay is written, it is told after it.
    let lostEarly: number | undefined;
    const resync = (head: number) => {
      queue = queue.then(() => {
        written = Math.max(written, head);
        write(formatSse(RESYNC_EVENT, {}, String(written)));
      });
    };
    const unsubscribe = await subscribeOrderEvents(
      app.services.database,
      (event) => (replayed ? deliver(event) : early.push(event)),
      (head) => (replayed ? resync(head) : (lostEarly = Math.max(lostEarly ?? 0, head))),
    );
    let keepAlive: NodeJS.Timeout | undefined;
    let closed = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      open.delete(raw);
      release();
      void unsubscribe();
    };
    request.raw.on('close', cleanUp);
    raw.on('close', cleanUp);
    if (raw.destroyed) return cleanUp();

    try {
      const missed = await readMissedEvents(app.services.db, cursor === 'foreign' ? undefined : cursor, userId);
      // The headers only now, once the stream listens and knows its head: a page that has them
      // misses no event committed after (one committed before the head is the page's to read).
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      if (missed.missed || cursor === 'foreign') write(formatSse(RESYNC_EVENT, {}, String(missed.head)));
      for (const event of missed.events) deliver(event);
      queue = queue.then(() => {
        written = Math.max(written, missed.head);
        write(formatSseId(String(written)));
      });
      replayed = true;
      if (lostEarly !== undefined) resync(lostEarly);
      for (const event of early.splice(0)) deliver(event);
    } catch (error) {
      request.log.error(error);
      // before the headers: the page's stream failed (it tries again); after: it ended
      if (!raw.headersSent) raw.statusCode = 503;
      raw.end();
    }
  }

  mount(app, routes.orderEvents, ({ request, reply, user }) => stream(routes.orderEvents, request, reply, user.uid, toCustomerEvent));

  mount(app, routes.adminEvents, ({ request, reply }) =>
    stream(routes.adminEvents, request, reply, undefined, (event) => toAdminEvent(app.services, event)),
  );

  // Polling: the same events and cursor over plain HTTP, for pages whose stream cannot be held.
  // Never kept by a cache on the way: each answer is for one caller and one moment.
  const uncached = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');
  mount(app, routes.pollOrderEvents, async ({ query, user, reply }) => {
    uncached(reply);
    const missed = await readMissedEvents(app.services.db, query.after === undefined ? undefined : Number(query.after), user.uid);
    return {
      events: missed.events.map((event) => ({ id: String(event.id), event: toCustomerEvent(event) })),
      cursor: String(missed.head),
      resync: missed.missed,
    };
  });

  mount(app, routes.adminPollEvents, async ({ query, reply }) => {
    uncached(reply);
    const missed = await readMissedEvents(app.services.db, query.after === undefined ? undefined : Number(query.after));
    const events: { id: string; event: AdminEvent }[] = [];
    for (const event of missed.events) {
      const shown = await toAdminEvent(app.services, event);
      if (shown) events.push({ id: String(event.id), event: shown });
    }
    return { events, cursor: String(missed.head), resync: missed.missed };
  });
}
