/**
 * A cart reminder's links: the restore link (the cart page with `?reminder=<id>&token=<HMAC of
 * restore:<id>>`, which puts the reminded lines in any browser's cart, no session needed) and the
 * one-click unsubscribe (the same page with `&unsubscribe=1` and a token of its own, and the API's
 * address for the List-Unsubscribe header, RFC 8058). Each token is an HMAC under the reminder's own
 * random secret, never in any answer, as an order's return link is under its idempotency key.
 */
import { API_PREFIX } from 'shared-contracts/api/common';
import { REMINDER_PARAMS } from 'shared-contracts/domain/cart-reminders';
import { localizePath, type Locale } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import { linkToken, sameToken } from '../security/signed-links';

type Signed = { id: number; secret: string };
export type ReminderLinkPurpose = 'restore' | 'unsubscribe';

export function reminderToken(reminder: Signed, purpose: ReminderLinkPurpose): string {
  return linkToken(reminder.secret, purpose, reminder.id);
}

/** Whether `token` is this reminder's token for `purpose` (compared in constant time). */
export function isReminderToken(reminder: Signed, purpose: ReminderLinkPurpose, token: string): boolean {
  return sameToken(reminderToken(reminder, purpose), token);
}

function cartPageUrl(config: Pick<Config, 'publicUrl'>, reminder: Signed, purpose: ReminderLinkPurpose, language: Locale): string {
  const query = new URLSearchParams({ [REMINDER_PARAMS.id]: String(reminder.id), [REMINDER_PARAMS.token]: reminderToken(reminder, purpose) });
  if (purpose === 'unsubscribe') query.set(REMINDER_PARAMS.unsubscribe, '1');
  return `${config.publicUrl}${localizePath(PATHS.cart, language)}?${query}`;
}

export const restoreUrl = (config: Pick<Config, 'publicUrl'>, reminder: Signed, language: Locale) => cartPageUrl(config, reminder, 'restore', language);
export const unsubscribePageUrl = (config: Pick<Config, 'publicUrl'>, reminder: Signed, language: Locale) => cartPageUrl(config, reminder, 'unsubscribe', language);

/** The List-Unsubscribe header's address: a mail client POSTs `List-Unsubscribe=One-Click` to it. */
export function unsubscribeApiUrl(config: Pick<Config, 'publicUrl'>, reminder: Signed): string {
  return `${config.publicUrl}${API_PREFIX}/cart-reminders/${reminder.id}/unsubscribe?token=${reminderToken(reminder, 'unsubscribe')}`;
}
