import { z } from 'zod';
import { adminOrderSummarySchema } from './admin';
import { dateTimeSchema, idSchema } from './common';
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
