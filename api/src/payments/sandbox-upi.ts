/**
 * UPI in the sandbox provider, the way a phone pays: the shop asks the provider to send a collect
 * request for a provider order to the shopper's UPI ID; it waits (pending) until the payer's UPI
 * app approves or declines it, or it expires (SANDBOX_UPI_COLLECT_MS). The stand-in UPI app is the
 * sandbox's page /sandbox-pay/upi-app (payments/sandbox-hosted.ts).
 *
 * Approval settles the provider order once, in the same ledger as a card (two collects, or a
 * collect and a card, cannot both be charged), then sends the signed `payment.captured` webhook;
 * the collect's status carries the signed result (HMAC of `order_id|payment_id`) as the card
 * dialog's does. A decline or an expiry sends `payment.failed`; the provider order stays open for
 * another collect or a card.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sandboxUpiCollects } from '../db/schema';
import type { UpiCollect, UpiCollects, UpiCollectStatus } from './provider';
import type { SandboxLedger, SandboxLedgerOrder } from './sandbox';
import { paymentSignature } from './signature';

/** How long a collect request waits for the payer. */
export const SANDBOX_UPI_COLLECT_MS = 5 * 60_000;
/** The sandbox merchant's own UPI ID, which the QR code pays. */
export const SANDBOX_PAYEE_VPA = 'haat.sandbox@sbxbank';
export const UPI_DECLINED_MESSAGE = 'The payer declined the UPI collect request.';
export const UPI_EXPIRED_MESSAGE = 'The UPI collect request expired before the payer approved it.';

type CollectRow = typeof sandboxUpiCollects.$inferSelect;

/** Why the provider refuses a collect or an answer to one. */
export class SandboxUpiError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** A webhook the UPI side asks the sandbox to send (payments/sandbox.ts sends it signed). */
export type UpiWebhook = (
  event: 'payment.captured' | 'payment.failed',
  order: SandboxLedgerOrder & { providerOrderId: string },
  payment: { id: string; vpa: string; errorDescription?: string },
) => Promise<void>;

export interface SandboxUpi extends UpiCollects {
  /** The stand-in UPI app's list: the collect requests waiting for this UPI ID. */
  pendingFor(vpa: string): Promise<(UpiCollect & { providerOrderId: string; payeeName: string })[]>;
  approve(collectId: string): Promise<UpiCollect>;
  decline(collectId: string): Promise<UpiCollect>;
  /** Expires every pending collect past its time (all, or one provider order's); returns how many. */
  expireOverdue(now?: Date, providerOrderId?: string): Promise<number>;
}

export function sandboxUpi(options: { db: Db; ledger: SandboxLedger; keySecret: string; payeeName: string; webhook: UpiWebhook }): SandboxUpi {
  const { db, ledger, keySecret, webhook } = options;

  const toCollect = (row: CollectRow): UpiCollect => ({
    id: row.id,
    vpa: row.vpa,
    amount: row.amount,
    status: row.status,
    paymentId: row.paymentId,
    expiresAt: new Date(row.expiresAt).toISOString(),
    ...(row.status === 'approved' ? { signature: paymentSignature(keySecret, row.providerOrderId, row.paymentId) } : {}),
  });

  /** pending -> `to`, only while it is still pending (decided by one conditional update). */
  async function settleCollect(id: string, to: Exclude<UpiCollectStatus, 'pending'>): Promise<CollectRow | undefined> {
    const [row] = await db
      .update(sandboxUpiCollects)
      .set({ status: to })
      .where(and(eq(sandboxUpiCollects.id, id), eq(sandboxUpiCollects.status, 'pending')))
      .returning();
    return row;
  }

  async function fail(row: CollectRow, to: 'declined' | 'expired'): Promise<CollectRow | undefined> {
    const settled = await settleCollect(row.id, to);
    if (!settled) return undefined;
    const order = await ledger.get(row.providerOrderId);
    if (order) {
      const errorDescription = to === 'declined' ? UPI_DECLINED_MESSAGE : UPI_EXPIRED_MESSAGE;
      await webhook('payment.failed', { ...order, providerOrderId: row.providerOrderId }, { id: row.paymentId, vpa: row.vpa, errorDescription });
    }
    return settled;
  }

  async function expireOverdue(now = new Date(), providerOrderId?: string): Promise<number> {
    const overdue = await db
      .select()
      .from(sandboxUpiCollects)
      .where(
        and(
          eq(sandboxUpiCollects.status, 'pending'),
          lt(sandboxUpiCollects.expiresAt, now.toISOString()),
          providerOrderId ? eq(sandboxUpiCollects.providerOrderId, providerOrderId) : undefined,
        ),
      );
    let expired = 0;
    for (const row of overdue) if (await fail(row, 'expired')) expired += 1;
    return expired;
  }

  async function pendingRow(collectId: string): Promise<CollectRow> {
    const [row] = await db.select().from(sandboxUpiCollects).where(eq(sandboxUpiCollects.id, collectId));
    if (!row) throw new SandboxUpiError(404, 'This collect request does not exist.');
    await expireOverdue(new Date(), row.providerOrderId);
    const [now] = await db.select().from(sandboxUpiCollects).where(eq(sandboxUpiCollects.id, collectId));
    if (now!.status !== 'pending') throw new SandboxUpiError(409, `This collect request is ${now!.status} already.`);
    return now!;
  }

  return {
    payee: { vpa: SANDBOX_PAYEE_VPA, name: options.payeeName },

    async request({ providerOrderId, vpa }) {
      const order = await ledger.get(providerOrderId);
      if (!order) throw new SandboxUpiError(404, 'This payment order does not exist.');
      if (order.status !== 'created') throw new SandboxUpiError(409, 'This order has already been paid.');
      const payer = vpa.toLowerCase();
      await expireOverdue(new Date(), providerOrderId);
      // The same request again (a double press, a reload): the collect already waiting, not a second one.
      const [waiting] = await db
        .select()
        .from(sandboxUpiCollects)
        .where(and(eq(sandboxUpiCollects.providerOrderId, providerOrderId), eq(sandboxUpiCollects.vpa, payer), eq(sandboxUpiCollects.status, 'pending')));
      if (waiting) return toCollect(waiting);
      const [row] = await db
        .insert(sandboxUpiCollects)
        .values({
          id: `upicol_sbx_${randomBytes(9).toString('base64url')}`,
          providerOrderId,
          vpa: payer,
          amount: order.amount,
          status: 'pending',
          paymentId: `pay_sbx_${randomBytes(9).toString('base64url')}`,
          expiresAt: new Date(Date.now() + SANDBOX_UPI_COLLECT_MS).toISOString(),
        })
        .returning();
      return toCollect(row!);
    },

    async latest(providerOrderId) {
      await expireOverdue(new Date(), providerOrderId);
      const [row] = await db
        .select()
        .from(sandboxUpiCollects)
        .where(eq(sandboxUpiCollects.providerOrderId, providerOrderId))
        // the one that paid, if any (another may have been sent after it); else the newest
        .orderBy(desc(sql`${sandboxUpiCollects.status} = 'approved'`), desc(sandboxUpiCollects.createdAt), desc(sandboxUpiCollects.id))
        .limit(1);
      return row && toCollect(row);
    },

    async pendingFor(vpa) {
      await expireOverdue();
      const rows = await db
        .select()
        .from(sandboxUpiCollects)
        .where(and(eq(sandboxUpiCollects.vpa, vpa.toLowerCase()), eq(sandboxUpiCollects.status, 'pending')))
        .orderBy(desc(sandboxUpiCollects.createdAt));
      return rows.map((row) => ({ ...toCollect(row), providerOrderId: row.providerOrderId, payeeName: options.payeeName }));
    },

    async approve(collectId) {
      const row = await pendingRow(collectId);
      // The provider order is settled first and once: a second approval (or a card) finds it paid.
      const order = await ledger.settle(row.providerOrderId, { status: 'paid', paymentId: row.paymentId });
      if (!order) {
        await settleCollect(row.id, 'expired');
        throw new SandboxUpiError(409, 'This order has already been paid.');
      }
      const approved = await settleCollect(row.id, 'approved');
      await webhook('payment.captured', { ...order, providerOrderId: row.providerOrderId }, { id: row.paymentId, vpa: row.vpa });
      return toCollect(approved ?? { ...row, status: 'approved' });
    },

    async decline(collectId) {
      const row = await pendingRow(collectId);
      const declined = await fail(row, 'declined');
      if (!declined) throw new SandboxUpiError(409, 'This collect request was answered already.');
      return toCollect(declined);
    },

    expireOverdue,
  };
}
