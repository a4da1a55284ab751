/**
 * The signed-in customer's order changes as server-sent events. Events come from the database's
 * notifications (realtime/bus.ts), so a change made on any API instance reaches every stream.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { routes } from 'shared-contracts/api/routes';
import { formatSse } from 'shared-contracts/api/sse';
import type { CustomerEvent } from 'shared-contracts/api/events';
import { mount } from '../http/mount';
import { subscribeOrderEvents, type OrderEvent } from '../realtime/bus';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 25_000;

const toCustomerEvent = (event: OrderEvent): CustomerEvent => ({
  type: 'order.changed',
  orderId: event.orderId,
  number: event.number,
  status: event.status,
  paymentStatus: event.paymentStatus,
  fulfilmentStatus: event.fulfilmentStatus,
  updatedAt: event.updatedAt,
});

export default async function events(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  // Before the server waits for connections to end: end the streams, which never end on their own.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  mount(app, routes.orderEvents, async ({ request, reply, user }) => {
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    open.add(raw);
    const unsubscribe = await subscribeOrderEvents(app.services.database, (event) => {
      if (event.userId === user.uid) raw.write(formatSse('order.changed', toCustomerEvent(event)));
    });
    // after subscribing: a client that has read this misses no later change
    raw.write(': connected\n\n');
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    let closed = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      open.delete(raw);
      void unsubscribe();
    };
    request.raw.on('close', cleanUp);
    raw.on('close', cleanUp);
    if (raw.destroyed) cleanUp();
  });
}
