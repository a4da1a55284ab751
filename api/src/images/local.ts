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
      const variants = await Promise.all(
        IMAGE_VARIANT_WIDTHS.map(async (width) => {
          const name = `${hash}-${width}.webp`;
          await sharp(data).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(path.join(dir, name));
          return { width, url: `${MEDIA_PREFIX}products/${productId}/${name}` };
        }),
      );
      return { url: `${MEDIA_PREFIX}products/${productId}/${original}`, variants, contentType, bytes: data.byteLength };
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
