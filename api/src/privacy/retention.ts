/**
 * The retention job (issue 35 item 5): removes what the privacy policy page says is kept only for a
 * while (the periods of shared-contracts/domain/privacy.ts's RETENTION), run now and then by every
 * API instance (modules/privacy.ts); each step is one statement, so instances running it together
 * only find less to do.
 *
 * - a guest's server cart (an anonymous account's: one whose profile has no e-mail, or that placed a
 *   guest order) untouched for `guestCartDays`;
 * - an unpaid guest order (cancelled, no tax invoice, no money taken) `unpaidGuestOrderDays` after
 *   it was placed: its name, street, city, phone and e-mail, anonymized as account deletion does
 *   (account/erasure.ts), and its mails emptied;
 * - a download of one's data once its link expired (`dataExportDays`), and a failed one as long after it was asked;
 * - mails sent or refused for good, `mailDays` after they were queued.
 *
 * Orders with a tax invoice or a payment, their invoices and credit notes are never touched: the
 * CGST Act keeps them 72 months from the annual return's due date (taxRecordKeptUntil).
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { RETENTION } from 'shared-contracts/domain/privacy';
import type { PaymentStatus } from 'shared-contracts/domain/order';
import type { Db } from '../db/database';
import { carts, dataExports, mailOutbox, orders, profiles } from '../db/schema';
import { anonymizedAddress, eraseMails } from '../account/erasure';

const DAY_MS = 24 * 60 * 60_000;
/** How often an instance runs the job (modules/privacy.ts). */
export const RETENTION_SWEEP_MS = 60 * 60_000;
/** Payment states of an order that took no money. */
const UNPAID: PaymentStatus[] = ['unpaid', 'failed', 'voided', 'due'];

export interface RetentionCounts {
  guestCarts: number;
  guestOrders: number;
  dataExports: number;
  mails: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

export async function enforceRetention(db: Db, now = new Date()): Promise<RetentionCounts> {
  const guestUid = or(
    sql`exists (select 1 from ${profiles} where ${profiles.uid} = ${carts.uid} and ${profiles.email} is null)`,
    sql`exists (select 1 from ${orders} where ${orders.userId} = ${carts.uid} and ${orders.guest})`,
  );
  const guestCarts = await db
    .delete(carts)
    .where(and(lt(carts.updatedAt, before(now, RETENTION.guestCartDays)), guestUid))
    .returning({ uid: carts.uid });

  const guestOrders = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        email: null,
        shippingAddress: anonymizedAddress(orders.shippingAddress),
        billingAddress: sql`case when ${orders.billingAddress} is null then null else ${anonymizedAddress(orders.billingAddress)} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orders.guest, true),
          eq(orders.status, 'cancelled'),
          inArray(orders.paymentStatus, UNPAID),
          isNull(orders.invoiceNumber),
          isNotNull(orders.email),
          lt(orders.createdAt, before(now, RETENTION.unpaidGuestOrderDays)),
        ),
      )
      .returning({ id: orders.id });
    if (rows.length) await eraseMails(tx, rows.map((row) => row.id), []);
    return rows;
  });

  const exports = await db
    .delete(dataExports)
    .where(or(lt(dataExports.expiresAt, now.toISOString()), and(eq(dataExports.status, 'failed'), lt(dataExports.requestedAt, before(now, RETENTION.dataExportDays)))))
    .returning({ id: dataExports.id });

  const mails = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, before(now, RETENTION.mailDays))))
    .returning({ id: mailOutbox.id });

  return { guestCarts: guestCarts.length, guestOrders: guestOrders.length, dataExports: exports.length, mails: mails.length };
}
