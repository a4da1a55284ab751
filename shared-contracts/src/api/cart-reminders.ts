/**
 * Cart reminders (issue 36 item 3; api/src/cart-reminders): a guest's contact for them, given at
 * the payment step with marketing consent; the reminder's restore link and one-click unsubscribe
 * (a token signed for that one reminder stands in for a session); the merchant's settings and the
 * counts (sent, restored, orders they led to).
 */
import { z } from 'zod';
import { MAX_REMINDER_DELAY_MINUTES, type CartReminderSettings } from 'shared-contracts/domain/cart-reminders';
import { email, max, maxNumber, minNumber, required, type Rule } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { cartAdjustmentSchema, cartLineViewSchema } from './cart';
import { idSchema, text, token } from './common';
import { defineRoute, type ApiRoute } from './define';

export const CART_REMINDER_RULES = {
  firstDelayMinutes: [required, minNumber(0), maxNumber(MAX_REMINDER_DELAY_MINUTES)],
  secondDelayMinutes: [required, minNumber(1), maxNumber(MAX_REMINDER_DELAY_MINUTES)],
} satisfies Record<string, Rule[]>;

export const cartReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  firstDelayMinutes: withRules(z.number().int(), ...CART_REMINDER_RULES.firstDelayMinutes),
  secondEnabled: z.boolean(),
  secondDelayMinutes: withRules(z.number().int(), ...CART_REMINDER_RULES.secondDelayMinutes),
}) satisfies z.ZodType<CartReminderSettings>;

/**
 * A guest's address for reminders, sent by the payment step once typed with the marketing box
 * ticked (without it nothing is kept: an address without consent is of no use to a reminder).
 */
export const cartContactSchema = z.object({
  email: text(email, max(254)),
  marketingConsent: z.boolean(),
});
export const cartContactAnswerSchema = z.object({ kept: z.boolean() });

const reminderParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const reminderTokenQuerySchema = z.object({ token: token().regex(/^[0-9a-f]{64}$/) });

/**
 * The reminded cart as it can be bought now: its lines at today's prices, capped by today's stock
 * (`adjustments`: sold out or fewer left, as the cart says them), and the lines whose price changed
 * since the reminder (`repriced`, in paise per item).
 */
export const restoredCartSchema = z.object({
  lines: z.array(cartLineViewSchema),
  adjustments: z.array(cartAdjustmentSchema),
  repriced: z.array(z.object({ productId: idSchema, variantId: idSchema.optional(), title: z.string(), variant: z.string().optional(), was: z.number().int(), now: z.number().int() })),
});
export type RestoredCart = z.infer<typeof restoredCartSchema>;

/** RFC 8058's one-click POST sends `List-Unsubscribe=One-Click` as a form; the shop's page sends nothing. */
export const unsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.string().max(20).optional() }).optional();
export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });

export const cartReminderReportQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
/** The last `days` days: reminders sent (first and second), carts reminded, restored from the link, and the orders placed after one (within REMINDER_ATTRIBUTION_DAYS). */
export const cartReminderReportSchema = z.object({
  days: z.number().int(),
  sent: z.number().int(),
  firstSent: z.number().int(),
  secondSent: z.number().int(),
  carts: z.number().int(),
  restored: z.number().int(),
  orders: z.number().int(),
  /** What those orders came to, GST included, in paise. */
  revenue: z.number().int(),
  unsubscribed: z.number().int(),
});
export type CartReminderReport = z.infer<typeof cartReminderReportSchema>;

export const cartReminderRoutes = {
  saveCartContact: defineRoute({
    method: 'PUT',
    path: '/cart/contact',
    access: 'user',
    body: cartContactSchema,
    response: cartContactAnswerSchema,
    summary: "A guest's e-mail for cart reminders, kept only with marketing consent (recorded with it)",
  }),
  restoreRemindedCart: defineRoute({
    method: 'GET',
    path: '/cart-reminders/:id',
    access: 'public',
    params: reminderParams,
    query: reminderTokenQuerySchema,
    response: restoredCartSchema,
    summary: "A reminder's cart at today's prices and stock (its link's token, no session)",
  }),
  unsubscribeCartReminders: defineRoute({
    method: 'POST',
    path: '/cart-reminders/:id/unsubscribe',
    access: 'public',
    params: reminderParams,
    query: reminderTokenQuerySchema,
    body: unsubscribeBodySchema,
    response: unsubscribedSchema,
    summary: 'One-click unsubscribe (RFC 8058): no more reminders, marketing consent withdrawn',
  }),
  adminGetCartReminderSettings: defineRoute({
    method: 'GET',
    path: '/admin/settings/cart-reminders',
    access: 'admin',
    permission: 'settings',
    response: cartReminderSettingsSchema,
    summary: 'Cart reminders: on or off, their delays',
  }),
  adminSaveCartReminderSettings: defineRoute({
    method: 'PUT',
    path: '/admin/settings/cart-reminders',
    access: 'admin',
    permission: 'settings',
    body: cartReminderSettingsSchema,
    response: cartReminderSettingsSchema,
    summary: 'Turn cart reminders on or off and set their delays',
  }),
  adminCartReminderReport: defineRoute({
    method: 'GET',
    path: '/admin/reports/cart-reminders',
    access: 'admin',
    permission: 'reports',
    query: cartReminderReportQuerySchema,
    response: cartReminderReportSchema,
    summary: 'Cart reminders sent, carts restored and the orders they led to',
  }),
} as const satisfies Record<string, ApiRoute>;
