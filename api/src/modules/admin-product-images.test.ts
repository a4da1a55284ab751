/**
 * PUT /api/admin/products/:id/images (issue 15 item 5): an admin reorders, removes and describes a
 * product's images in one request, judged by the shared rules with a message per field in the
 * admin's language; the shop shows the alt texts as written.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { productImagesRoutes, type ProductImagesUpdate } from 'shared-contracts/api/product-images';
import { routes } from 'shared-contracts/api/routes';
import type { ProductImage } from 'shared-contracts/domain/catalogue';
import { distinct, max, required } from 'shared-contracts/validation/rules';
import { translate, withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { listAuditLog } from '../audit/audit-log';
import { insertCategory, insertProduct } from '../admin/testing/fixtures';
import { products } from '../db/schema';

const en = <T>(fn: () => T) => withLanguage('en', fn);
const seed = (name: string, alt: string): ProductImage => ({ url: `/media/seed/products/${name}.svg`, alt });
const PHOTOS = [seed('kansa-bronze-thali-set', 'A thali'), seed('kansa-bronze-thali-set-detail', 'Its rim'), seed('kansa-bronze-thali-set-in-use', 'On a table')];

describe('PUT /api/admin/products/:id/images', () => {
  let api: TestApi;
  let admin: { token: string };
  let customer: { token: string };
  let categoryId: string;

  const put = (id: string, body: Partial<ProductImagesUpdate> | Record<string, unknown>, options: { token?: string | null; language?: string } = {}) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/images`,
      headers: {
        ...(options.token === null ? {} : { authorization: `Bearer ${options.token ?? admin.token}` }),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: body as object,
    });
  /** A published product with these images, at version 1. */
  const productWith = async (images: ProductImage[]) => {
    const row = await insertProduct(api.services.db, { categoryId });
    await api.services.db.update(products).set({ images }).where(eq(products.id, row.id));
    return row;
  };

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
    customer = await api.user('customer');
    categoryId = (await insertCategory(api.services.db)).id;
  });
  after(() => api.close());

  it('reorders, removes and describes the images in one change, audited; the shop shows the new alt texts as written', async () => {
    const row = await productWith(PHOTOS);
    const response = await put(row.id, { version: 1, images: [{ ...PHOTOS[2]!, alt: '  The thali on a <b>dining</b> table  ' }, PHOTOS[0]!] });
    assert.equal(response.statusCode, 200, response.body);
    const product = productImagesRoutes.adminSetProductImages.response.parse(response.json());
    assert.deepEqual(product.images, [{ ...PHOTOS[2]!, alt: 'The thali on a dining table' }, PHOTOS[0]]);
    assert.equal(product.version, 2);
    const [entry] = (await listAuditLog(api.services.db, { targetType: 'product', targetId: row.id, page: 1, pageSize: 10 })).items;
    assert.equal(entry!.action, 'product.images');

    const page = await api.app.inject({ method: 'GET', url: `/api/catalogue/products/${row.slug}` });
    const shown = routes.getProduct.response.parse(page.json()).product.images;
    assert.deepEqual(
      shown.map((image) => [image.url, image.alt]),
      [
        [PHOTOS[2]!.url, 'The thali on a dining table'],
        [PHOTOS[0]!.url, 'A thali'],
      ],
    );

    const again = await put(row.id, { version: 2, images: product.images });
    assert.equal(again.json().version, 2, 'the same list again changes nothing');
  });

  it('answers each field with the shared message: a blank or long alt text, an image the product does not have, one image twice', async () => {
    const row = await productWith(PHOTOS);
    const response = await put(row.id, {
      version: 1,
      images: [
        { ...PHOTOS[0]!, alt: '   ' },
        { ...PHOTOS[1]!, alt: 'x'.repeat(201) },
        { url: '/media/seed/products/someone-elses.svg', alt: 'Not this product’s' },
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().error.fields, {
      'images.0.alt': [en(() => required(''))],
      'images.1.alt': [en(() => max(200)('x'.repeat(201)))],
    });
    const foreign = await put(row.id, { version: 1, images: [{ url: '/media/seed/products/someone-elses.svg', alt: 'Not this product’s' }, { ...PHOTOS[0]!, alt: '<i></i>' }] });
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(foreign.json().error.fields, { 'images.0.url': [en(() => translate('url'))], 'images.1.alt': [en(() => required(''))] });
    const twice = await put(row.id, { version: 1, images: [PHOTOS[0]!, PHOTOS[0]!] });
    assert.deepEqual(twice.json().error.fields, { images: [en(() => distinct([1, 1]))] });
    const noVersion = await put(row.id, { images: [PHOTOS[0]!] });
    assert.deepEqual(noVersion.json().error.fields, { version: [en(() => required(undefined))] });
    const spanish = await put(row.id, { version: 1, images: [{ ...PHOTOS[0]!, alt: '' }] }, { language: 'es-ES' });
    assert.deepEqual(spanish.json().error.fields, { 'images.0.alt': [withLanguage('es', () => required(''))] });
    assert.notEqual(spanish.json().error.fields['images.0.alt'][0], en(() => required('')));
    const now = (await api.app.inject({ method: 'GET', url: `/api/admin/products/${row.id}`, headers: { authorization: `Bearer ${admin.token}` } })).json();
    assert.deepEqual([now.version, now.images], [1, PHOTOS], 'nothing written');
  });

  it('refuses a list based on an older version with 409 datastale and the product as it is now', async () => {
    const row = await productWith(PHOTOS);
    assert.equal((await put(row.id, { version: 1, images: PHOTOS.slice(0, 2) })).statusCode, 200);
    const stale = await put(row.id, { version: 1, images: PHOTOS });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().error.code, 'datastale');
    assert.equal(stale.json().error.details.current.images.length, 2);
  });

  it('removes the file of an uploaded image it drops, not the seed’s', async () => {
    const row = await productWith([]);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80, b: 20 } } }).png().toBuffer();
    const stored = await api.services.images.save({ productId: row.id, data: png, contentType: 'image/png' });
    const onDisk = (url: string) => fs.existsSync(path.join(api.services.config.uploadsDir, url.slice('/media/'.length).split('?')[0]!));
    await api.services.db.update(products).set({ images: [{ url: stored.url, alt: 'Uploaded' }, PHOTOS[0]!] }).where(eq(products.id, row.id));
    assert.ok(onDisk(stored.url));
    assert.equal((await put(row.id, { version: 1, images: [PHOTOS[0]!] })).statusCode, 200);
    assert.equal(onDisk(stored.url), false);
    assert.equal(onDisk(stored.variants[0]!.url), false, 'its variants too');
  });

  it('is for admins only, and for products that exist', async () => {
    const row = await productWith(PHOTOS);
    assert.equal((await put(row.id, { version: 1, images: PHOTOS }, { token: null })).statusCode, 401);
    assert.equal((await put(row.id, { version: 1, images: PHOTOS }, { token: customer.token })).statusCode, 403);
    assert.equal((await put('no-such-product', { version: 1, images: PHOTOS })).statusCode, 404);
  });
});
