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
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { carts, orders, profiles } from '../db/schema';
import { anonymizeRedemptions } from '../discounts/repository';
import { eraseContactSender } from '../contact/repository';

/** What the name, street and city of an anonymized address read. */
export const ERASED_TEXT = 'erased';
/** What the phone of an anonymized address reads (the address schema needs digits). */
export const ERASED_PHONE = '0000000000';

/** The state code and PIN code of an address (jsonb), with placeholders for the rest. */
const anonymizedAddress = (column: typeof orders.shippingAddress | typeof orders.billingAddress) =>
  sql`jsonb_build_object(
    'name', ${ERASED_TEXT}::text, 'line1', ${ERASED_TEXT}::text, 'city', ${ERASED_TEXT}::text,
    'stateCode', ${column}->'stateCode', 'pincode', ${column}->'pincode', 'phone', ${ERASED_PHONE}::text)`;

/**
 * Orders of this user that are paid for and not yet delivered or returned: their address is still
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
        inArray(orders.paymentStatus, ['authorized', 'paid', 'partially_refunded']),
        inArray(orders.fulfilmentStatus, ['unfulfilled', 'packed', 'shipped']),
      ),
    );
  return rows.length;
}

export interface ErasureCounts {
  profiles: number;
  carts: number;
  contactMessages: number;
  orders: number;
}

/** Erases the user's personal data in one transaction: all of it, or (on failure) none of it. */
export async function erasePersonalData(db: Db, uid: string): Promise<ErasureCounts> {
  return db.transaction(async (tx) => {
    const profileRows = await tx.delete(profiles).where(eq(profiles.uid, uid)).returning({ uid: profiles.uid });
    const cartRows = await tx.delete(carts).where(eq(carts.uid, uid)).returning({ uid: carts.uid });
    const contactMessages = await eraseContactSender(tx, uid);
    // discount code uses keep counting, without naming the person
    await anonymizeRedemptions(tx, uid);
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
    return { profiles: profileRows.length, carts: cartRows.length, contactMessages, orders: orderRows.length };
  });
}
