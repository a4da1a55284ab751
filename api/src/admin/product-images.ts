/**
 * An admin arranges a product's images (PUT /admin/products/:id/images, issue 15 item 5): their
 * order, which stay, each one's alt text. The list may only hold images the product has (new ones
 * come through the storage API, which appends each upload); a dropped image uploaded for this
 * product loses its file once the change is written. Versioned like the product's other fields,
 * and audited as `product.images`.
 */
import type { z } from 'zod';
import type { productImagesUpdateSchema } from 'shared-contracts/api/product-images';
import type { Product } from 'shared-contracts/domain/catalogue';
import { required } from 'shared-contracts/validation/rules';
import { translate, withLanguage } from 'shared-contracts/validation/translate';
import { recordAudit } from '../audit/audit-log';
import { toProduct } from '../catalogue/mapping';
import { sanitizeProductText } from '../catalogue/sanitize';
import { HttpError } from '../http/errors';
import { withImageFacts } from '../images/product-images';
import { removeImages, type AdminContext } from './product-workflows';
import * as repository from './products-repository';

export type ProductImagesValues = z.output<typeof productImagesUpdateSchema>;

export async function setProductImages(context: AdminContext, id: string, input: ProductImagesValues): Promise<Product> {
  const { before, after } = await context.services.db.transaction(async (tx) => {
    const before = (await repository.findProductById(tx, id, { forUpdate: true })) ?? notFound();
    if (before.version !== input.version) throw new HttpError('datastale', undefined, undefined, { current: toProduct(before) });
    const own = new Set(before.images.map((image) => image.url));
    const images = withImageFacts(
      input.images.map((image) => ({ url: image.url, alt: sanitizeProductText(image.alt) })),
      before.images,
    );
    const fields: Record<string, string[]> = {};
    images.forEach((image, index) => {
      if (!own.has(image.url)) fields[`images.${index}.url`] = [withLanguage(context.lng, () => translate('url'))];
      // text that was only markup: as blank as no text at all
      if (!image.alt) fields[`images.${index}.alt`] = [withLanguage(context.lng, () => String(required('')))];
    });
    if (Object.keys(fields).length) throw new HttpError('validation_failed', fields);
    const same = images.length === before.images.length && images.every((image, index) => image.url === before.images[index]!.url && image.alt === before.images[index]!.alt);
    if (same) return { before, after: before };
    const after = (await repository.updateProduct(tx, id, { images }))!;
    await recordAudit(tx, { actor: context.actor, action: 'product.images', target: { type: 'product', id }, changes: { images: { from: before.images, to: after.images } } });
    return { before, after };
  });
  const kept = new Set(after.images.map((image) => image.url));
  await removeImages(context, id, before.images.filter((image) => !kept.has(image.url)));
  return toProduct(after);
}

function notFound(): never {
  throw new HttpError('not_found');
}
