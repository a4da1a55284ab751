/**
 * What a stored product image does to its product: the storage upload of `products/<id>/<file>`
 * adds the image (its download link, the alt text of its custom metadata) to the product's images,
 * in the transaction of its audit row, as the product-image upload always did. And the images of
 * products stored before links carried tokens get their token (once, at start-up).
 *
 * Decisions:
 * - An image lands once: the same object uploaded again (a retry whose first answer was lost, the
 *   same photo chosen twice) changes nothing; new bytes under the same name replace the image's
 *   link in place (a new token), never add a second one.
 * - The product and its room for another image are checked before anything is written, so a
 *   refused upload leaves no file behind.
 */
import { eq, sql } from 'drizzle-orm';
import { MAX_PRODUCT_IMAGES } from 'shared-contracts/api/admin';
import { downloadUrl, parseDownloadUrl, PRODUCT_IMAGE_METADATA, type StorageObject } from 'shared-contracts/api/storage';
import type { ProductImage } from 'shared-contracts/domain/catalogue';
import { recordAudit } from '../audit/audit-log';
import { sanitizeProductText } from '../catalogue/sanitize';
import { products } from '../db/schema';
import type { Caller } from '../identity/identity';
import type { Services } from '../services';
import * as repository from '../admin/products-repository';
import { StorageFailure } from './errors';
import { imageFacts } from './local';

const ALT_MAX_LENGTH = 200;

/** `products/<id>/<file>`: the product whose image an object is; null for any other name. */
export function productIdOf(name: string): string | null {
  return /^products\/([A-Za-z0-9_-]{1,128})\/[^/]+$/.exec(name)?.[1] ?? null;
}

const nameOf = (image: ProductImage) => parseDownloadUrl(image.url)?.name;

/**
 * The images a form sent (url and alt), each with what the storage measured of it when the product
 * had it (size, variants' widths, colour): a save never forgets which variants a photo has.
 */
export function withImageFacts(images: readonly ProductImage[], had: readonly ProductImage[]): ProductImage[] {
  const known = new Map(had.map((image) => [image.url, image]));
  return images.map((image) => ({ ...known.get(image.url), ...image }));
}

/** Refuses an upload the product cannot take: gone (404 object-not-found), or full (400 invalid-argument). */
export async function checkProductTakes(services: Pick<Services, 'db'>, productId: string, name: string): Promise<void> {
  const product = await repository.findProductById(services.db, productId);
  if (!product) throw new StorageFailure('object-not-found');
  if (product.images.length >= MAX_PRODUCT_IMAGES && !product.images.some((image) => nameOf(image) === name)) throw new StorageFailure('invalid-argument');
}

/** Adds the stored object to its product's images (or refreshes its link); the product as it is now. */
export async function attachProductImage(services: Pick<Services, 'db'>, actor: Caller, productId: string, object: StorageObject) {
  const url = downloadUrl(object.name, object.downloadTokens.split(',')[0]!);
  const alt = sanitizeProductText(object.customMetadata[PRODUCT_IMAGE_METADATA.alt] ?? '').slice(0, ALT_MAX_LENGTH);
  return services.db.transaction(async (tx) => {
    const before = await repository.findProductById(tx, productId, { forUpdate: true });
    if (!before) throw new StorageFailure('object-not-found');
    const facts = imageFacts(object);
    const at = before.images.findIndex((image) => nameOf(image) === object.name);
    if (at >= 0 && before.images[at]!.url === url && String(before.images[at]!.widths) === String(facts.widths)) return before;
    let after;
    if (at >= 0) {
      const images = before.images.map((image, index) => (index === at ? { ...image, ...facts, url } : image));
      after = await repository.updateProduct(tx, productId, { images });
    } else {
      after = await repository.appendProductImage(tx, productId, { url, alt, ...facts });
      if (!after) throw new StorageFailure('invalid-argument');
    }
    await recordAudit(tx, {
      actor,
      action: 'product.image_upload',
      target: { type: 'product', id: productId },
      changes: { images: { from: before.images, to: after!.images } },
      note: url,
    });
    return after!;
  });
}

/**
 * Gives every uploaded image a product shows without a token its object's token (the file gets
 * its metadata first): links stored before tokens keep working. Each product is written only if
 * its images are still what was read; run by every instance at start, it finds nothing to do
 * after the first.
 */
export async function tokenizeStoredProductImages(services: Pick<Services, 'db' | 'images'>): Promise<number> {
  const rows = await services.db
    .select({ id: products.id, images: products.images })
    .from(products)
    .where(sql`${products.images}::text like '%/media/products/%'`);
  let changed = 0;
  for (const row of rows) {
    let touched = false;
    const images: ProductImage[] = [];
    for (const image of row.images) {
      const link = parseDownloadUrl(image.url);
      if (!link || link.token || !link.name.startsWith('products/')) {
        images.push(image);
        continue;
      }
      const object = await services.images.adopt(link.name);
      if (!object) {
        images.push(image);
        continue;
      }
      images.push({ ...image, url: downloadUrl(link.name, object.downloadTokens.split(',')[0]!) });
      touched = true;
    }
    if (!touched) continue;
    const result = await services.db
      .update(products)
      .set({ images })
      .where(sql`${eq(products.id, row.id)} and ${products.images} = ${JSON.stringify(row.images)}::jsonb`)
      .returning({ id: products.id });
    changed += result.length;
  }
  return changed;
}
