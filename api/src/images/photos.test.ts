/**
 * Photos through the storage API (issue 34): variants at the widths the upload has, in webp and
 * AVIF, with a placeholder colour, announced to shoppers exactly as made; the same bytes again make
 * no variants; the quota's running total follows writes and removals without walking the folder;
 * a corrupt photo is 415 storage/invalid-format and leaves nothing behind.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import { downloadUrl, type StorageMetadataInput } from 'shared-contracts/api/storage';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertProduct } from '../admin/testing/fixtures';
import { products } from '../db/schema';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');

/** A photo-like JPEG: seeded noise, blurred and sharpened, so it weighs what a photo weighs. */
async function photo(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = ((state >> 16) & 255) / 2 + ((index / 3) % width) / width * 120;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(2).sharpen().jpeg({ quality: 82 }).toBuffer();
}

/** Every file under a folder, its metadata aside. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !path.join(entry.parentPath, entry.name).includes(`${path.sep}.metadata`)).map((entry) => path.join(entry.parentPath, entry.name));
}
const bytesUnder = (folder: string) => filesUnder(folder).reduce((sum, file) => sum + fs.statSync(file).size, 0);

describe('photos in the storage', () => {
  let api: TestApi;
  let admin: { token: string };
  let app: string;
  let categoryId: string;

  const upload = async (name: string, data: Buffer, metadata: Partial<StorageMetadataInput> = {}, language = 'en') => {
    const form = new FormData();
    form.append('metadata', new Blob([JSON.stringify({ contentType: 'image/jpeg', size: data.byteLength, sha256Hash: sha256(data), ...metadata })], { type: 'application/json' }));
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo');
    const encoded = new Response(form);
    return api.app.inject({
      method: 'POST',
      url: `/api/storage/o?name=${encodeURIComponent(name)}`,
      headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${admin.token}`, 'x-firebase-appcheck': app, 'accept-language': language },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const newProduct = async () => {
    const row = await insertProduct(api.services.db, { categoryId });
    await api.services.db.update(products).set({ published: true }).where(eq(products.id, row.id));
    return row;
  };
  const uploads = () => path.join(api.services.config.uploadsDir, 'products');

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
    categoryId = (await insertCategory(api.services.db)).id;
    app = ((await api.app.inject({ method: 'POST', url: '/api/app-check/token' })).json() as { token: string }).token;
  });
  after(() => api.close());

  it('makes webp and AVIF variants at the widths the photo has, never wider, and shoppers get exactly those with its colour', async () => {
    const product = await newProduct();
    const data = await photo(1024, 768);
    const name = `products/${product.id}/wide.jpg`;
    const started = performance.now();
    const response = await upload(name, data, { customMetadata: { alt: 'A brass lamp' } });
    const took = performance.now() - started;
    assert.equal(response.statusCode, 200, response.body);
    const object = response.json();
    assert.deepEqual(object.image.widths, [96, 160, 320, 640, 960, 1024]);
    assert.deepEqual([object.image.width, object.image.height], [1024, 768]);
    assert.match(object.image.color, /^#[0-9a-f]{6}$/);

    const shown = (await api.app.inject({ method: 'GET', url: `/api/catalogue/products/${product.slug}` })).json() as { product: PublicProduct } | PublicProduct;
    const [image] = ('product' in shown ? shown.product : shown).images;
    assert.equal(image!.color, object.image.color);
    const token = object.downloadTokens;
    assert.deepEqual(image!.variants, [96, 160, 320, 640, 960, 1024].map((width) => ({ width, url: downloadUrl(`products/${product.id}/wide-${width}.webp`, token) })));
    assert.deepEqual(image!.avif, [96, 160, 320, 640, 960, 1024].map((width) => ({ width, url: downloadUrl(`products/${product.id}/wide-${width}.avif`, token) })));
    assert.ok(!JSON.stringify(image).includes('1280'), 'a 1024 px photo is never announced as 1280w');

    const sizes: string[] = [];
    for (const [format, list] of [['webp', image!.variants!], ['avif', image!.avif!]] as const) {
      for (const variant of list) {
        const served = await api.app.inject({ method: 'GET', url: variant.url });
        assert.equal(served.statusCode, 200, variant.url);
        assert.equal(served.headers['content-type'], `image/${format}`);
        const meta = await sharp(served.rawPayload).metadata();
        assert.equal(meta.width, variant.width);
        if (variant.width <= 160) sizes.push(`${variant.width}w ${format} ${served.rawPayload.byteLength} B`);
        if (variant.width <= 160) assert.ok(served.rawPayload.byteLength <= 12 * 1024, `${variant.url} is a thumbnail's weight`);
      }
    }
    // the admin's arranging and the header's suggestions keep to what was made
    const version = (await api.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: { authorization: `Bearer ${admin.token}` } })).json().version;
    const arranged = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/images`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { version, images: [{ url: image!.url, alt: 'A brass lamp, lit' }] },
    });
    assert.equal(arranged.statusCode, 200, arranged.body);
    const [kept] = (await api.services.db.select().from(products).where(eq(products.id, product.id)))[0]!.images;
    assert.deepEqual([kept!.alt, kept!.widths, kept!.color], ['A brass lamp, lit', object.image.widths, object.image.color]);
    const suggested = (await api.app.inject({ method: 'GET', url: `/api/catalogue/suggestions?q=${encodeURIComponent(product.title)}` })).json();
    const suggestion = suggested.products.find((each: { slug: string }) => each.slug === product.slug);
    assert.equal(suggestion?.image, downloadUrl(`products/${product.id}/wide-96.webp`, token), 'a 36 px suggestion gets the 96 px variant');

    // the drawings (seed SVGs) have none
    const drawing = await newProduct();
    await api.services.db.update(products).set({ images: [{ url: '/media/seed/products/x.svg', alt: 'x' }] }).where(eq(products.id, drawing.id));
    const plain = (await api.app.inject({ method: 'GET', url: `/api/catalogue/products/${drawing.slug}` })).json() as { product: PublicProduct } | PublicProduct;
    assert.deepEqual(('product' in plain ? plain.product : plain).images, [{ url: '/media/seed/products/x.svg', alt: 'x' }]);
    console.log(`variants: a 1024x768 JPEG of ${data.byteLength} B stored in ${took.toFixed(0)} ms with 6 widths x webp+avif (96..1024, no 1280); thumbnails ${sizes.join(', ')}`);
  });

  it('makes no variants again for the same bytes, and replaces them for new bytes under the same name', async () => {
    const product = await newProduct();
    const name = `products/${product.id}/same.jpg`;
    const data = await photo(700, 500, 2);
    assert.equal((await upload(name, data)).statusCode, 200);
    const variant = path.join(uploads(), product.id, 'same-320.avif');
    const first = fs.statSync(variant);
    const again = await upload(name, data);
    assert.equal(again.statusCode, 200);
    const second = fs.statSync(variant);
    assert.equal(second.mtimeMs, first.mtimeMs, 'the variant was not made again');
    assert.equal(second.ino, first.ino);
    assert.equal((await api.services.db.select().from(products).where(eq(products.id, product.id)))[0]!.images.length, 1);

    const smaller = await photo(300, 200, 3);
    assert.equal((await upload(name, smaller)).statusCode, 200);
    const left = fs.readdirSync(path.join(uploads(), product.id)).sort();
    assert.deepEqual(left, ['same-160.avif', 'same-160.webp', 'same-300.avif', 'same-300.webp', 'same-96.avif', 'same-96.webp', 'same.jpg']);
    const [image] = (await api.services.db.select().from(products).where(eq(products.id, product.id)))[0]!.images;
    assert.deepEqual(image!.widths, [96, 160, 300]);
    console.log(`dedupe: the same 700 px photo uploaded twice made its 10 variants once (inode ${first.ino} kept); new bytes of 300 px left ${left.length} files`);
  });

  it('keeps a running total for the quota that follows writes and removals without reading the folder', async () => {
    const total = () => api.services.images.usedBytes();
    const product = await newProduct();
    const start = await total();
    assert.equal(start, bytesUnder(api.services.config.uploadsDir), 'the total is what the folder holds');
    const name = `products/${product.id}/counted.jpg`;
    const data = await photo(900, 600, 4);
    assert.equal((await upload(name, data)).statusCode, 200);
    const afterUpload = await total();
    assert.equal(afterUpload, bytesUnder(api.services.config.uploadsDir));
    assert.ok(afterUpload - start > data.byteLength, 'the photo and its variants');
    // a file put there behind the storage's back is not seen: the check reads the total, not the folder
    fs.writeFileSync(path.join(uploads(), product.id, 'stray.bin'), Buffer.alloc(1000));
    assert.equal(await total(), afterUpload);
    fs.rmSync(path.join(uploads(), product.id, 'stray.bin'));

    const [image] = (await api.services.db.select().from(products).where(eq(products.id, product.id)))[0]!.images;
    await api.services.images.remove(image!.url);
    assert.equal(await total(), start);
    assert.equal(await total(), bytesUnder(api.services.config.uploadsDir));
    console.log(`quota: running total ${start} -> ${afterUpload} -> ${start} B over an upload of ${data.byteLength} B (+${afterUpload - start - data.byteLength} B of variants) and its removal, equal to the folder each time`);
  });

  it('refuses a corrupt or undecodable photo with 415 invalid-format in the caller\'s language, and stores nothing', async () => {
    const product = await newProduct();
    const whole = await photo(800, 600, 5);
    const before = await api.services.images.usedBytes();
    const broken = {
      truncated: whole.subarray(0, Math.floor(whole.byteLength / 2)),
      'garbled body': Buffer.concat([whole.subarray(0, 600), Buffer.alloc(whole.byteLength - 600, 0x55)]),
    };
    for (const [what, data] of Object.entries(broken)) {
      const response = await upload(`products/${product.id}/${what.replace(' ', '-')}.jpg`, data, {}, 'es');
      assert.equal(response.statusCode, 415, `${what}: ${response.body}`);
      assert.deepEqual(response.json().error.details, { storage: 'storage/invalid-format' });
      assert.match(response.json().error.message, /\(storage\/invalid-format\)$/);
      assert.doesNotMatch(response.json().error.message, /^The /, 'in Spanish');
    }
    assert.deepEqual(filesUnder(path.join(uploads(), product.id)), []);
    assert.deepEqual(filesUnder(path.join(api.services.config.uploadsDir, '.metadata', 'products', product.id)), []);
    assert.deepEqual((await api.services.db.select().from(products).where(eq(products.id, product.id)))[0]!.images, []);
    assert.equal(await api.services.images.usedBytes(), before);
    console.log(`corrupt: ${Object.keys(broken).length} damaged JPEGs (truncated, garbled) answered 415 storage/invalid-format, 0 files left, total unchanged`);
  });
});
