/**
 * Admin: a category's texts, English and its translations (issue 15 item 2). The slug, parent and
 * position are not edited here: the shop's links and order stay as they are.
 *
 * Workflow `updateCategory`, in one transaction: lock the row (404 when there is none), write the
 * sanitised texts (a blank translation dropped: shown in English), audit what changed.
 */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCategory, categoryUpdateSchema } from 'shared-contracts/api/categories';
import { CATEGORY_TRANSLATED_FIELDS } from 'shared-contracts/domain/translations';
import type { Locale } from 'shared-contracts/i18n/locales';
import { required } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { changedFields, recordAudit } from '../audit/audit-log';
import { sanitizedTranslations } from '../catalogue/localize';
import { toCategory, type CategoryRow } from '../catalogue/mapping';
import { sanitizeProductText } from '../catalogue/sanitize';
import type { Db } from '../db/database';
import { categories } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';

export type CategoryUpdateValues = z.output<typeof categoryUpdateSchema>;

const AUDITED_FIELDS = ['name', 'description', 'translations'] as const;

export const toAdminCategory = (row: CategoryRow): AdminCategory => ({ ...toCategory(row), translations: row.translations });

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map(toAdminCategory);
}

/** `lng`: the caller's language, for a field message. */
export async function updateCategory(db: Db, actor: Caller, lng: Locale, id: string, input: CategoryUpdateValues): Promise<AdminCategory> {
  const values = {
    name: sanitizeProductText(input.name),
    description: sanitizeProductText(input.description),
    translations: sanitizedTranslations(input.translations, CATEGORY_TRANSLATED_FIELDS),
  };
  // a name that sanitising empties is as good as none
  if (!values.name) throw new HttpError('validation_failed', { name: [withLanguage(lng, () => String(required('')))] });
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new HttpError('not_found');
    const changes = changedFields<CategoryRow>(before, { ...before, ...values }, AUDITED_FIELDS);
    if (!Object.keys(changes).length) return before;
    const [after] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
    await recordAudit(tx, { actor, action: 'category.update', target: { type: 'category', id }, changes });
    return after!;
  });
  return toAdminCategory(row);
}
