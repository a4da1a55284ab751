/**
 * Server-sent events: the signed-in customer's order changes, and for admins every new order and
 * every change. Events come from the database's notifications (realtime/bus.ts), so a change made
 * on any API instance reaches every stream.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerResponse } from 'node:http';
import { routes } from 'shared-contracts/api/routes';
import { formatSse } from 'shared-contracts/api/sse';
import type { CustomerEvent } from 'shared-contracts/api/events';
import type { ApiRoute } from 'shared-contracts/api/define';
import { mount, responseOf } from '../http/mount';
import { subscribeOrderEvents, type OrderEvent } from '../realtime/bus';
import { toAdminOrderSummary } from '../admin/order-workflows';
import { customerOf } from '../admin/orders-repository';
import { getOrderRow } from '../orders/repository';

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

  /**
   * Opens an event stream on `reply` and feeds it every order event through `onEvent` until it
   * closes; `send` writes one event, trimmed to the route's response schema like any answer.
   */
  async function stream<R extends ApiRoute>(
    route: R,
    request: FastifyRequest,
    reply: FastifyReply,
    onEvent: (event: OrderEvent, send: (name: string, data: z.input<R['response']>) => void) => void | Promise<void>,
  ) {
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
    const write = (chunk: string) => void (raw.writableEnded || raw.write(chunk));
    const send = (name: string, data: z.input<R['response']>) => write(formatSse(name, responseOf(route, data)));
    const unsubscribe = await subscribeOrderEvents(app.services.database, (event) => {
      Promise.resolve()
        .then(() => onEvent(event, send))
        .catch((error: unknown) => request.log.error(error));
    });
    // after subscribing: a client that has read this misses no later change
    raw.write(': connected\n\n');
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
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
  }

  mount(app, routes.orderEvents, ({ request, reply, user }) =>
    stream(routes.orderEvents, request, reply, (event, send) => {
      if (event.userId === user.uid) send('order.changed', toCustomerEvent(event));
    }),
  );

  mount(app, routes.adminEvents, ({ request, reply }) =>
    stream(routes.adminEvents, request, reply, async (event, send) => {
      if (event.type === 'order.created') {
        const order = await getOrderRow(app.services.db, event.orderId);
        if (!order) return;
        const customer = await customerOf(app.services.db, order);
        send('order.created', { type: 'order.created', order: toAdminOrderSummary({ order, customerName: customer?.name ?? null }) });
      } else {
        send('order.changed', toCustomerEvent(event));
      }
    }),
  );
}
