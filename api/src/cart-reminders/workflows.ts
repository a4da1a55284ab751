/**
 * What the cart reminders' routes do (modules/cart-reminders.ts): a guest's address for them (kept
 * only with marketing consent, recorded with it in one transaction), the restore link's cart at
 * today's prices and stock, the one-click unsubscribe, the merchant's settings and the counts.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { CartReminderReport, RestoredCart } from 'shared-contracts/api/cart-reminders';
import { lineKey } from 'shared-contracts/domain/cart';
import { REMINDER_ATTRIBUTION_DAYS } from 'shared-contracts/domain/cart-reminders';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { priceCartLines } from '../cart/cart';
import { saveCartContact } from '../cart/repository';
import { cartReminders, orders } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { hasMarketingConsent, recordConsent } from '../privacy/consent';
import { readSettings } from '../settings/store';
import type { Services } from '../services';
import { isReminderToken, type ReminderLinkPurpose } from './link';
import { ORDERED_PAYMENT_STATUSES } from './sweep';
import './cart-reminders.messages';

export const cartReminderSettings = (services: Pick<Services, 'database' | 'config'>) => readSettings(services, 'cartReminders');

/**
 * The payment step's address for reminders. Kept (with the marketing consent recorded, source
 * checkout) only when the box is ticked; unticked, nothing is kept and nothing given before is withdrawn.
 */
export async function saveContact(services: Services, caller: Caller, input: { email: string; marketingConsent: boolean }, language: Locale): Promise<{ kept: boolean }> {
  if (!input.marketingConsent) return { kept: false };
  const email = input.email.trim();
  await services.db.transaction(async (tx) => {
    await saveCartContact(tx, caller.uid, { contactEmail: email, language });
    if (!(await hasMarketingConsent(tx, { userId: caller.uid, email }))) await recordConsent(tx, { userId: caller.uid, email }, { kind: 'marketing', granted: true, source: 'checkout' });
  });
  return { kept: true };
}

/** The reminder the link names, when its token is that reminder's (else 403 on `token`, in the caller's language). */
async function linkedReminder(services: Services, id: number, token: string, purpose: ReminderLinkPurpose, lng: Locale) {
  const [reminder] = await services.db.select().from(cartReminders).where(eq(cartReminders.id, id));
  if (!reminder || !isReminderToken(reminder, purpose, token)) throw new HttpError('forbidden', { token: [i18n.t('cartReminders:refusal.link', { lng })] });
  return reminder;
}

/**
 * The reminded cart as it can be bought now: priced and capped like any cart (sold-out lines
 * reported as the cart reports them), and each line whose price changed since the reminder named
 * with both prices. Restoring is recorded (the counts' "restored").
 */
export async function restoreRemindedCart(services: Services, id: number, token: string, lng: Locale): Promise<RestoredCart> {
  const reminder = await linkedReminder(services, id, token, 'restore', lng);
  const cart = await priceCartLines(services.db, reminder.lines, lng);
  const was = new Map(reminder.lines.map((line) => [lineKey(line), line.unitPrice]));
  const repriced = cart.lines.flatMap((line) => {
    const before = was.get(lineKey(line));
    return before !== undefined && before !== line.unitPrice
      ? [{ productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}), title: line.title, ...(line.variant ? { variant: line.variant } : {}), was: before, now: line.unitPrice }]
      : [];
  });
  await services.db.update(cartReminders).set({ restoredAt: sql`coalesce(${cartReminders.restoredAt}, now())` }).where(eq(cartReminders.id, reminder.id));
  return { lines: cart.lines, adjustments: cart.adjustments, repriced };
}

/**
 * The one-click unsubscribe (the mail's link, or a mail client's RFC 8058 POST): no further
 * reminder, by withdrawing the marketing consent of the account and the mailbox (the sweep asks it
 * before every reminder). Repeating it changes nothing more.
 */
export async function unsubscribe(services: Services, id: number, token: string, lng: Locale): Promise<{ unsubscribed: true }> {
  const reminder = await linkedReminder(services, id, token, 'unsubscribe', lng);
  await services.db.transaction(async (tx) => {
    const [first] = await tx
      .update(cartReminders)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(cartReminders.id, reminder.id), sql`${cartReminders.unsubscribedAt} is null`))
      .returning({ id: cartReminders.id });
    if (first) await recordConsent(tx, { userId: reminder.uid, email: reminder.email }, { kind: 'marketing', granted: false, source: 'unsubscribe' });
  });
  return { unsubscribed: true };
}

/**
 * The last `days` days' reminders: how many were sent (first and second), of how many carts, how
 * many were restored from their link, how many led to an order (one placed by the account or to
 * the same address within REMINDER_ATTRIBUTION_DAYS of the reminder, paid or cash on delivery;
 * an order counts once) and what those orders came to.
 */
export async function cartReminderReport(services: Services, days: number, now: Date = new Date()): Promise<CartReminderReport> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const { db } = services;
  const [counts] = await db
    .select({
      carts: sql<number>`count(*) filter (where ${cartReminders.sent} >= 1)::int`,
      firstSent: sql<number>`count(*) filter (where ${cartReminders.sent} >= 1)::int`,
      secondSent: sql<number>`count(*) filter (where ${cartReminders.sent} >= 2)::int`,
      restored: sql<number>`count(*) filter (where ${cartReminders.restoredAt} is not null)::int`,
      unsubscribed: sql<number>`count(*) filter (where ${cartReminders.unsubscribedAt} is not null)::int`,
    })
    .from(cartReminders)
    .where(gte(cartReminders.createdAt, since));
  const statuses = sql.join(
    ORDERED_PAYMENT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [led] = await db
    .select({ orders: sql<number>`count(*)::int`, revenue: sql<number>`coalesce(sum((${orders.totals}->>'inclusive')::bigint), 0)::bigint` })
    .from(orders)
    .where(
      sql`${orders.paymentStatus} in (${statuses}) and exists (
        select 1 from ${cartReminders}
        where ${cartReminders.sent} >= 1 and ${cartReminders.createdAt} >= ${since}
          and (${cartReminders.uid} = ${orders.userId} or lower(${cartReminders.email}) = lower(${orders.email}))
          and ${orders.createdAt} >= ${cartReminders.createdAt}
          and ${orders.createdAt} < ${cartReminders.createdAt} + ${sql.raw(`interval '${REMINDER_ATTRIBUTION_DAYS} days'`)}
      )`,
    );
  const firstSent = counts?.firstSent ?? 0;
  const secondSent = counts?.secondSent ?? 0;
  return {
    days,
    sent: firstSent + secondSent,
    firstSent,
    secondSent,
    carts: counts?.carts ?? 0,
    restored: counts?.restored ?? 0,
    orders: Number(led?.orders ?? 0),
    revenue: Number(led?.revenue ?? 0),
    unsubscribed: counts?.unsubscribed ?? 0,
  };
}
