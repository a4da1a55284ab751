/**
 * The storage API (spec §7, §8): upload by name with JSON metadata and the checksum checked, the
 * object's metadata and download token by its path, the file served only with its token, and the
 * refusals with spec §8's statuses and 'message (storage/code)' in the caller's language; app
 * verification first: no valid app token in X-Firebase-AppCheck, 401 storage/unauthorized-app.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { downloadUrl, storageRoutes, type StorageMetadataInput } from 'shared-contracts/api/storage';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertProduct } from '../admin/testing/fixtures';
import { products } from '../db/schema';
import { tokenizeStoredProductImages } from '../images/product-images';

type Account = { token: string };

/** A valid app token, as a page gets one. */
async function appToken(api: TestApi): Promise<string> {
  const response = await api.app.inject({ method: 'POST', url: '/api/app-check/token' });
  assert.equal(response.statusCode, 200);
  return (response.json() as { token: string }).token;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');

/** The upload as the browser's storage client sends it: metadata (JSON) then the file. */
async function uploadBody(metadata: StorageMetadataInput, data: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'photo');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

describe('/api/storage', () => {
  let api: TestApi;
  let admin: Account;
  let customer: Account;
  let categoryId: string;
  let png: Buffer;
  let app: string;

  const upload = async (name: string, who: Account | null, data: Buffer = png, metadata: Partial<StorageMetadataInput> = {}, language = 'en', appCheck: string | null = app) => {
    const { payload, contentType } = await uploadBody({ contentType: 'image/png', size: data.byteLength, sha256Hash: sha256(data), ...metadata }, data);
    return api.app.inject({
      method: 'POST',
      url: `/api/storage/o?name=${encodeURIComponent(name)}`,
      headers: {
        'content-type': contentType,
        'accept-language': language,
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(appCheck ? { 'x-firebase-appcheck': appCheck } : {}),
      },
      payload,
    });
  };
  const metadataOf = (name: string, who: Account | null, appCheck: string | null = app) =>
    api.app.inject({
      method: 'GET',
      url: `/api/storage/o/${encodeURIComponent(name)}`,
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(appCheck ? { 'x-firebase-appcheck': appCheck } : {}) },
    });
  const imagesOf = async (id: string) => (await api.services.db.select().from(products).where(eq(products.id, id)))[0]!.images;
  const newProduct = async () => (await insertProduct(api.services.db, { categoryId })).id;
  const storageError = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string; requestId?: string; details?: { storage?: string } } }).error;

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
    customer = await api.user('customer');
    categoryId = (await insertCategory(api.services.db)).id;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();
    app = await appToken(api);
  });
  after(() => api.close());

  it('stores an upload under its name, adds it to its product once, and gives its metadata and token by its path', async () => {
    const id = await newProduct();
    const name = `products/${id}/front.png`;
    const response = await upload(name, admin, png, { customMetadata: { productId: id, alt: 'Blue tile' } });
    assert.equal(response.statusCode, 200, response.body);
    const object = storageRoutes.storageUpload.response.parse(response.json());
    assert.equal(object.name, name);
    assert.equal(object.size, png.byteLength);
    assert.equal(object.sha256Hash, sha256(png));
    assert.deepEqual(object.customMetadata, { productId: id, alt: 'Blue tile' });
    assert.match(object.downloadTokens, /^[0-9a-f-]{36}$/);
    const link = downloadUrl(name, object.downloadTokens);
    // with what the storage measured: an 8 px tile has one variant width, its own
    assert.deepEqual(await imagesOf(id), [{ url: link, alt: 'Blue tile', width: 8, height: 8, widths: [8], color: object.image!.color }]);

    const read = await metadataOf(name, admin);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(storageRoutes.storageGetMetadata.response.parse(read.json()), object);

    // the same bytes again (a retry whose answer was lost): the same token, still one image
    const again = await upload(name, admin, png, { customMetadata: { productId: id, alt: 'Blue tile' } });
    assert.equal(again.json().downloadTokens, object.downloadTokens);
    assert.equal((await imagesOf(id)).length, 1);
  });

  it('serves a file and its variants only with the token, cacheable for a year', async () => {
    const id = await newProduct();
    const name = `products/${id}/side.png`;
    const { downloadTokens } = (await upload(name, admin)).json();
    const link = downloadUrl(name, downloadTokens);
    const served = await api.app.inject({ method: 'GET', url: link });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(served.rawPayload, png);
    const variant = await api.app.inject({ method: 'GET', url: downloadUrl(`products/${id}/side-8.webp`, downloadTokens) });
    assert.equal(variant.statusCode, 200);
    assert.equal(variant.headers['content-type'], 'image/webp');

    for (const url of [`/media/${name}`, `/media/${name}?token=`, `/media/${name}?token=00000000-0000-4000-8000-000000000000`, `/media/products/${id}/side-8.webp`]) {
      const refused = await api.app.inject({ method: 'GET', url });
      assert.equal(refused.statusCode, 403, url);
      assert.deepEqual(storageError(refused).details, { storage: 'storage/unauthorized' });
      assert.equal(storageError(refused).message, 'User does not have permission to access the path. (storage/unauthorized)');
    }
    const missing = await api.app.inject({ method: 'GET', url: downloadUrl(`products/${id}/none.png`, downloadTokens) });
    assert.deepEqual([missing.statusCode, storageError(missing).details], [404, { storage: 'storage/object-not-found' }]);
    const climbing = await api.app.inject({ method: 'GET', url: `/media/products/..%2F..%2F..%2Fpackage?token=${downloadTokens}` });
    assert.equal(climbing.statusCode, 404);
    // the shop's API gives shoppers the links with the token
    const [image] = (await api.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: { authorization: `Bearer ${admin.token}` } })).json().images;
    assert.equal(image.url, link);
  });

  it('refuses a file whose checksum is not the metadata\'s (400 invalid-checksum), and stores nothing', async () => {
    const id = await newProduct();
    const name = `products/${id}/bad.png`;
    const response = await upload(name, admin, png, { sha256Hash: sha256(Buffer.from('other bytes')) });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(storageError(response).details, { storage: 'storage/invalid-checksum' });
    assert.equal(storageError(response).message, 'The file was corrupted during upload. Please try again. (storage/invalid-checksum)');
    assert.deepEqual(await imagesOf(id), []);
    assert.equal((await metadataOf(name, admin)).statusCode, 404);
    assert.equal(fs.existsSync(path.join(api.services.config.uploadsDir, 'products', id, 'bad.png')), false);
  });

  it('checks the size and the type the metadata says against the bytes', async () => {
    const id = await newProduct();
    const size = await upload(`products/${id}/a.png`, admin, png, { size: png.byteLength + 1 });
    assert.deepEqual([size.statusCode, storageError(size).details], [400, { storage: 'storage/invalid-argument' }]);
    const type = await upload(`products/${id}/a.png`, admin, png, { contentType: 'image/jpeg' });
    assert.deepEqual([type.statusCode, storageError(type).details], [415, { storage: 'storage/invalid-format' }]);
    const notImage = Buffer.from('<svg onload="alert(1)"></svg>');
    const svg = await upload(`products/${id}/a.png`, admin, notImage);
    assert.deepEqual([svg.statusCode, storageError(svg).details], [415, { storage: 'storage/invalid-format' }]);
    assert.deepEqual(await imagesOf(id), []);
  });

  it('answers 401 unauthenticated and 403 unauthorized, in the caller\'s language', async () => {
    const id = await newProduct();
    const name = `products/${id}/x.png`;
    const anonymous = await upload(name, null);
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(storageError(anonymous), {
      code: 'unauthorized',
      message: 'User is not authenticated, please authenticate and try again. (storage/unauthenticated)',
      requestId: storageError(anonymous).requestId,
      details: { storage: 'storage/unauthenticated' },
    } as never);
    const refused = await upload(name, customer, png, {}, 'es-ES');
    assert.equal(refused.statusCode, 403);
    assert.equal(storageError(refused).code, 'forbidden');
    assert.equal(storageError(refused).message, 'El usuario no tiene permiso para acceder a esta ruta. (storage/unauthorized)');
    const elsewhere = await upload(`avatars/${id}.png`, admin);
    assert.deepEqual([elsewhere.statusCode, storageError(elsewhere).details], [403, { storage: 'storage/unauthorized' }]);
    assert.equal((await metadataOf(name, customer)).statusCode, 403);
    assert.equal((await metadataOf(name, null)).statusCode, 401);
    assert.deepEqual(await imagesOf(id), []);
  });

  it('refuses a missing, expired, forged or altered app token with 401 unauthorized-app, before the caller is even looked at', async () => {
    const id = await newProduct();
    const name = `products/${id}/app.png`;
    const { config } = api.services;
    const sign = (secret: string, expiresAt: number, audience = new URL(config.publicUrl).origin) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('haat-app-check')
        .setSubject('haat-web')
        .setAudience(audience)
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      missing: null,
      expired: await sign(config.appCheck.secret, now - 60),
      forged: await sign('another-key-another-key-another-key', now + 3600),
      'another origin': await sign(config.appCheck.secret, now + 3600, 'https://elsewhere.example'),
      altered: `${app.slice(0, -4)}${app.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
    };
    const refusals: string[] = [];
    for (const [what, token] of Object.entries(tokens)) {
      for (const [who, response] of [
        ['admin upload', await upload(name, admin, png, {}, 'en', token)],
        ['anonymous upload', await upload(name, null, png, {}, 'en', token)],
        ['admin metadata', await metadataOf(name, admin, token)],
      ] as const) {
        assert.equal(response.statusCode, 401, `${what} token, ${who}`);
        assert.deepEqual(storageError(response), {
          code: 'unauthorized',
          message: 'This app is not authorized to use storage. (storage/unauthorized-app)',
          requestId: storageError(response).requestId,
          details: { storage: 'storage/unauthorized-app' },
        } as never);
        refusals.push(`${what}/${who}`);
      }
    }
    const spanish = await upload(name, admin, png, {}, 'es-ES', null);
    assert.equal(storageError(spanish).message, 'Esta aplicación no está autorizada para usar el almacenamiento. (storage/unauthorized-app)');
    assert.deepEqual(await imagesOf(id), []);
    // a fresh token from the API: the same upload lands
    const fresh = await appToken(api);
    const issued = (await api.app.inject({ method: 'POST', url: '/api/app-check/token' })).json() as { expiresAt: number };
    assert.ok(issued.expiresAt > Date.now() + 55 * 60_000 && issued.expiresAt <= Date.now() + 60 * 60_000, 'lives one hour');
    assert.equal((await upload(name, admin, png, {}, 'en', fresh)).statusCode, 200);
    console.log(`app verification: ${refusals.length} requests with a missing/expired/forged/foreign/altered app token, all 401 storage/unauthorized-app; a fresh token's upload 200`);
  });

  it('answers 404 object-not-found for an object or a product that does not exist', async () => {
    const missing = await metadataOf('products/p_none/x.png', admin);
    assert.equal(missing.statusCode, 404);
    assert.equal(storageError(missing).message, 'Object does not exist. (storage/object-not-found)');
    const noProduct = await upload('products/p_none/x.png', admin);
    assert.deepEqual([noProduct.statusCode, storageError(noProduct).details], [404, { storage: 'storage/object-not-found' }]);
  });

  it('gives images stored before links had tokens their token, and serves them with it', async () => {
    const id = await newProduct();
    const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const folder = path.join(api.services.config.uploadsDir, 'products', id);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'old.png'), data);
    const legacy = `/media/products/${id}/old.png`;
    await api.services.db.update(products).set({ images: [{ url: legacy, alt: 'Old' }] }).where(eq(products.id, id));
    assert.equal((await api.app.inject({ method: 'GET', url: legacy })).statusCode, 404, 'not an object until it has its metadata');

    assert.ok((await tokenizeStoredProductImages(api.services)) >= 1);
    const [image] = await imagesOf(id);
    assert.match(image!.url, new RegExp(`^/media/products/${id}/old\\.png\\?token=[0-9a-f-]{36}$`));
    assert.equal(image!.alt, 'Old');
    assert.equal((await api.app.inject({ method: 'GET', url: image!.url })).statusCode, 200);
    assert.equal(await tokenizeStoredProductImages(api.services), 0, 'nothing left to do');
  });
});

describe('/api/storage with the storage full', () => {
  let api: TestApi;

  before(async () => {
    api = await startTestApi({ STORAGE_QUOTA_BYTES: '64' });
  });
  after(() => api.close());

  it('answers 402 quota-exceeded and stores nothing', async () => {
    const admin = await api.user('admin');
    const id = (await insertProduct(api.services.db, { categoryId: (await insertCategory(api.services.db)).id })).id;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 9, b: 9 } } }).png().toBuffer();
    const { payload, contentType } = await uploadBody({ contentType: 'image/png', size: png.byteLength, sha256Hash: sha256(png) }, png);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/storage/o?name=${encodeURIComponent(`products/${id}/a.png`)}`,
      headers: { 'content-type': contentType, authorization: `Bearer ${admin.token}`, 'accept-language': 'fr', 'x-firebase-appcheck': await appToken(api) },
      payload,
    });
    assert.equal(response.statusCode, 402);
    assert.equal(response.json().error.code, 'quota_exceeded');
    assert.equal(response.json().error.message, 'Le quota de stockage a été dépassé. (storage/quota-exceeded)');
    assert.deepEqual((await api.services.db.select().from(products).where(eq(products.id, id)))[0]!.images, []);
  });
});
