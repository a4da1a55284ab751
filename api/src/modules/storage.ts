/**
 * The shop's file storage API (spec §7): `POST /api/storage/o?name=<object name>` uploads one file
 * as multipart form data, a JSON `metadata` part (content type, size, checksum, custom metadata)
 * then the `file`; `GET /api/storage/o/<name, encoded>` answers the object's metadata and its
 * download token, from which the link to the file is built (shared-contracts/api/storage's
 * downloadUrl; media.ts serves it only with the token). Refusals carry spec §8's statuses and
 * storage codes (storage-errors.ts).
 *
 * The rules, as a storage's security rules would say them: an object lives at
 * `products/<productId>/<file>`, and only an admin reads or writes there (403 storage/unauthorized
 * for anyone else signed in, 401 storage/unauthenticated for no one); the product must exist (404)
 * and have room for the image; the bytes must be an image of the type and size the metadata says,
 * whose checksum matches (400 storage/invalid-checksum); the storage must have room (402).
 * An uploaded product image is added to its product (images/product-images.ts). A customer may
 * write one place only: `returns/<orderId>/<file>` of their own order, the photos of a return
 * request (returns/workflows.ts), served like product images to a link with its token; and
 * `reviews/<own uid>/<file>`, a review's photos (reviews/), once they have a delivered order.
 *
 * Before any of that, app verification (spec §7, §8; security/app-check.ts): a storage request
 * without a valid app token in `X-Firebase-AppCheck` (missing, expired, forged, another shop's) is
 * refused 401 storage/unauthorized-app, whoever signed it. The pages get the token from
 * POST /api/app-check/token (rate-limited per address).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from 'shared-contracts/api/admin';
import { API_PREFIX } from 'shared-contracts/api/common';
import { RETURN_LINK_METADATA } from 'shared-contracts/api/returns';
import { APP_CHECK_HEADER, PRODUCT_IMAGE_METADATA, STORAGE_UPLOAD_PARTS, storageMetadataInputSchema, storageRoutes, type StorageMetadataInput } from 'shared-contracts/api/storage';
import { can } from 'shared-contracts/domain/staff';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import type { Caller } from '../identity/identity';
import { StorageFailure } from '../images/errors';
import { attachProductImage, checkProductTakes, productIdOf, tokenizeStoredProductImages } from '../images/product-images';
import { createAppCheck } from '../security/app-check';
import { registerStorageErrors } from './storage-errors';
import type { Db } from '../db/database';
import { getOrderRow, getUserOrderRow } from '../orders/repository';
import { and, eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { isReturnLinkToken } from '../returns/link';

/** The product an admin may read or write at `name`; anyone else, or any other path: 403. */
function productPath(caller: Caller, name: string): string {
  const productId = productIdOf(name);
  if (!productId || !can(caller.role, 'catalogue')) throw new StorageFailure('unauthorized');
  return productId;
}

/**
 * A return's photo, `returns/<orderId>/<file>`: its order's customer writes it (returns/, up to 3
 * per request), or, with no session, whoever holds the guest order's e-mail link (its token in the
 * upload's custom metadata, returns/link.ts).
 */
const RETURN_PHOTO = /^returns\/([A-Za-z0-9_-]{1,128})\/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp)$/;
async function ownReturnPhoto(db: Db, caller: Caller | null, name: string): Promise<boolean> {
  const orderId = RETURN_PHOTO.exec(name)?.[1];
  return orderId !== undefined && caller !== null && (await getUserOrderRow(db, caller.uid, orderId)) !== undefined;
}
async function linkReturnPhoto(db: Db, name: string, linkToken: string | undefined): Promise<boolean> {
  const orderId = RETURN_PHOTO.exec(name)?.[1];
  if (orderId === undefined || !linkToken) return false;
  const order = await getOrderRow(db, orderId);
  return order !== undefined && isReturnLinkToken(order, linkToken);
}

/** A review's photo, `reviews/<uid>/<file>`: the customer's own folder, once an order of theirs was delivered (reviews/). */
const REVIEW_PHOTO = /^reviews\/([A-Za-z0-9_-]{1,128})\/[A-Za-z0-9_-]{1,64}\.(jpg|png|webp)$/;
async function ownReviewPhoto(db: Db, caller: Caller, name: string): Promise<boolean> {
  if (REVIEW_PHOTO.exec(name)?.[1] !== caller.uid) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, caller.uid), eq(orders.fulfilmentStatus, 'delivered')))
    .limit(1);
  return row !== undefined;
}

/** The metadata part (a field, or a JSON blob as browsers send one) and the file; anything missing or malformed: invalid-argument. */
async function readUpload(request: FastifyRequest): Promise<{ metadata: StorageMetadataInput; data: Buffer }> {
  if (!request.isMultipart()) throw new StorageFailure('invalid-argument');
  let metadata: unknown;
  let data: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.fieldname === STORAGE_UPLOAD_PARTS.metadata) {
      const text = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value ?? '');
      try {
        metadata = JSON.parse(text);
      } catch {
        throw new StorageFailure('invalid-argument');
      }
    } else if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === STORAGE_UPLOAD_PARTS.file) data = bytes;
    }
  }
  const parsed = storageMetadataInputSchema.safeParse(metadata);
  if (!parsed.success || !data) throw new StorageFailure('invalid-argument');
  return { metadata: parsed.data, data };
}

export default async function storage(app: FastifyInstance) {
  registerStorageErrors(app);
  const appCheck = createAppCheck(app.services.config);
  const storagePrefix = `${API_PREFIX}/storage/`;
  // first of all, before the caller's token is even read: the app's
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(storagePrefix)) return;
    const header = request.headers[APP_CHECK_HEADER.toLowerCase()];
    if (!(await appCheck.verify(typeof header === 'string' ? header : undefined))) throw new StorageFailure('unauthorized-app');
  });
  // only in this plugin's scope: a file and its metadata, nothing else
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 1, parts: 2, fieldSize: 4096 } });

  try {
    const changed = await tokenizeStoredProductImages(app.services);
    if (changed) app.log.info({ products: changed }, 'gave the stored product images their download tokens');
  } catch (error) {
    // the links keep failing until a start that manages it; the API itself still starts
    app.log.error({ err: error }, 'could not give stored product images their download tokens');
  }

  mount(
    app,
    storageRoutes.storageUpload,
    async ({ request, user, query }) => {
      if (RETURN_PHOTO.test(query.name)) {
        const own = await ownReturnPhoto(app.services.db, user, query.name);
        const { metadata, data } = await readUpload(request);
        const { [RETURN_LINK_METADATA]: linkToken, ...customMetadata } = metadata.customMetadata ?? {};
        // not the order's customer: only with the order's link token (a session or not); none and no session: 401
        if (!own && !(await linkReturnPhoto(app.services.db, query.name, linkToken))) throw linkToken || user ? new StorageFailure('unauthorized') : new HttpError('unauthorized');
        if ((await app.services.images.usedBytes()) + data.byteLength > app.services.config.storageQuotaBytes) throw new StorageFailure('quota-exceeded');
        return app.services.images.put(query.name, data, { ...metadata, customMetadata });
      }
      // no one signed in (the route is public for the return link only): 401, as before
      if (!user) throw new HttpError('unauthorized');
      if (REVIEW_PHOTO.test(query.name)) {
        if (!(await ownReviewPhoto(app.services.db, user, query.name))) throw new StorageFailure('unauthorized');
        const { metadata, data } = await readUpload(request);
        if ((await app.services.images.usedBytes()) + data.byteLength > app.services.config.storageQuotaBytes) throw new StorageFailure('quota-exceeded');
        return app.services.images.put(query.name, data, metadata);
      }
      const productId = productPath(user, query.name);
      const { metadata, data } = await readUpload(request);
      const claimed = metadata.customMetadata?.[PRODUCT_IMAGE_METADATA.productId];
      if (claimed !== undefined && claimed !== productId) throw new StorageFailure('invalid-argument');
      await checkProductTakes(app.services, productId, query.name);
      const existing = await app.services.images.get(query.name);
      if ((await app.services.images.usedBytes()) - (existing?.size ?? 0) + data.byteLength > app.services.config.storageQuotaBytes) {
        throw new StorageFailure('quota-exceeded');
      }
      const object = await app.services.images.put(query.name, data, { ...metadata, customMetadata: { ...metadata.customMetadata, [PRODUCT_IMAGE_METADATA.productId]: productId } });
      try {
        await attachProductImage(app.services, user, productId, object);
      } catch (error) {
        // the product went away or filled up meanwhile: the file is nobody's, unless it was already
        if (!existing) await app.services.images.remove(`/media/${query.name}`).catch(() => undefined);
        throw error;
      }
      return object;
    },
    { rawBody: true },
  );

  mount(
    app,
    storageRoutes.appCheckToken,
    async ({ request }) => {
      const { config } = app.services;
      // bound to this shop's origin: in production a page of another origin gets none
      const origin = request.headers.origin;
      if (config.env === 'production' && origin && origin !== new URL(config.publicUrl).origin) throw new HttpError('forbidden');
      const token = await appCheck.issue();
      if (!token) throw new HttpError('not_found');
      return token;
    },
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );

  mount(app, storageRoutes.storageGetMetadata, async ({ user, params }) => {
    productPath(user, params.name);
    const object = await app.services.images.get(params.name);
    if (!object) throw new StorageFailure('object-not-found');
    return object;
  });
}
