/**
 * The mail outbox's storage (table mail_outbox). A mail is written in the caller's transaction
 * (never lost: it commits with the change it tells about, or not at all) and sent later by a
 * worker (mail/worker.ts) on whichever API instance claims it first.
 *
 * Never sent twice: a worker claims due rows in one statement (FOR UPDATE SKIP LOCKED, so two
 * workers never take the same row) and holds them for a lease; it marks a row sent only while it
 * still holds it. If an instance dies mid-send, the lease ends and another one sends the mail
 * again: the one case SMTP cannot rule out, so each mail keeps one Message-ID that receivers use
 * to drop a repeat.
 */
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<typeof mailOutbox.$inferInsert, 'kind' | 'orderId' | 'dedupeKey' | 'to' | 'language' | 'subject' | 'text' | 'html' | 'headers'>;

/**
 * Queues a mail, due now; false when one with its dedupe key was queued before (then nothing is
 * written). Every time of the outbox (due, retry, lease) is this process's clock, the one a
 * worker's `now` reads: the database's clock runs in microseconds, and a mail it stamped could
 * still be in the future of a worker's millisecond `now`.
 */
export async function enqueueMail(db: Db, mail: NewOutboxRow, now = new Date()): Promise<boolean> {
  const rows = await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: now.toISOString() }).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Takes up to `limit` due mails for `workerId` until `now + leaseMs`; none another worker holds. */
export async function claimDueMails(db: Db, workerId: string, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, at),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, at)),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ claimedBy: workerId, claimedUntil: new Date(now.getTime() + leaseMs).toISOString(), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
  // in the order they were queued (UPDATE ... RETURNING keeps none)
  return rows.sort((a, b) => a.id - b.id);
}

const heldBy = (id: number, workerId: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.claimedBy, workerId), eq(mailOutbox.status, 'pending'));

/** Sent: only by the worker that holds the row (false: its lease had ended and another took it). */
export async function markMailSent(db: Db, id: number, workerId: string, transport: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', transport, sentAt: now.toISOString(), claimedBy: null, claimedUntil: null, lastError: null })
    .where(heldBy(id, workerId))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** A failed try: due again at `retryAt`, or failed for good (`retryAt` null: the server refused it). */
export async function markMailFailed(db: Db, id: number, workerId: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 500),
      claimedBy: null,
      claimedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt.toISOString() } : { status: 'failed' }),
    })
    .where(heldBy(id, workerId));
}

export async function listMails(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

export async function mailsOfOrder(db: Db, orderId: string): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(mailOutbox.id);
}
