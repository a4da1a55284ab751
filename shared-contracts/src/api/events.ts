import { z } from 'zod';
import { adminOrderSummarySchema } from './admin';
import { dateTimeSchema, idSchema, token } from './common';
import { fulfilmentStatusSchema, orderStatusSchema, paymentStatusSchema } from './orders';

/**
 * Server-sent events. Each event's SSE `event:` name is its `type`, and its `data:` is the JSON
 * below. The server also sends ':' comment lines as a heartbeat.
 */
export const orderChangedEventSchema = z.object({
  type: z.literal('order.changed'),
  orderId: idSchema,
  number: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  fulfilmentStatus: fulfilmentStatusSchema,
  updatedAt: dateTimeSchema,
});
export type OrderChangedEvent = z.infer<typeof orderChangedEventSchema>;

export const newOrderEventSchema = z.object({
  type: z.literal('order.created'),
  order: adminOrderSummarySchema,
});
export type NewOrderEvent = z.infer<typeof newOrderEventSchema>;

/** A customer's stream: changes to their own orders. */
export const customerEventSchema = orderChangedEventSchema;
export type CustomerEvent = z.infer<typeof customerEventSchema>;

/** The admins' stream: every new order and every order change. */
export const adminEventSchema = z.discriminatedUnion('type', [newOrderEventSchema, orderChangedEventSchema]);
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const SERVER_EVENT_TYPES = ['order.changed', 'order.created'] as const;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];

/**
 * Events have ids (the `id:` line of each server-sent event): a cursor in the order the shop made
 * them, the same on every API instance. A stream opened again with the last one as Last-Event-ID
 * replays what it missed first; the polling routes below take it as `after`.
 */
export const eventCursorSchema = token().regex(/^\d{1,15}$/);

/**
 * The name of the event that tells a reader it missed events that cannot be replayed (it was away
 * too long, or the cursor is not this shop's): it reads the state it shows again.
 */
export const RESYNC_EVENT = 'resync';

/** Polling, where a stream cannot be held (a buffering proxy): what came after `after`, none given: the cursor to start from. */
export const eventPollQuerySchema = z.object({ after: eventCursorSchema.optional() });

const polled = <T extends z.ZodType>(event: T) =>
  z.object({
    /** The events after the cursor, oldest first. */
    events: z.array(z.object({ id: eventCursorSchema, event })),
    /** The cursor to poll with next time. */
    cursor: eventCursorSchema,
    /** Events were missed that cannot be given: read the state shown again (RESYNC_EVENT). */
    resync: z.boolean(),
  });
export const customerEventPollSchema = polled(customerEventSchema);
export const adminEventPollSchema = polled(adminEventSchema);
