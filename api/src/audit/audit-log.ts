/**
 * The audit log: one row for every change an admin makes (products, orders, users), written in the
 * same transaction as the change itself, so the log never claims a change that was rolled back
 * and never misses one that was kept.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditEntry, auditLogQuerySchema } from 'shared-contracts/api/admin';
import { AUDIT_TARGETS } from 'shared-contracts/api/admin';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import { offsetOf, type Page } from '../db/paging';
import { isoTime } from '../db/timestamps';
import type { Caller } from '../identity/identity';

export type AuditTargetType = (typeof AUDIT_TARGETS)[number];
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditRecord {
  actor: Pick<Caller, 'uid' | 'email'>;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  /** Changed fields with their values before and after. */
  changes?: AuditChanges;
  note?: string | null;
}

/** Stores where the details go in the row's `details` column. */
interface StoredDetails {
  changes: AuditChanges;
  note: string | null;
}

export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  const details: StoredDetails = { changes: entry.changes ?? {}, note: entry.note ?? null };
  await db.insert(auditLog).values({
    actorUid: entry.actor.uid,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    details: details as unknown as Record<string, unknown>,
  });
}

/** The fields of `fields` whose values differ between `before` and `after` (compared as JSON). */
export function changedFields<T extends object>(before: T | null, after: T | null, fields: readonly (keyof T & string)[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = before ? before[field] : null;
    const to = after ? after[field] : null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<Page<AuditEntry>> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.actorUid) filters.push(eq(auditLog.actorUid, query.actorUid));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map((row): AuditEntry => {
    const details = row.details as Partial<StoredDetails>;
    return {
      id: String(row.id),
      at: isoTime(row.at),
      actor: { uid: row.actorUid, email: row.actorEmail },
      action: row.action as AuditAction,
      target: { type: row.targetType as AuditTargetType, id: row.targetId },
      changes: details.changes ?? {},
      note: details.note ?? null,
    };
  });
  return { items, total: totalRow?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
