/**
 * Product images in the shop's own storage (images/objects.ts: a folder under the data dir every
 * API instance sees), served by the API under /media/ with long cache headers to links that carry
 * the object's download token. The type is judged from the bytes, not from what the client claims;
 * each upload gets webp variants at the shared widths, served with the same token.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_TYPES, IMAGE_VARIANT_WIDTHS, MAX_IMAGE_BYTES } from 'shared-contracts/api/admin';
import { downloadUrl, MEDIA_PREFIX as SHARED_MEDIA_PREFIX, parseDownloadUrl, productImageObjectName } from 'shared-contracts/api/storage';
import { StorageFailure } from './errors';
import { diskObjectStore } from './objects';
import type { ImageStore, StoredImage } from './store';

export const MEDIA_PREFIX = SHARED_MEDIA_PREFIX;
const UPLOADED_FOLDER = 'products/';
const IMAGE_NAME = /\.(jpg|png|webp)$/;
const VARIANT_NAME = /-(\d+)\.webp$/;

/** The name of the webp copy of an image object at `width`: beside it, `<stem>-<width>.webp`. */
const variantName = (name: string, width: number) => name.replace(IMAGE_NAME, `-${width}.webp`);

/**
 * The webp variants of an image this store saved (every upload has one per IMAGE_VARIANT_WIDTHS,
 * at most the original's width), linked with the image's token; none for other images (the seed's
 * SVG drawings).
 */
export function uploadedImageVariants(url: string): { width: number; url: string }[] {
  const link = parseDownloadUrl(url);
  if (!link || !link.name.startsWith(UPLOADED_FOLDER) || !IMAGE_NAME.test(link.name) || !link.token) return [];
  const token = link.token;
  return IMAGE_VARIANT_WIDTHS.map((width) => ({ width, url: downloadUrl(variantName(link.name, width), token) }));
}

const FORMAT_TO_TYPE: Record<string, StoredImage['contentType']> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const TYPE_TO_EXTENSION: Record<StoredImage['contentType'], string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The image type of the bytes, or a refusal (415 invalid-format). */
async function sniff(data: Buffer): Promise<StoredImage['contentType']> {
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  const contentType = format ? FORMAT_TO_TYPE[format] : undefined;
  if (!contentType || !(IMAGE_TYPES as readonly string[]).includes(contentType)) throw new StorageFailure('invalid-format', 'unsupported_media_type');
  return contentType;
}

export function localImageStore(folder: string): ImageStore {
  const objects = diskObjectStore(folder);

  const store: ImageStore = {
    async put(name, data, input) {
      if (data.byteLength > MAX_IMAGE_BYTES) throw new StorageFailure('invalid-argument', 'payload_too_large');
      const contentType = await sniff(data);
      // what the uploader said it sends, and the name's extension, must be what the bytes are
      if (input.contentType !== contentType || !name.endsWith(`.${TYPE_TO_EXTENSION[contentType]}`)) throw new StorageFailure('invalid-format');
      const object = await objects.put(name, data, input, contentType);
      const file = objects.filePath(name);
      await Promise.all(
        IMAGE_VARIANT_WIDTHS.map((width) =>
          sharp(data).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(path.join(path.dirname(file), path.basename(variantName(name, width)))),
        ),
      );
      return object;
    },

    async save({ productId, data }) {
      if (data.byteLength > MAX_IMAGE_BYTES) throw new StorageFailure('invalid-argument', 'payload_too_large');
      const contentType = await sniff(data);
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      const name = productImageObjectName(productId, `${hash}.${TYPE_TO_EXTENSION[contentType]}`);
      const object = await store.put(name, data, { contentType, size: data.byteLength, customMetadata: { productId } });
      const url = downloadUrl(name, object.downloadTokens.split(',')[0]!);
      return { url, variants: uploadedImageVariants(url), contentType, bytes: data.byteLength };
    },

    async remove(url) {
      const link = parseDownloadUrl(url);
      if (!link || !link.name.startsWith(UPLOADED_FOLDER)) return;
      await objects.remove(link.name);
      if (!IMAGE_NAME.test(link.name)) return;
      await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => fs.rm(objects.filePath(variantName(link.name, width)), { force: true })));
    },

    get: (name) => objects.get(name),
    adopt: (name) => objects.adopt(name),

    async downloadAccess(name, token) {
      // a variant (the most asked-for files: srcset) is served with its image's token, so its image comes first
      const images = VARIANT_NAME.test(name) ? ['png', 'jpg', 'webp'].map((extension) => name.replace(VARIANT_NAME, `.${extension}`)) : [];
      const candidates = [...images, name];
      if (token) for (const candidate of candidates) if (await objects.tokenMatches(candidate, token)) return 'ok';
      for (const candidate of candidates) if ((await objects.get(candidate)) !== null) return 'refused';
      return 'missing';
    },

    usedBytes: () => objects.usedBytes(),
  };
  return store;
}

