/**
 * Cart reminders (issue 36 item 3): a shopper who gave an e-mail with marketing consent and left a
 * cart (or an unpaid order, whose lines stay in the cart) gets one reminder after the merchant's
 * delay, and optionally a second one. Settings › Cart reminders; the API's side is
 * api/src/cart-reminders/.
 */

export type CartReminderSettings = {
  /** Off by default: the merchant turns reminders on. */
  enabled: boolean;
  /** Minutes without a change to the cart before the first reminder (0: at the next round of the mail worker). */
  firstDelayMinutes: number;
  /** Whether a second reminder follows when the first brought nothing. */
  secondEnabled: boolean;
  /** Minutes after the first reminder before the second. */
  secondDelayMinutes: number;
};

/** The longest delay the settings take: 30 days, in minutes. */
export const MAX_REMINDER_DELAY_MINUTES = 30 * 24 * 60;

export const DEFAULT_CART_REMINDER_SETTINGS: CartReminderSettings = {
  enabled: false,
  firstDelayMinutes: 4 * 60,
  secondEnabled: false,
  secondDelayMinutes: 24 * 60,
};

/**
 * The reminder's links open the cart page with these query parameters: `reminder` (its id) and
 * `token` (an HMAC signing it); `unsubscribe=1` makes it the one-click unsubscribe.
 */
export const REMINDER_PARAMS = { id: 'reminder', token: 'token', unsubscribe: 'unsubscribe' } as const;

/** An order counts as one a reminder led to when it is placed within this many days of the reminder (and paid, or cash on delivery). */
export const REMINDER_ATTRIBUTION_DAYS = 7;
