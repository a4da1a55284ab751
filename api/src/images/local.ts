/**
 * Product images in the shop's own storage (images/objects.ts: a folder under the data dir every
 * API instance sees), served by the API under /media/ with long cache headers to links that carry
 * the object's download token. The type is judged from the bytes, not from what the client claims.
 *
 * Each upload gets variants at the IMAGE_VARIANT_WIDTHS it has (those under its own width, and its
 * own width as its largest), in webp and AVIF, served with the same token, and its dominant colour
 * (the placeholder a page draws until the file arrives); both are kept in the object's metadata
 * and with the product's image (images/product-images.ts), so a page announces only the widths
 * that were made.
 *
 * Decisions:
 * - The whole image is decoded and every variant made before anything is written: a corrupt or
 *   undecodable file is 415 storage/invalid-format and leaves nothing behind.
 * - The same bytes under the same name again (a retry, the same photo chosen twice: names are the
 *   content's hash) make no variants: the stored ones are kept.
 * - Variants are made in the upload request: a page never links one that is not there yet. For a
 *   photo the admin's browser has shrunk (2048 px at most) that is about a second.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { IMAGE_TYPES, IMAGE_VARIANT_WIDTHS, MAX_IMAGE_BYTES } from 'shared-contracts/api/admin';
import type { PublicProductImage } from 'shared-contracts/api/catalogue';
import {
  downloadUrl,
  imageVariantUrl,
  imageVariantWidths,
  LEGACY_IMAGE_VARIANT_WIDTHS,
  MEDIA_PREFIX as SHARED_MEDIA_PREFIX,
  parseDownloadUrl,
  productImageObjectName,
  type StorageObject,
} from 'shared-contracts/api/storage';
import type { ProductImage } from 'shared-contracts/domain/catalogue';
import { StorageFailure } from './errors';
import { diskObjectStore } from './objects';
import type { ImageStore, StoredImage } from './store';

export const MEDIA_PREFIX = SHARED_MEDIA_PREFIX;
const UPLOADED_FOLDER = 'products/';
const IMAGE_NAME = /\.(jpg|png|webp)$/;
const VARIANT_NAME = /-(\d+)\.(webp|avif)$/;
const VARIANT_FORMATS = ['webp', 'avif'] as const;
type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * AVIF for photographs: quality 48 and 4:2:0 chroma (as a JPEG photo is; sharp's default, 4:4:4,
 * keeps colour detail a photo's eye does not see), effort 2 (an upload's variants in about a
 * second). Issue 34's photo mode on a phone: the product page's 640 px photo 47 -> about 35 KB
 * (quality 52, 4:4:4 before), a card's 320 px picture 10.5 -> about 7 KB; the page's first paint
 * shares slow 4G with it.
 */
const AVIF_OPTIONS = { quality: 48, effort: 2, chromaSubsampling: '4:2:0' } as const;

/** The copy of an image object at `width` in `format`: beside it, `<stem>-<width>.<format>`. */
const variantName = (name: string, width: number, format: VariantFormat = 'webp') => name.replace(IMAGE_NAME, `-${width}.${format}`);

/** The widths an image `width` pixels wide gets: the standard ones under it, and its own (at most the largest) last. */
export function variantWidthsFor(width: number): number[] {
  const largest = Math.min(width, IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!);
  return [...IMAGE_VARIANT_WIDTHS.filter((each) => each < largest), largest];
}

/** Every variant file an image object may have (the current widths and formats, and older uploads' webp). */
const allVariantNames = (name: string, widths: readonly number[] = []) => [
  ...new Set([...[...IMAGE_VARIANT_WIDTHS, ...LEGACY_IMAGE_VARIANT_WIDTHS, ...widths].flatMap((width) => VARIANT_FORMATS.map((format) => variantName(name, width, format)))]),
];

/**
 * An image as shoppers get it: its variants, linked with the image's token (webp, and AVIF for
 * those stored since variants followed the photo's width), and its placeholder colour; none for
 * other images (the seed's SVG drawings). An upload stored before keeps the webp variants it got
 * then (LEGACY_IMAGE_VARIANT_WIDTHS).
 */
export function publicImage(image: ProductImage, alt: string): PublicProductImage {
  const widths = imageVariantWidths(image);
  if (!widths.length) return { url: image.url, alt };
  const linked = (format: VariantFormat) => widths.map((width) => ({ width, url: imageVariantUrl(image.url, width, format)! }));
  if (!image.widths?.length) return { url: image.url, alt, variants: linked('webp') };
  return { url: image.url, alt, ...(image.color ? { color: image.color } : {}), variants: linked('webp'), avif: linked('avif') };
}

/** What a product keeps of its stored image: its size, its variants' widths, its colour. */
export function imageFacts(object: Pick<StorageObject, 'image'>): Pick<ProductImage, 'width' | 'height' | 'widths' | 'color'> {
  const { image } = object;
  return image ? { width: image.width, height: image.height, widths: image.widths, color: image.color } : {};
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

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Decodes the whole image (turned as its EXIF says) and makes its variants and its colour; a file
 * that does not decode to the end (truncated, corrupt) is 415 invalid-format.
 */
async function makeVariants(name: string, data: Buffer) {
  try {
    // failOn 'error': a damaged JPEG (premature end, bad Huffman code) is refused, not drawn half grey
    const { data: pixels, info } = await sharp(data, { failOn: 'error' }).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const decoded = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const widths = variantWidthsFor(info.width);
    const derived = await Promise.all(
      widths.flatMap((width) =>
        VARIANT_FORMATS.map(async (format) => {
          const resized = decoded().resize({ width, withoutEnlargement: true });
          const bytes = await (format === 'webp' ? resized.webp({ quality: 78 }) : resized.avif(AVIF_OPTIONS)).toBuffer();
          return { name: variantName(name, width, format), data: bytes };
        }),
      ),
    );
    const { dominant } = await decoded().stats();
    const image = {
      width: info.width,
      height: info.height,
      widths,
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      variantBytes: derived.reduce((sum, file) => sum + file.data.byteLength, 0),
    };
    return { image, derived };
  } catch {
    throw new StorageFailure('invalid-format', 'unsupported_media_type');
  }
}

export function localImageStore(folder: string): ImageStore {
  const objects = diskObjectStore(folder);

  /** Whether every variant an image's metadata lists is on disk. */
  const variantsPresent = async (name: string, widths: readonly number[]) =>
    (
      await Promise.all(
        widths.flatMap((width) => VARIANT_FORMATS.map((format) => fs.access(objects.filePath(variantName(name, width, format))).then(() => true, () => false))),
      )
    ).every(Boolean);

  const store: ImageStore = {
    async put(name, data, input) {
      if (data.byteLength > MAX_IMAGE_BYTES) throw new StorageFailure('invalid-argument', 'payload_too_large');
      const contentType = await sniff(data);
      // what the uploader said it sends, and the name's extension, must be what the bytes are
      if (input.contentType !== contentType || !name.endsWith(`.${TYPE_TO_EXTENSION[contentType]}`)) throw new StorageFailure('invalid-format');
      const before = await objects.get(name);
      const sha256 = createHash('sha256').update(data).digest('base64');
      if (before?.image && before.sha256Hash === sha256 && (await variantsPresent(name, before.image.widths))) {
        // the same bytes again: their variants are made already
        return objects.put(name, data, input, contentType, { image: before.image });
      }
      const { image, derived } = await makeVariants(name, data);
      // new bytes under an older name: the variants it had at other widths go
      const stale = before?.image ? allVariantNames(name, before.image.widths).filter((each) => !derived.some((file) => file.name === each)) : [];
      return objects.put(name, data, input, contentType, { image, derived, stale });
    },

    async save({ productId, data }) {
      if (data.byteLength > MAX_IMAGE_BYTES) throw new StorageFailure('invalid-argument', 'payload_too_large');
      const contentType = await sniff(data);
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      const name = productImageObjectName(productId, `${hash}.${TYPE_TO_EXTENSION[contentType]}`);
      const object = await store.put(name, data, { contentType, size: data.byteLength, customMetadata: { productId } });
      const url = downloadUrl(name, object.downloadTokens.split(',')[0]!);
      const image = publicImage({ url, alt: '', ...imageFacts(object) }, '');
      return { url, variants: image.variants ?? [], avif: image.avif ?? [], color: image.color, contentType, bytes: data.byteLength };
    },

    async remove(url) {
      const link = parseDownloadUrl(url);
      if (!link || !link.name.startsWith(UPLOADED_FOLDER)) return;
      const object = await objects.get(link.name);
      const derived = IMAGE_NAME.test(link.name) ? allVariantNames(link.name, object?.image?.widths) : [];
      await objects.remove(link.name, derived);
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

