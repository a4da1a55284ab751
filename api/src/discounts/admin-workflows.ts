/**
 * What an admin does to discount codes, each in one transaction with its audit row: create (a code
 * another has, whatever its case: 409 `conflict` on the field `code`, 'Already exists.'), and
 * update, which is also how a code is deactivated (`active: false`), from the version the form was
 * opened at (older: 409 `datastale` with the code as it is now). Codes are never deleted: orders
 * name them. The uses (`usedCount`) are checkout's, never the form's.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Discount, discountInputSchema, discountUpdateSchema } from 'shared-contracts/api/discounts';
import type { DiscountKind } from 'shared-contracts/domain/discount';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { unique } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { changedFields, recordAudit } from '../audit/audit-log';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../admin/database-errors';
import type { Db } from '../db/database';
import { isoTime } from '../db/timestamps';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import type { Services } from '../services';
import './discounts.messages';
import * as repository from './repository';
import type { DiscountRow } from './repository';

export type DiscountInputValues = z.output<typeof discountInputSchema>;
export type DiscountUpdateValues = z.output<typeof discountUpdateSchema>;
export type AdminContext = { services: Services; actor: Caller; lng: Locale };

/** The fields the audit log compares. */
const AUDITED_FIELDS = ['code', 'kind', 'value', 'minOrder', 'validFrom', 'validUntil', 'usageLimit', 'perCustomerLimit', 'categoryIds', 'active'] as const;

export function toDiscount(row: DiscountRow & { paidCount?: number }): Discount {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as DiscountKind,
    value: row.value,
    minOrder: row.minOrder,
    validFrom: row.validFrom ? isoTime(row.validFrom) : null,
    validUntil: row.validUntil ? isoTime(row.validUntil) : null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: row.categoryIds,
    active: row.active,
    usedCount: row.usedCount,
    paidCount: row.paidCount ?? 0,
    version: row.version,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

export async function listDiscounts(services: Services): Promise<Discount[]> {
  return (await repository.listWithPaidCounts(services.db)).map(toDiscount);
}

/** The checks no schema can make alone: the end after the start. */
function assertDates(input: DiscountInputValues, lng: Locale): void {
  if (input.validFrom && input.validUntil && new Date(input.validUntil) <= new Date(input.validFrom)) {
    throw new HttpError('validation_failed', { validUntil: [i18n.t('discounts:admin.untilBeforeFrom', { lng })] });
  }
}

/** The code judged by the shared `unique` rule against the other codes (any case): 409 conflict. */
async function assertUniqueCode(db: Db, lng: Locale, code: string, exceptId?: string): Promise<void> {
  const other = await repository.findByCode(db, code);
  const verdict = withLanguage(lng, () => unique(other && other.id !== exceptId ? [code] : [])(code));
  if (verdict !== true) throw new HttpError('conflict', { code: [verdict] });
}

/** A code taken between the check and the write (the unique index refused it): the same 409. */
async function guardingUnique<T>(db: Db, lng: Locale, code: string, exceptId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) await assertUniqueCode(db, lng, code, exceptId);
    throw error;
  }
}

const fieldsOf = (input: DiscountInputValues) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  minOrder: input.minOrder,
  validFrom: input.validFrom,
  validUntil: input.validUntil,
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  categoryIds: [...new Set(input.categoryIds)],
  active: input.active,
});

export async function createDiscount(context: AdminContext, input: DiscountInputValues): Promise<Discount> {
  const { db } = context.services;
  assertDates(input, context.lng);
  const row = await guardingUnique(db, context.lng, input.code, undefined, () =>
    db.transaction(async (tx) => {
      await assertUniqueCode(tx, context.lng, input.code);
      const created = await repository.insertDiscount(tx, { id: randomUUID(), ...fieldsOf(input) });
      await recordAudit(tx, {
        actor: context.actor,
        action: 'discount.create',
        target: { type: 'discount', id: created.id },
        changes: changedFields<DiscountRow>(null, created, AUDITED_FIELDS),
      });
      return created;
    }),
  );
  return toDiscount(row);
}

export async function updateDiscount(context: AdminContext, id: string, input: DiscountUpdateValues): Promise<Discount> {
  const { db } = context.services;
  assertDates(input, context.lng);
  const row = await guardingUnique(db, context.lng, input.code, id, () =>
    db.transaction(async (tx) => {
      const before = await repository.findById(tx, id, { forUpdate: true });
      if (!before) throw new HttpError('not_found');
      if (before.version !== input.version) throw new HttpError('datastale', undefined, undefined, { current: toDiscount(before) });
      if (input.code.toLowerCase() !== before.code.toLowerCase()) await assertUniqueCode(tx, context.lng, input.code, id);
      const written = fieldsOf(input);
      const changes = changedFields<DiscountRow>(before, { ...before, ...written }, AUDITED_FIELDS);
      if (!Object.keys(changes).length) return before;
      const after = await repository.updateDiscount(tx, id, written);
      await recordAudit(tx, { actor: context.actor, action: 'discount.update', target: { type: 'discount', id }, changes });
      return after;
    }),
  );
  const [listed] = (await repository.listWithPaidCounts(db)).filter((item) => item.id === row.id);
  return toDiscount(listed ?? row);
}
