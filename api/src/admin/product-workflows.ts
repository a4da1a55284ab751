/**
 * What an admin does to a product, each a workflow: check, write the product and its audit row in
 * one transaction, then tidy up files that no product refers to any more.
 *
 * Decisions:
 * - Text is sanitized on the way in (`sanitizeProductText`): products are plain text.
 * - A slug left blank is made from the title on create (a free `-2`, `-3` suffix when taken) and
 *   kept on update, so editing a title never breaks links. A slug or SKU the admin typed that
 *   another product has is a 409 `conflict` with `fields.slug` / `fields.sku`, judged by the shared
 *   `unique` rule, the optional SKU by `uniqueWithBlank` (unique when given, whatever its case, as
 *   its unique index; a product without one clashes with nothing).
 * - SKU, tags and attributes a client does not send are kept (an older form, the image buttons).
 * - Images must be the shop's own (`/media/…`): product pages load nothing from other sites.
 * - Delete really deletes: orders keep their own copy of each line (title, price, HSN, tax), so
 *   nothing refers to the product afterwards. Carts that still hold it drop it when re-priced.
 * - Saves are versioned: every change to the product's own fields (update, publish, images)
 *   raises `version`, and an update names the version its form was opened at; an older one is a 409
 *   `datastale`, so a form left open never writes back values someone changed meanwhile.
 * - Stock is not one of those fields. Buyers move it all the time (a checkout reserves with
 *   `stock = stock - n`, an expired order gives it back), so an update never writes it: it is set
 *   on create, then changed only by adjustments (`stock = stock + delta` in one statement, refused
 *   below 0), each with its reason in the audit log. Neither reservations nor adjustments raise the
 *   version: they cannot be overwritten by a form, so a form opened before a sale stays valid.
 */
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  MAX_PRODUCT_STOCK,
  type productInputSchema,
  type productUpdateSchema,
  type stockAdjustmentSchema,
} from 'shared-contracts/api/admin';
import type { Product, ProductImage } from 'shared-contracts/domain/catalogue';
import { PRODUCT_TRANSLATED_FIELDS } from 'shared-contracts/domain/translations';
import type { Locale } from 'shared-contracts/i18n/locales';
import { maxNumber, minNumber, required, unique, uniqueWithBlank } from 'shared-contracts/validation/rules';
import { translate, withLanguage } from 'shared-contracts/validation/translate';
import { recordAudit, changedFields } from '../audit/audit-log';
import { sanitizedTranslations } from '../catalogue/localize';
import { toProduct, type ProductRow } from '../catalogue/mapping';
import { sanitizeProductText } from '../catalogue/sanitize';
import { syncProductFromVariants, withVariants } from '../catalogue/variants';
import { HttpError } from '../http/errors';
import type { Db } from '../db/database';
import { productVariants } from '../db/schema';
import type { Caller } from '../identity/identity';
import { MEDIA_PREFIX } from '../images/local';
import { withImageFacts } from '../images/product-images';
import type { Services } from '../services';
import { databaseErrorCode, UNIQUE_VIOLATION } from './database-errors';
import * as repository from './products-repository';
import { firstFreeSlug, slugFromTitle } from './slug';
import { releaseStockAlerts } from '../stock-alerts/workflows';

export type ProductInputValues = z.output<typeof productInputSchema>;
export type ProductUpdateValues = z.output<typeof productUpdateSchema>;
export type StockAdjustmentValues = z.output<typeof stockAdjustmentSchema>;

export interface AdminContext {
  services: Pick<Services, 'db' | 'images' | 'config'>;
  actor: Caller;
  /** The caller's language, for the field messages these checks add to the schema's own. */
  lng: Locale;
}

/** The product fields the audit log compares. */
const AUDITED_FIELDS = ['slug', 'title', 'description', 'categoryId', 'price', 'mrp', 'gstRate', 'hsn', 'stock', 'images', 'published', 'sku', 'tags', 'attributes', 'translations', 'weightGrams'] as const;

const message = (lng: Locale, produce: () => string | true) => withLanguage(lng, () => String(produce()));

function notFound(): never {
  throw new HttpError('not_found');
}

/** Spec §8's `nodata`: the transaction found no row to work on (deleted under the caller). */
function noData(): never {
  throw new HttpError('nodata');
}

/** The form's fields, sanitized, with the field errors the schema cannot know (category, image URLs). */
async function cleanInput(context: AdminContext, input: Omit<ProductInputValues, 'stock'>) {
  const values = {
    title: sanitizeProductText(input.title),
    description: sanitizeProductText(input.description),
    categoryId: input.categoryId,
    price: input.price,
    mrp: input.mrp,
    gstRate: input.gstRate,
    hsn: input.hsn,
    images: input.images.map((image) => ({ url: image.url, alt: sanitizeProductText(image.alt) })),
    published: input.published,
    // undefined: an older client that does not send them; the product keeps its own
    sku: input.sku,
    tags: input.tags?.map(sanitizeProductText),
    attributes: input.attributes?.map((attribute) => ({ key: attribute.key, value: sanitizeProductText(attribute.value) })),
    translations: input.translations && sanitizedTranslations(input.translations, PRODUCT_TRANSLATED_FIELDS),
    weightGrams: input.weightGrams,
  };
  const fields: Record<string, string[]> = {};
  if (!values.title) fields.title = [message(context.lng, () => required(''))];
  values.attributes?.forEach((attribute, index) => {
    if (!attribute.value) fields[`attributes.${index}.value`] = [message(context.lng, () => required(''))];
  });
  if (!(await repository.categoryExists(context.services.db, values.categoryId))) {
    // an id no category has: as good as none chosen
    fields.categoryId = [message(context.lng, () => required(''))];
  }
  values.images.forEach((image, index) => {
    if (!image.url.startsWith(MEDIA_PREFIX) || image.url.includes('..')) fields[`images.${index}.url`] = [message(context.lng, () => translate('url'))];
  });
  if (Object.keys(fields).length) throw new HttpError('validation_failed', fields);
  return values;
}

/**
 * The slug and SKU judged by the shared `unique` and `uniqueWithBlank` rules against the other products' (read in the
 * transaction that writes): a 409 `conflict` naming each taken field, 'Already exists.'.
 */
async function assertUnique(db: Db, lng: Locale, values: { slug?: string; sku?: string | null }, exceptId?: string): Promise<void> {
  const taken = await repository.takenBy(db, values, exceptId);
  const fields: Record<string, string[]> = {};
  const slugVerdict = withLanguage(lng, () => unique(taken.slugs)(values.slug));
  if (slugVerdict !== true) fields.slug = [slugVerdict];
  const skuVerdict = withLanguage(lng, () => uniqueWithBlank(taken.skus)(values.sku));
  if (skuVerdict !== true) fields.sku = [skuVerdict];
  if (Object.keys(fields).length) throw new HttpError('conflict', fields);
}

/**
 * Runs `write`; when a slug or SKU was taken meanwhile (the unique index refused the write), judges
 * the values again against the products as they are now, for the same 409 as the check before it.
 */
async function guardingUnique<T>(db: Db, lng: Locale, values: { slug?: string; sku?: string | null }, exceptId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) await assertUnique(db, lng, values, exceptId);
    throw error;
  }
}

/**
 * Files of images uploaded for this product that it no longer shows (seed illustrations and other
 * products' files are left alone). Failing to remove one is not the admin's problem.
 */
export async function removeImages(context: AdminContext, productId: string, images: readonly ProductImage[]) {
  const own = images.filter((image) => image.url.startsWith(`${MEDIA_PREFIX}products/${productId}/`));
  await Promise.all(own.map((image) => context.services.images.remove(image.url).catch(() => undefined)));
}

export async function createProduct(context: AdminContext, input: ProductInputValues): Promise<Product> {
  const { db } = context.services;
  const cleaned = await cleanInput(context, input);
  const values = { ...cleaned, sku: cleaned.sku ?? null, tags: cleaned.tags ?? [], attributes: cleaned.attributes ?? [], translations: cleaned.translations ?? {}, stock: input.stock };
  let slug = input.slug;
  if (!slug) {
    const base = slugFromTitle(values.title);
    slug = firstFreeSlug(base, await repository.slugsLike(db, base));
  }
  const row = await guardingUnique(db, context.lng, { slug, sku: values.sku }, undefined, () =>
    db.transaction(async (tx) => {
      await assertUnique(tx, context.lng, { slug: input.slug ? slug : undefined, sku: values.sku });
      const created = await repository.insertProduct(tx, { ...values, slug });
      await recordAudit(tx, {
        actor: context.actor,
        action: 'product.create',
        target: { type: 'product', id: created.id },
        changes: changedFields<ProductRow>(null, created, AUDITED_FIELDS),
      });
      return created;
    }),
  );
  return toProduct(row);
}

/** Replaces the product's fields (not its stock), if nobody changed them since `input.version`. */
export async function updateProduct(context: AdminContext, id: string, input: ProductUpdateValues): Promise<Product> {
  const { db } = context.services;
  const values = await cleanInput(context, input);
  const { before, after } = await guardingUnique(db, context.lng, { slug: input.slug, sku: values.sku }, id, () =>
    db.transaction(async (tx) => {
      // the form was opened on the product (it sends its version): gone since, the save has no row to work on
      const before = (await repository.findProductById(tx, id, { forUpdate: true })) ?? noData();
      // the product as it is now goes with the refusal, for the form to show what differs
      if (before.version !== input.version) throw new HttpError('datastale', undefined, undefined, { current: await withVariants(tx, toProduct(before)) });
      const slug = input.slug || before.slug;
      const written = { ...values, images: withImageFacts(values.images, before.images), slug, sku: values.sku === undefined ? before.sku : values.sku, tags: values.tags ?? before.tags, attributes: values.attributes ?? before.attributes, translations: values.translations ?? before.translations, weightGrams: values.weightGrams ?? before.weightGrams };
      await assertUnique(tx, context.lng, { slug: slug !== before.slug ? slug : undefined, sku: written.sku !== before.sku ? written.sku : undefined }, id);
      const changes = changedFields<ProductRow>(before, { ...before, ...written }, AUDITED_FIELDS);
      if (!Object.keys(changes).length) return { before, after: before };
      await repository.updateProduct(tx, id, written);
      // a product sold by variant keeps its variants' lowest price and total stock, whatever the form sent
      await syncProductFromVariants(tx, id);
      const after = (await repository.findProductById(tx, id))!;
      await recordAudit(tx, { actor: context.actor, action: 'product.update', target: { type: 'product', id }, changes });
      return { before, after };
    }),
  );
  const kept = new Set(after.images.map((image) => image.url));
  await removeImages(context, id, before.images.filter((image) => !kept.has(image.url)));
  return toProduct(after);
}

export async function setPublished(context: AdminContext, id: string, published: boolean): Promise<Product> {
  const row = await context.services.db.transaction(async (tx) => {
    const before = (await repository.findProductById(tx, id, { forUpdate: true })) ?? notFound();
    if (before.published === published) return before;
    const after = (await repository.updateProduct(tx, id, { published }))!;
    await recordAudit(tx, {
      actor: context.actor,
      action: published ? 'product.publish' : 'product.unpublish',
      target: { type: 'product', id },
      changes: { published: { from: before.published, to: published } },
    });
    return after;
  });
  return toProduct(row);
}

/**
 * Adds `delta` (negative: takes) to the stock as it is now, in one statement, so units buyers
 * reserved meanwhile stay reserved. A result below 0 (or above MAX_PRODUCT_STOCK) is a field error
 * on `delta` naming the bound, e.g. 'Value must be greater than or equal to -2.' with 2 in stock.
 */
export async function adjustStock(context: AdminContext, id: string, adjustment: StockAdjustmentValues): Promise<Product> {
  const reason = sanitizeProductText(adjustment.reason);
  if (!reason) throw new HttpError('validation_failed', { reason: [message(context.lng, () => required(''))] });
  const row = await context.services.db.transaction(async (tx) => {
    // A product sold by variant keeps the sum of its variants' stock: only they are adjusted.
    const [variant] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, id)).limit(1);
    if (variant) throw new HttpError('sold_by_variant');
    const after = await repository.addToStock(tx, id, adjustment.delta, MAX_PRODUCT_STOCK);
    if (!after) {
      const current = (await repository.findProductById(tx, id)) ?? notFound();
      const bound = adjustment.delta < 0 ? minNumber(-current.stock) : maxNumber(MAX_PRODUCT_STOCK - current.stock);
      throw new HttpError('validation_failed', { delta: [message(context.lng, () => bound(adjustment.delta))] });
    }
    await recordAudit(tx, {
      actor: context.actor,
      action: 'product.stock_adjust',
      target: { type: 'product', id },
      changes: { stock: { from: after.stock - adjustment.delta, to: after.stock } },
      note: reason,
    });
    // units added: back-in-stock alerts waiting for the product go out, at most that many (stock-alerts/)
    await releaseStockAlerts(tx, context.services.config, { productId: id, variantId: null }, adjustment.delta);
    return after;
  });
  return toProduct(row);
}

export async function deleteProduct(context: AdminContext, id: string): Promise<void> {
  const deleted = await context.services.db.transaction(async (tx) => {
    const row = (await repository.deleteProduct(tx, id)) ?? notFound();
    await recordAudit(tx, {
      actor: context.actor,
      action: 'product.delete',
      target: { type: 'product', id },
      changes: changedFields<ProductRow>(row, null, ['slug', 'title', 'price', 'stock', 'published']),
    });
    return row;
  });
  await removeImages(context, id, deleted.images);
}
