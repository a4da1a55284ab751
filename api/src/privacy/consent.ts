/**
 * Consents (issue 35 item 5): the privacy notice accepted at sign-up and checkout, and marketing,
 * separate and opt-in, withdrawn or given again in My account. Each is a row of `consents`, never
 * changed afterwards; the latest row of a kind for the account or its mailbox decides.
 *
 * For other modules (cart reminders, issue 36c), call before sending anything promotional:
 *
 *   hasMarketingConsent(db: Db, subject: { userId?: string | null; email?: string | null }): Promise<boolean>
 *
 * true only when the latest marketing row of the account (`userId`) or of the e-mail's mailbox
 * (any spelling of the address: identity/mailbox.ts) grants it; no row, or a withdrawal, is false.
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION, type ConsentKind, type ConsentSource } from 'shared-contracts/domain/privacy';
import type { Db } from '../db/database';
import { consents } from '../db/schema';
import { mailboxOf } from '../identity/mailbox';

export type ConsentSubject = { userId?: string | null; email?: string | null };
export type ConsentRow = typeof consents.$inferSelect;

function ofSubject(subject: ConsentSubject): SQL | undefined {
  const byUser = subject.userId ? eq(consents.userId, subject.userId) : undefined;
  const byMailbox = subject.email ? eq(consents.mailbox, mailboxOf(subject.email)) : undefined;
  return byUser && byMailbox ? or(byUser, byMailbox) : (byUser ?? byMailbox);
}

/** Writes one consent given (or withdrawn: `granted` false) now, under the notice version in force. */
export async function recordConsent(
  db: Db,
  subject: ConsentSubject,
  consent: { kind: ConsentKind; granted: boolean; source: ConsentSource; version?: string },
): Promise<ConsentRow> {
  const [row] = await db
    .insert(consents)
    .values({
      userId: subject.userId ?? null,
      mailbox: subject.email ? mailboxOf(subject.email) : null,
      kind: consent.kind,
      granted: consent.granted,
      version: consent.version ?? PRIVACY_NOTICE_VERSION,
      source: consent.source,
    })
    .returning();
  if (!row) throw new Error('the consent was not written');
  return row;
}

/**
 * What sign-up and checkout record: the privacy notice (the version the page showed), and marketing
 * only when the shopper ticked it (an unticked box withdraws nothing given before).
 */
export async function recordSignUpConsents(db: Db, subject: ConsentSubject, source: ConsentSource, given: { privacyNoticeVersion?: string; marketingConsent?: boolean }): Promise<void> {
  await recordConsent(db, subject, { kind: 'privacy_notice', granted: true, source, version: given.privacyNoticeVersion });
  if (given.marketingConsent) await recordConsent(db, subject, { kind: 'marketing', granted: true, source });
}

/** The latest row of `kind` for the subject, or null when it never gave nor withdrew it. */
export async function latestConsent(db: Db, subject: ConsentSubject, kind: ConsentKind): Promise<ConsentRow | null> {
  const where = ofSubject(subject);
  if (!where) return null;
  const [row] = await db
    .select()
    .from(consents)
    .where(and(where, eq(consents.kind, kind)))
    .orderBy(desc(consents.id))
    .limit(1);
  return row ?? null;
}

/** Whether the subject may be sent marketing now: its latest marketing consent grants it. */
export async function hasMarketingConsent(db: Db, subject: ConsentSubject): Promise<boolean> {
  return (await latestConsent(db, subject, 'marketing'))?.granted ?? false;
}

/** Every consent row of the subject, oldest first (My account's history, the data download). */
export async function consentHistory(db: Db, subject: ConsentSubject): Promise<ConsentRow[]> {
  const where = ofSubject(subject);
  if (!where) return [];
  return db.select().from(consents).where(where).orderBy(consents.id);
}

/** An erased account's consents (account/erasure.ts): its own rows and its addresses' mailboxes'. */
export async function eraseConsents(db: Db, uid: string, addresses: readonly string[]): Promise<number> {
  const mailboxes = [...new Set(addresses.map(mailboxOf))];
  const rows = await db
    .delete(consents)
    .where(or(eq(consents.userId, uid), mailboxes.length ? inArray(consents.mailbox, mailboxes) : undefined))
    .returning({ id: consents.id });
  return rows.length;
}
