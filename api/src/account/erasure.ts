/**
 * The storage side of deleting an account: what is erased, and what is kept anonymized.
 *
 * Orders are kept because the shop must keep its tax invoices (CGST Act s.36: six years and
 * more); they lose everything that names the buyer. Kept: the lines with their prices and GST
 * split, the totals, the seller's state and the supply type, and of each address only the GST state
 * code (the place of supply, which decides CGST+SGST or IGST) and the PIN code. The buyer's GSTIN
 * is kept too: it identifies a registered business, and a B2B invoice and the shop's GST return
 * must show it. The name, street, city and phone are replaced by placeholders that still satisfy the
 * shared address schema, so the admin screens read anonymized orders like any other.
 *
 * What was told about those orders goes too (issue 29 item 7): mails of the account (about its
 * orders, or to its addresses) not sent yet are dropped; sent ones stay in the outbox as the record
 * that a mail of that kind went out for that order, without its recipient, subject or text. Webhook
 * and Slack bodies are emptied once delivered (webhooks/deliveries.ts); one about these orders still
 * waiting is not sent, and says so in the delivery log, its body emptied.
 */
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { MONEY_CAPTURED } from 'shared-contracts/domain/order';
import type { Db } from '../db/database';
import { cartReminders, carts, mailOutbox, orderEdits, orders, profiles, webhookDeliveries } from '../db/schema';
import { anonymizeRedemptions } from '../discounts/repository';
import { forgetStoreCreditHolder } from '../store-credit/ledger';
import { eraseContactSender } from '../contact/repository';
import { eraseConsents } from '../privacy/consent';
import { eraseDataExports } from '../privacy/export';
import { eraseReviews } from '../reviews/erasure';

/** What the name, street and city of an anonymized address read. */
export const ERASED_TEXT = 'erased';
/** What the phone of an anonymized address reads (the address schema needs digits). */
export const ERASED_PHONE = '0000000000';

/** The state code and PIN code of an address (jsonb), with placeholders for the rest. */
export const anonymizedAddress = (column: typeof orders.shippingAddress | typeof orders.billingAddress) =>
  sql`jsonb_build_object(
    'name', ${ERASED_TEXT}::text, 'line1', ${ERASED_TEXT}::text, 'city', ${ERASED_TEXT}::text,
    'stateCode', ${column}->'stateCode', 'pincode', ${column}->'pincode', 'phone', ${ERASED_PHONE}::text)`;

/**
 * Orders of this user that are paid for (or free) and not yet delivered or returned: their address is still
 * needed to deliver them, so the account cannot be deleted before they arrive (or are cancelled).
 */
export async function countOrdersInDelivery(db: Db, uid: string): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, uid),
        notInArray(orders.status, ['cancelled', 'completed']),
        inArray(orders.paymentStatus, ['authorized', ...MONEY_CAPTURED, 'free']),
        inArray(orders.fulfilmentStatus, ['unfulfilled', 'packed', 'shipped']),
      ),
    );
  return rows.length;
}

/** What a delivery about an erased customer's order, not sent yet, says in the delivery log. */
export const ERASED_DELIVERY_NOTE = 'not sent: the customer deleted their account';

export interface ErasureCounts {
  profiles: number;
  carts: number;
  contactMessages: number;
  orders: number;
  /** Mails not sent yet, dropped. */
  mailsDropped: number;
  /** Mails sent (or refused for good), kept without their recipient, subject and text. */
  mailsErased: number;
  /** Webhook and Slack deliveries about the orders whose body still held them. */
  deliveriesErased: number;
}

/** The account's mails in the outbox (about its orders, or to one of its addresses): pending ones dropped, the others emptied. */
export async function eraseMails(tx: Db, orderIds: string[], addresses: string[]): Promise<{ dropped: number; erased: number }> {
  const ofAccount = or(
    orderIds.length ? inArray(mailOutbox.orderId, orderIds) : undefined,
    addresses.length ? inArray(sql`lower(${mailOutbox.to})`, addresses) : undefined,
  );
  if (!ofAccount) return { dropped: 0, erased: 0 };
  const dropped = await tx.delete(mailOutbox).where(and(ofAccount, eq(mailOutbox.status, 'pending'))).returning({ id: mailOutbox.id });
  const erased = await tx
    .update(mailOutbox)
    .set({ to: ERASED_TEXT, subject: ERASED_TEXT, text: '', html: '', lastError: null })
    .where(ofAccount)
    .returning({ id: mailOutbox.id });
  return { dropped: dropped.length, erased: erased.length };
}

/** Deliveries whose body names one of the orders: emptied; a pending one is not sent (failed, with why). */
async function eraseDeliveries(tx: Db, orderIds: string[]): Promise<number> {
  if (!orderIds.length) return 0;
  const pending = sql`${webhookDeliveries.status} = 'pending'`;
  const rows = await tx
    .update(webhookDeliveries)
    .set({
      body: '',
      status: sql`case when ${pending} then 'failed' else ${webhookDeliveries.status} end`,
      lastError: sql`case when ${pending} then ${ERASED_DELIVERY_NOTE}::text else ${webhookDeliveries.lastError} end`,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(or(...orderIds.map((id) => sql`position(${id}::text in ${webhookDeliveries.body}) > 0`)))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * Erases the user's personal data in one transaction: all of it, or (on failure) none of it.
 * `email`: the identity's address (the profile's and the orders' are found here).
 */
export async function erasePersonalData(db: Db, uid: string, email: string | null = null): Promise<ErasureCounts> {
  return db.transaction(async (tx) => {
    const owned = await tx.select({ id: orders.id, email: orders.email }).from(orders).where(eq(orders.userId, uid));
    const [profile] = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.uid, uid));
    const addresses = [...new Set([email, profile?.email, ...owned.map((order) => order.email)].flatMap((address) => (address ? [address.toLowerCase()] : [])))];
    const orderIds = owned.map((order) => order.id);
    const mails = await eraseMails(tx, orderIds, addresses);
    const deliveriesErased = await eraseDeliveries(tx, orderIds);
    const profileRows = await tx.delete(profiles).where(eq(profiles.uid, uid)).returning({ uid: profiles.uid });
    // consents and downloads of one's data name the person: nothing is left to prove or to download
    await eraseConsents(tx, uid, addresses);
    await eraseDataExports(tx, uid);
    const cartRows = await tx.delete(carts).where(eq(carts.uid, uid)).returning({ uid: carts.uid });
    // cart reminders keep counting (the admin's figures), without the address they went to
    await tx
      .update(cartReminders)
      .set({ email: null, mailbox: null })
      .where(or(eq(cartReminders.uid, uid), addresses.length ? inArray(sql`lower(${cartReminders.email})`, addresses) : undefined));
    const contactMessages = await eraseContactSender(tx, uid);
    // discount code uses keep counting, without naming the person
    await anonymizeRedemptions(tx, uid);
    // store credit entries stay for the books, no longer naming the account (its unspent credit lapses)
    await forgetStoreCreditHolder(tx, uid);
    // reviews name their writer ("Priya S."): they go, and their stars leave the products' ratings
    await eraseReviews(tx, uid);
    const orderRows = await tx
      .update(orders)
      .set({
        userId: null,
        email: null,
        shippingAddress: anonymizedAddress(orders.shippingAddress),
        billingAddress: sql`case when ${orders.billingAddress} is null then null else ${anonymizedAddress(orders.billingAddress)} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.userId, uid))
      .returning({ id: orders.id });
    // an edited order's revisions (order-edits/) keep its lines and totals, the address as anonymized as the order's
    if (orderRows.length) {
      const erasedIn = (column: typeof orderEdits.before | typeof orderEdits.after) =>
        sql`jsonb_set(${column}, '{shippingAddress}', jsonb_build_object(
          'name', ${ERASED_TEXT}::text, 'line1', ${ERASED_TEXT}::text, 'city', ${ERASED_TEXT}::text,
          'stateCode', ${column}->'shippingAddress'->'stateCode', 'pincode', ${column}->'shippingAddress'->'pincode', 'phone', ${ERASED_PHONE}::text))`;
      await tx
        .update(orderEdits)
        .set({ before: erasedIn(orderEdits.before), after: erasedIn(orderEdits.after) })
        .where(inArray(orderEdits.orderId, orderRows.map((row) => row.id)));
    }
    return {
      profiles: profileRows.length,
      carts: cartRows.length,
      contactMessages,
      orders: orderRows.length,
      mailsDropped: mails.dropped,
      mailsErased: mails.erased,
      deliveriesErased,
    };
  });
}
