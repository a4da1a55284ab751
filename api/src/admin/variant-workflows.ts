/**
 * What an admin does to a product's options and variants, each a workflow in one transaction with
 * its audit row, on the same terms as the product itself (admin/product-workflows.ts):
 *
 * - The grid is saved from the product `version` the form was opened at; an older one is a 409
 *   `datastale` with the product as it is now. A save raises the version, so a product form opened
 *   before it is refused too (its price, for one, is now the variants' lowest).
 * - A variant's stock is not written by the grid: a new variant gets its first stock from it, then
 *   stock moves only by adjustments (`stock = stock + delta` in one statement, never below 0), as
 *   buyers' reservations move it meanwhile. A product's first grid sent without any stock (a
 *   client that gives none) puts the product's stock on its first variant instead of 0: the units
 *   the product had are never dropped unasked (issue 38). A change of the product's stock by a
 *   grid is in the audit row.
 * - The product row keeps the lowest variant price (with its MRP) and the variants' total stock
 *   (catalogue/variants.ts `syncProductFromVariants`), written in the same transaction.
 * - A variant's SKU, optional, is unique among all variants when given, whatever its case (the
 *   unique index), judged first by the shared `uniqueWithBlank` rule for a 409 `conflict` naming the field.
 * - A variant's images are URLs among the product's own images.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_PRODUCT_STOCK, type stockAdjustmentSchema } from 'shared-contracts/api/admin';
import type { variantGridInputSchema } from 'shared-contracts/api/variants';
import type { Product } from 'shared-contracts/domain/catalogue';
import type { Locale } from 'shared-contracts/i18n/locales';
import { maxNumber, minNumber, required, uniqueWithBlank } from 'shared-contracts/validation/rules';
import { translate, withLanguage } from 'shared-contracts/validation/translate';
import { recordAudit } from '../audit/audit-log';
import { sanitizedOption } from '../catalogue/localize';
import { toProduct } from '../catalogue/mapping';
import { sanitizeProductText } from '../catalogue/sanitize';
import { syncProductFromVariants, toVariant, variantsOf, withVariants } from '../catalogue/variants';
import type { Db } from '../db/database';
import { products, productVariants } from '../db/schema';
import { HttpError } from '../http/errors';
import { databaseErrorCode, UNIQUE_VIOLATION } from './database-errors';
import { releaseStockAlerts } from '../stock-alerts/workflows';
import type { AdminContext } from './product-workflows';
import * as repository from './products-repository';

export type VariantGridValues = z.output<typeof variantGridInputSchema>;
export type StockAdjustmentValues = z.output<typeof stockAdjustmentSchema>;

const message = (lng: Locale, produce: () => string | true) => withLanguage(lng, () => String(produce()));

function notFound(): never {
  throw new HttpError('not_found');
}

/** Other products' variants' SKUs among `skus`, whatever their case. */
async function takenSkus(db: Db, productId: string, skus: string[]): Promise<string[]> {
  if (!skus.length) return [];
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        sql`${productVariants.productId} <> ${productId}`,
        inArray(
          sql`lower(${productVariants.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.sku ?? '');
}

/** Replaces the options and the variant grid, if nobody changed the product since `input.version`. */
export async function saveVariants(context: AdminContext, id: string, input: VariantGridValues): Promise<Product> {
  const { db } = context.services;
  const options = input.options.map(sanitizedOption);
  try {
    const row = await db.transaction(async (tx) => {
      const before = (await repository.findProductById(tx, id, { forUpdate: true })) ?? notFound();
      if (before.version !== input.version) {
        throw new HttpError('datastale', undefined, undefined, { current: await withVariants(tx, toProduct(before)) });
      }
      const existing = (await variantsOf(tx, [id])).get(id) ?? [];
      const known = new Set(existing.map((variant) => variant.id));
      const imageUrls = new Set(before.images.map((image) => image.url));
      const fields: Record<string, string[]> = {};
      input.variants.forEach((variant, index) => {
        if (variant.id && !known.has(variant.id)) fields[`variants.${index}.id`] = [message(context.lng, () => required(''))];
        variant.images.forEach((url, i) => {
          if (!imageUrls.has(url)) fields[`variants.${index}.images.${i}`] = [message(context.lng, () => translate('url'))];
        });
      });
      if (Object.keys(fields).length) throw new HttpError('validation_failed', fields);
      const taken = await takenSkus(tx, id, input.variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])));
      input.variants.forEach((variant, index) => {
        const verdict = withLanguage(context.lng, () => uniqueWithBlank(taken)(variant.sku));
        if (verdict !== true) fields[`variants.${index}.sku`] = [verdict];
      });
      if (Object.keys(fields).length) throw new HttpError('conflict', fields);

      // a first grid that gives no stock at all: the product's goes to its first variant
      const carried = existing.length === 0 && input.variants.every((variant) => !variant.id && variant.stock === undefined) ? before.stock : 0;
      const keep = input.variants.flatMap((variant) => (variant.id ? [variant.id] : []));
      // gone from the grid: deleted first, so a SKU moved to a new row is free again
      await tx
        .delete(productVariants)
        .where(and(eq(productVariants.productId, id), keep.length ? notInArray(productVariants.id, keep) : undefined));
      for (const [position, variant] of input.variants.entries()) {
        const values = {
          sku: variant.sku,
          optionValues: variant.options.map((chosen) => ({ name: sanitizeProductText(chosen.name), value: sanitizeProductText(chosen.value) })),
          price: variant.price,
          mrp: variant.mrp,
          images: variant.images,
          position,
        };
        if (variant.id) {
          await tx
            .update(productVariants)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(productVariants.id, variant.id));
        } else {
          await tx.insert(productVariants).values({ id: randomUUID(), productId: id, stock: variant.stock ?? (position === 0 ? carried : 0), ...values });
        }
      }
      // an option sent without translations (a client that knows none) keeps those of its name
      const kept = options.map((option, index) =>
        input.options[index]!.translations === undefined ? sanitizedOption({ ...option, translations: before.options.find((old) => old.name === option.name)?.translations }) : option,
      );
      await repository.updateProduct(tx, id, { options: kept });
      await syncProductFromVariants(tx, id);
      const after = (await repository.findProductById(tx, id))!;
      const variants = ((await variantsOf(tx, [id])).get(id) ?? []).map(toVariant);
      await recordAudit(tx, {
        actor: context.actor,
        action: 'product.variants',
        target: { type: 'product', id },
        changes: {
          options: { from: before.options, to: after.options },
          variants: { from: existing.map(toVariant), to: variants },
          ...(after.stock === before.stock ? {} : { stock: { from: before.stock, to: after.stock } }),
        },
      });
      return { ...toProduct(after), variants };
    });
    return row;
  } catch (error) {
    // a SKU taken meanwhile by another product's save: the same 409 as the check before it
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) {
      throw new HttpError('conflict', { variants: [message(context.lng, () => translate('alreadyExists'))] });
    }
    throw error;
  }
}

/**
 * Adds `delta` (negative: takes) to one variant's stock as it is now, and the same to the product's
 * total, so units buyers reserved meanwhile stay reserved. Below 0 (or above MAX_PRODUCT_STOCK) is
 * a field error on `delta` naming the bound, as for a product.
 */
export async function adjustVariantStock(context: AdminContext, id: string, variantId: string, adjustment: StockAdjustmentValues): Promise<Product> {
  const reason = sanitizeProductText(adjustment.reason);
  if (!reason) throw new HttpError('validation_failed', { reason: [message(context.lng, () => required(''))] });
  const { db } = context.services;
  const row = await db.transaction(async (tx) => {
    // the product row first, as a checkout takes it (catalogue/variants.ts): no crosswise locks
    if (!(await repository.findProductById(tx, id, { forUpdate: true }))) notFound();
    const [after] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${adjustment.delta}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, id),
          sql`${productVariants.stock} + ${adjustment.delta} between 0 and ${MAX_PRODUCT_STOCK}`,
        ),
      )
      .returning();
    if (!after) {
      const [current] = await tx
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, id)));
      if (!current) notFound();
      const bound = adjustment.delta < 0 ? minNumber(-current.stock) : maxNumber(MAX_PRODUCT_STOCK - current.stock);
      throw new HttpError('validation_failed', { delta: [message(context.lng, () => bound(adjustment.delta))] });
    }
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${adjustment.delta}`, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await recordAudit(tx, {
      actor: context.actor,
      action: 'product.stock_adjust',
      target: { type: 'product', id },
      changes: { [`variants.${variantId}.stock`]: { from: after.stock - adjustment.delta, to: after.stock } },
      note: reason,
    });
    // units added: back-in-stock alerts waiting for the variant go out, at most that many (stock-alerts/)
    await releaseStockAlerts(tx, context.services.config, { productId: id, variantId }, adjustment.delta);
    return (await repository.findProductById(tx, id))!;
  });
  return withVariants(db, toProduct(row));
}
