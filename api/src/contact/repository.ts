/** Contact messages: stored as sent, read by admins newest first, erased with the sender's account. */
import { randomUUID } from 'node:crypto';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactMessageListQuerySchema } from 'shared-contracts/api/admin';
import type { ContactMessage, contactRequestSchema } from 'shared-contracts/api/contact';
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema';
import { offsetOf, type Page } from '../db/paging';
import { isoTime } from '../db/timestamps';
import { likePattern } from '../catalogue/repository';

export type ContactInput = z.output<typeof contactRequestSchema>;
export type ContactListQuery = z.output<typeof contactMessageListQuerySchema>;

export async function saveContactMessage(db: Db, input: ContactInput, uid: string | null): Promise<{ id: string; createdAt: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ id: randomUUID(), uid, name: input.name, email: input.email, phone: input.phone, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return { id: row!.id, createdAt: isoTime(row!.createdAt) };
}

export async function listContactMessages(db: Db, query: ContactListQuery): Promise<Page<ContactMessage>> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = pattern
    ? or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      )
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  const items = rows.map(
    (row): ContactMessage => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      userId: row.uid,
      createdAt: isoTime(row.createdAt),
    }),
  );
  return { items, total: totalRow?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Erases who sent the messages of an account being deleted: name, email, phone and the link to
 * the account. The subject and text stay, so the shop still knows what it was asked.
 */
export async function eraseContactSender(db: Db, uid: string): Promise<number> {
  const erased = await db
    .update(contactMessages)
    .set({ uid: null, name: '', email: '', phone: null })
    .where(eq(contactMessages.uid, uid))
    .returning({ id: contactMessages.id });
  return erased.length;
}
