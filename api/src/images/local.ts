/**
 * Product images in a local folder, served by the API under /media/ with long cache headers (file
 * names carry a content hash, so a changed image is a new URL). The type is judged from the bytes,
 * not from what the client claims; each upload gets webp variants at the shared widths.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_TYPES, IMAGE_VARIANT_WIDTHS, MAX_IMAGE_BYTES } from 'shared-contracts/api/admin';
import { HttpError } from '../http/errors';
import type { ImageStore, StoredImage } from './store';

export const MEDIA_PREFIX = '/media/';
const UPLOADED_PREFIX = `${MEDIA_PREFIX}products/`;

/** Where the webp copy of an uploaded image at `width` is: beside it, `<hash>-<width>.webp`. */
const variantUrl = (url: string, width: number) => url.replace(/\.[a-z]+$/, `-${width}.webp`);

/**
 * The webp variants of an image this store saved (every upload has one per IMAGE_VARIANT_WIDTHS,
 * at most the original's width); none for other images (the seed's SVG drawings).
 */
export function uploadedImageVariants(url: string): { width: number; url: string }[] {
  if (!url.startsWith(UPLOADED_PREFIX) || !/\.(jpg|png|webp)$/.test(url)) return [];
  return IMAGE_VARIANT_WIDTHS.map((width) => ({ width, url: variantUrl(url, width) }));
}

const FORMAT_TO_TYPE: Record<string, StoredImage['contentType']> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function localImageStore(folder: string): ImageStore {
  return {
    async save({ productId, data }) {
      if (data.byteLength > MAX_IMAGE_BYTES) throw new HttpError('payload_too_large');
      let format: string | undefined;
      try {
        format = (await sharp(data).metadata()).format;
      } catch {
        format = undefined;
      }
      const contentType = format ? FORMAT_TO_TYPE[format] : undefined;
      if (!contentType || !(IMAGE_TYPES as readonly string[]).includes(contentType)) throw new HttpError('unsupported_media_type');

      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      const dir = path.join(folder, 'products', productId);
      await fs.mkdir(dir, { recursive: true });
      const extension = format === 'jpeg' ? 'jpg' : format!;
      const original = `${hash}.${extension}`;
      await fs.writeFile(path.join(dir, original), data);
      const url = `${UPLOADED_PREFIX}${productId}/${original}`;
      const variants = await Promise.all(
        uploadedImageVariants(url).map(async (variant) => {
          const file = path.join(dir, path.basename(variant.url));
          await sharp(data).resize({ width: variant.width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(file);
          return variant;
        }),
      );
      return { url, variants, contentType, bytes: data.byteLength };
    },
    async remove(url) {
      if (!url.startsWith(MEDIA_PREFIX)) return;
      const relative = url.slice(MEDIA_PREFIX.length);
      const base = path.join(folder, path.dirname(relative), path.basename(relative).replace(/\.[a-z]+$/, ''));
      const dir = path.dirname(base);
      const stem = path.basename(base);
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      await Promise.all(files.filter((f) => f.startsWith(stem)).map((f) => fs.rm(path.join(dir, f), { force: true })));
    },
  };
}
