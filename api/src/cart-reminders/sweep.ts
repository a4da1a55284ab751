/**
 * Workflow `queueCartReminders`: finds the carts left long enough and queues their reminders in the
 * mail outbox. Run on every round of each instance's mail worker (modules/mail.ts: the one
 * scheduler), and called directly by tests with their own clock.
 *
 * - A cart is left when it holds lines and has not changed for Settings › Cart reminders' first
 *   delay. An unpaid order leaves its lines in the cart (the cart is emptied when an order is paid,
 *   orders/on-enter.ts), so it is reminded of the same way; a guest who placed one has its e-mail.
 * - Found once per version of the cart (`carts.updated_at`): a row of cart_reminders records it,
 *   sent or not, so a cart is judged once, not at every round. Not sent: no e-mail, no marketing
 *   consent (privacy/consent.ts: the account's or the mailbox's latest answer), or an order placed
 *   since the cart last changed (paid, free or cash on delivery).
 * - The second reminder, when the settings ask for it: the second delay after the first, only if
 *   the cart is still as it was, no order came, consent still holds and the shopper did not unsubscribe.
 * Each reminder's row and its mail are written in one transaction, the mail's dedupe key naming
 * the reminder and its ordinal, so two instances at once queue it once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { isLocale, DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import type { PaymentStatus } from 'shared-contracts/domain/order';
import type { Db } from '../db/database';
import { cartReminders, carts, orders } from '../db/schema';
import { priceCartLines } from '../cart/cart';
import { mailboxOf } from '../identity/mailbox';
import { enqueueMail } from '../mail/outbox';
import { hasMarketingConsent } from '../privacy/consent';
import { readSettings } from '../settings/store';
import type { Services } from '../services';
import { restoreUrl, unsubscribeApiUrl, unsubscribePageUrl } from './link';
import { renderCartReminderMail } from './mail';

/** Payment states of an order that was placed for good: a cart ordered so is not left. */
export const ORDERED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['authorized', 'paid', 'partially_refunded', 'refunded', 'free', 'due', 'collected', 'refused'];
/** Carts judged per round at most (the next round takes the rest). */
const BATCH = 50;

type ReminderRow = typeof cartReminders.$inferSelect;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/** Whether `uid` placed an order (not merely awaiting payment) at or after `since`. */
async function orderedSince(db: Db, uid: string, since: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, uid), sql`${orders.createdAt} >= ${since}`, inArray(orders.paymentStatus, [...ORDERED_PAYMENT_STATUSES])))
    .limit(1);
  return Boolean(row);
}

/** The address of a guest's latest order (a guest who placed an unpaid order gave one there). */
async function orderEmail(db: Db, uid: string): Promise<{ email: string; language: string } | null> {
  const [row] = await db
    .select({ email: orders.email, language: orders.language })
    .from(orders)
    .where(and(eq(orders.userId, uid), isNotNull(orders.email)))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(1);
  return row?.email ? { email: row.email, language: row.language } : null;
}

/**
 * Renders and queues reminder `ordinal` of `reminder` (in `db`, the caller's transaction: it reads
 * nothing outside it, since PGlite's one connection is the transaction's until it ends).
 */
async function queueReminderMail(services: Services, db: Db, reminder: ReminderRow, ordinal: 1 | 2, now: Date, seller: string): Promise<boolean> {
  const language: Locale = isLocale(reminder.language) ? reminder.language : DEFAULT_LOCALE;
  const cart = await priceCartLines(db, reminder.lines, language);
  if (!cart.lines.length) return false; // nothing of it can be bought any more
  const mail = renderCartReminderMail({
    ordinal,
    language,
    cart,
    restoreUrl: restoreUrl(services.config, reminder, language),
    unsubscribeUrl: unsubscribePageUrl(services.config, reminder, language),
    unsubscribeApiUrl: unsubscribeApiUrl(services.config, reminder),
    seller,
  });
  return enqueueMail(db, { kind: 'cart_reminder', orderId: null, dedupeKey: `cart_reminder:${reminder.id}:${ordinal}`, to: reminder.email!, language, ...mail }, now);
}

/** Queues the reminders due at `now`; resolves with how many of each were queued. */
export async function queueCartReminders(services: Services, now: Date = new Date()): Promise<{ first: number; second: number }> {
  const settings = await readSettings(services, 'cartReminders');
  if (!settings.enabled) return { first: 0, second: 0 };
  const seller = (await readSettings(services, 'store')).legalName;
  const { db } = services;
  let first = 0;
  let second = 0;

  // 1. Carts left since the first delay, not judged at this version yet.
  const left = await db
    .select({ uid: carts.uid, lines: carts.lines, updatedAt: carts.updatedAt, contactEmail: carts.contactEmail, language: carts.language })
    .from(carts)
    .where(
      and(
        sql`jsonb_array_length(${carts.lines}) > 0`,
        lte(carts.updatedAt, minutesBefore(now, settings.firstDelayMinutes)),
        sql`not exists (select 1 from ${cartReminders} where ${cartReminders.uid} = ${carts.uid} and ${cartReminders.cartVersion} = ${carts.updatedAt})`,
      ),
    )
    .orderBy(carts.updatedAt)
    .limit(BATCH);
  for (const cart of left) {
    const contact = cart.contactEmail ? { email: cart.contactEmail, language: cart.language } : await orderEmail(db, cart.uid);
    // a cart with no address yet (a guest still choosing) is judged once one is given: no row now
    if (!contact) continue;
    const sent = await db.transaction(async (tx) => {
      const remind = (await hasMarketingConsent(tx, { userId: cart.uid, email: contact.email })) && !(await orderedSince(tx, cart.uid, cart.updatedAt));
      const [reminder] = await tx
        .insert(cartReminders)
        .values({
          uid: cart.uid,
          // only a reminder sent keeps the address
          email: remind ? contact.email : null,
          mailbox: remind ? mailboxOf(contact.email) : null,
          language: contact.language ?? cart.language ?? DEFAULT_LOCALE,
          cartVersion: cart.updatedAt,
          lines: cart.lines,
          secret: randomBytes(32).toString('hex'),
          sent: remind ? 1 : 0,
          lastSentAt: remind ? now.toISOString() : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!reminder || !remind) return false;
      if (!(await queueReminderMail(services, tx, reminder, 1, now, seller))) {
        await tx.update(cartReminders).set({ sent: 0, email: null, mailbox: null, lastSentAt: null }).where(eq(cartReminders.id, reminder.id));
        return false;
      }
      return true;
    });
    if (sent) first++;
  }

  // 2. The optional second reminder of a cart still as it was.
  if (!settings.secondEnabled) return { first, second };
  const waiting = await db
    .select({ reminder: cartReminders })
    .from(cartReminders)
    .innerJoin(carts, and(eq(carts.uid, cartReminders.uid), eq(carts.updatedAt, cartReminders.cartVersion)))
    .where(and(eq(cartReminders.sent, 1), isNull(cartReminders.unsubscribedAt), lte(cartReminders.lastSentAt, minutesBefore(now, settings.secondDelayMinutes)), sql`jsonb_array_length(${carts.lines}) > 0`))
    .orderBy(cartReminders.id)
    .limit(BATCH);
  for (const { reminder } of waiting) {
    const sent = await db.transaction(async (tx) => {
      const remind = (await hasMarketingConsent(tx, { userId: reminder.uid, email: reminder.email })) && !(await orderedSince(tx, reminder.uid, reminder.cartVersion));
      // (consent withdrawn: judged again next round, in case it is given again; an order paid empties the cart, so it is not taken again)
      if (!remind) return false;
      // moved on once: two instances at once send it once
      const [claimed] = await tx
        .update(cartReminders)
        .set({ sent: 2, lastSentAt: now.toISOString() })
        .where(and(eq(cartReminders.id, reminder.id), eq(cartReminders.sent, 1)))
        .returning();
      return claimed ? queueReminderMail(services, tx, claimed, 2, now, seller) : false;
    });
    if (sent) second++;
  }
  return { first, second };
}

