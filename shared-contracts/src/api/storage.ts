/**
 * The shop's file storage on the wire (spec §7): an upload is one multipart POST to `/storage/o`
 * with the object's name as the `name` query parameter, a JSON metadata part and the file; a GET on
 * the object's path (`/storage/o/<name, encoded>`) answers its metadata and download token; the
 * link to the file is built from the token (`downloadUrl`), and a file is served only with it.
 * Errors are the API's error body with the storage code in `details.storage` and the message as
 * 'message (storage/code)' (spec §8). The API and the browser's client (platform/storage) share
 * this file.
 */
import { z } from 'zod';
import { defineRoute } from './define';

/** Where files are served from (the API's media routes, on the shop's origin). */
export const MEDIA_PREFIX = '/media/';
/** The upload's parts, in this order: the metadata (JSON), then the file. */
export const STORAGE_UPLOAD_PARTS = { metadata: 'metadata', file: 'file' } as const;
/** An object name: folders and a file name of plain characters, no `..`, no leading or double slash. */
export const STORAGE_NAME_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){1,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export const storageNameSchema = z
  .string()
  .max(300)
  .refine((name) => STORAGE_NAME_PATTERN.test(name) && !name.includes('..'), 'invalid object name');

/** What the uploader says of the file: checked by the server against the bytes it receives. */
export const storageMetadataInputSchema = z.object({
  contentType: z.string().max(100),
  size: z.number().int().nonnegative(),
  /** Base64 of the file's SHA-256 (and/or MD5) digest: a mismatch is `invalid-checksum`. */
  sha256Hash: z.string().max(64).optional(),
  md5Hash: z.string().max(32).optional(),
  /** Free key/value pairs kept with the object, e.g. the product it shows and its alt text. */
  customMetadata: z.record(z.string().max(64), z.string().max(500)).optional().default({}),
});
export type StorageMetadataInput = z.input<typeof storageMetadataInputSchema>;

/** An object's metadata, as the upload and the GET answer it. */
export const storageObjectSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  md5Hash: z.string(),
  sha256Hash: z.string(),
  timeCreated: z.string(),
  updated: z.string(),
  customMetadata: z.record(z.string(), z.string()),
  /** The download token(s), comma-separated; the first one builds the link. */
  downloadTokens: z.string(),
  /**
   * An image's size in pixels, the widths of the variants made of it (webp and AVIF each), its
   * dominant colour (the placeholder) and the bytes those variants take.
   */
  image: z
    .object({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      widths: z.array(z.number().int().positive()),
      color: z.string(),
      variantBytes: z.number().int().nonnegative(),
    })
    .optional(),
});
export type StorageObject = z.infer<typeof storageObjectSchema>;

export const storageUploadQuerySchema = z.object({ name: storageNameSchema });
export const storageObjectParamsSchema = z.object({ name: storageNameSchema });
/** The browser sends a FormData; the server reads it with its multipart parser. */
export const storageUploadBodySchema = z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData);

/**
 * The app-verification header every storage request carries (spec §7), named as Firebase App Check
 * names it: the shop's own app token (POST /app-check/token), or a real App Check token.
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** A short-lived app token and when it expires (ms since the epoch); renew it before then. */
export const appTokenSchema = z.object({ token: z.string(), expiresAt: z.number().int() });
export type AppToken = z.infer<typeof appTokenSchema>;

/** The custom metadata keys of a product image. */
export const PRODUCT_IMAGE_METADATA = { productId: 'productId', alt: 'alt' } as const;

/** Where a product's images live: `products/<productId>/<file>`. */
export const productImageObjectName = (productId: string, fileName: string) => `products/${productId}/${fileName}`;

/** What uploads stored before variants followed the photo's width have: webp at these widths. */
export const LEGACY_IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
/** Uploaded photos with variants beside them: products' and reviews' (reviews/<uid>/, issue 36). */
const UPLOADED_IMAGE = /^((?:products|reviews)\/.+)\.(jpg|png|webp)$/;

/**
 * The link of an uploaded image's variant (`<stem>-<width>.<format>` beside it, served with the
 * image's token); null for any other link (a drawing).
 */
export function imageVariantUrl(url: string, width: number, format: 'webp' | 'avif' = 'webp'): string | null {
  const link = parseDownloadUrl(url);
  const stem = link?.token ? UPLOADED_IMAGE.exec(link.name)?.[1] : undefined;
  return stem && link?.token ? downloadUrl(`${stem}-${width}.${format}`, link.token) : null;
}

/** The widths of an image's variants: as stored with it, or an older upload's; none for a drawing. */
export function imageVariantWidths(image: { url: string; widths?: readonly number[] }): readonly number[] {
  if (imageVariantUrl(image.url, 1) === null) return [];
  return image.widths?.length ? image.widths : LEGACY_IMAGE_VARIANT_WIDTHS;
}

/**
 * The file to draw an image `pixels` wide at most (a thumbnail in a list): its smallest webp
 * variant at least that wide (else its largest), or the image's own file when it has none.
 */
export function thumbnailUrl(image: { url: string; widths?: readonly number[] }, pixels: number): string {
  const widths = imageVariantWidths(image);
  const width = widths.find((each) => each >= pixels) ?? widths[widths.length - 1];
  return (width !== undefined && imageVariantUrl(image.url, width)) || image.url;
}

/** The link to a file: its path under MEDIA_PREFIX with the download token (spec §7). */
export function downloadUrl(name: string, token: string): string {
  return `${MEDIA_PREFIX}${name.split('/').map(encodeURIComponent).join('/')}?token=${encodeURIComponent(token)}`;
}

/** The object name and token a link of `downloadUrl` carries; null for any other URL. */
export function parseDownloadUrl(url: string): { name: string; token: string | null } | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const [pathPart = '', query = ''] = url.slice(MEDIA_PREFIX.length).split('?', 2);
  let name: string;
  try {
    name = pathPart.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  return { name, token: new URLSearchParams(query).get('token') };
}

/**
 * The storage routes, outside the shared route table (api/routes.ts ships in every page's first
 * load; only the admin uploads): the API mounts them from here (api/src/modules/storage.ts).
 */
export const storageRoutes = {
  storageUpload: defineRoute({
    method: 'POST',
    path: '/storage/o',
    // a guest's return photo from the e-mail's link comes with no session (its token in the metadata); everything else needs one (api/src/modules/storage.ts)
    access: 'public',
    kind: 'multipart',
    query: storageUploadQuerySchema,
    body: storageUploadBodySchema,
    response: storageObjectSchema,
    summary: 'Upload a file as object `name` (parts: metadata JSON, file)',
  }),
  storageGetMetadata: defineRoute({
    method: 'GET',
    path: '/storage/o/:name',
    access: 'user',
    params: storageObjectParamsSchema,
    response: storageObjectSchema,
    summary: "An object's metadata and download token",
  }),
  appCheckToken: defineRoute({
    method: 'POST',
    path: '/app-check/token',
    access: 'public',
    response: appTokenSchema,
    summary: `A short-lived app token for this shop's pages, sent in ${APP_CHECK_HEADER} on storage requests (404 when Firebase App Check issues them)`,
  }),
};
