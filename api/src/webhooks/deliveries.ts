/**
 * Webhook and Slack deliveries (table webhook_deliveries): the mail outbox's sibling, with its
 * guarantees (mail/outbox.ts). A delivery is written in the transaction of the event it tells
 * about, so it is never lost; a worker claims due rows FOR UPDATE SKIP LOCKED under a lease, so two
 * workers never post one; it is marked delivered only by the worker still holding it. If an
 * instance dies mid-post, the lease ends and another posts again: each delivery keeps one id
 * (header X-Haat-Delivery) for the receiver to drop a repeat. Rows are kept: the delivery log; a
 * body is emptied once it is delivered or failed for good (it may name a customer: issue 29 item 7),
 * so the log keeps what happened, not what was said.
 */
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { webhookDeliveries } from '../db/schema';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = Pick<typeof webhookDeliveries.$inferInsert, 'target' | 'webhookId' | 'event' | 'dedupeKey' | 'body'>;

/**
 * Queues deliveries, due now; those whose dedupe key was queued before are skipped. Returns the new
 * rows. Due on this process's clock, the one the workers read (as the mail outbox's).
 */
export async function enqueueDeliveries(db: Db, deliveries: NewDelivery[], now = new Date()): Promise<DeliveryRow[]> {
  if (!deliveries.length) return [];
  const due = now.toISOString();
  return db.insert(webhookDeliveries).values(deliveries.map((delivery) => ({ ...delivery, nextAttemptAt: due }))).onConflictDoNothing({ target: webhookDeliveries.dedupeKey }).returning();
}

/** Takes up to `limit` due deliveries for `workerId` until `now + leaseMs`; none another worker holds. */
export async function claimDueDeliveries(db: Db, workerId: string, now: Date, leaseMs: number, limit: number): Promise<DeliveryRow[]> {
  const at = now.toISOString();
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, at),
        or(isNull(webhookDeliveries.claimedUntil), lte(webhookDeliveries.claimedUntil, at)),
      ),
    )
    .orderBy(webhookDeliveries.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(webhookDeliveries)
    .set({ claimedBy: workerId, claimedUntil: new Date(now.getTime() + leaseMs).toISOString(), attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(sql`${webhookDeliveries.id} in (${due})`)
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

const heldBy = (id: number, workerId: string) =>
  and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.claimedBy, workerId), eq(webhookDeliveries.status, 'pending'));

/** Delivered: only by the worker that holds the row (false: its lease had ended and another took it). */
export async function markDelivered(db: Db, id: number, workerId: string, responseStatus: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'delivered', body: '', responseStatus, deliveredAt: now.toISOString(), claimedBy: null, claimedUntil: null, lastError: null })
    .where(heldBy(id, workerId))
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

/** A failed try: due again at `retryAt`, or failed for good (`retryAt` null; its body emptied). */
export async function markDeliveryFailed(db: Db, id: number, workerId: string, error: string, responseStatus: number | null, retryAt: Date | null): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      lastError: error.slice(0, 500),
      responseStatus,
      claimedBy: null,
      claimedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt.toISOString() } : { status: 'failed', body: '' }),
    })
    .where(heldBy(id, workerId));
}

/** The latest deliveries to one webhook, newest first. */
export async function deliveriesOf(db: Db, webhookId: string, limit = 20): Promise<DeliveryRow[]> {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(desc(webhookDeliveries.id)).limit(limit);
}
