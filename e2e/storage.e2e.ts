/**
 * File storage as spec §7, §8 and §9 describe it, in Chromium against the real API and Auth
 * emulator (e2e/live.ts): the admin's product image upload goes through the shop's one storage
 * client. Storage answers 503 twice (route interception: only a test can do that) and the upload
 * shows its progress and retry, then lands once; a cancelled upload says 'canceled'; an upload the
 * API refuses (a customer's credentials: the real 403) shows 'message (storage/unauthorized)' in
 * English and in Spanish; the link to the file works with its token and is refused without it.
 * App verification (spec §7, §8): the upload carries the page's app token in X-Firebase-AppCheck
 * and lands; with the header removed, or altered, it is refused 401 and the page says
 * '... (storage/unauthorized-app)' after one new token and one more try.
 * The retry timing and status mapping themselves are jest's (shared-contracts/platform/storage.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { insertCategory, insertProduct } from '../api/src/admin/testing/fixtures';
import { products } from '../api/src/db/schema';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

const LABELS = {
  en: { email: 'Email', password: 'Password', signIn: 'Sign in', edit: 'Edit', upload: 'Upload images', prefix: '' },
  es: { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión', edit: 'Editar', upload: 'Subir imágenes', prefix: '/es' },
} as const;

/** The product form of a new product, opened by a signed-in admin in `language`. */
async function productForm(context: BrowserContext, language: keyof typeof LABELS, title: string): Promise<{ page: Page; id: string }> {
  const labels = LABELS[language];
  const category = await insertCategory(shop.services.db);
  const { id } = await insertProduct(shop.services.db, { categoryId: category.id, title });
  const { page, record } = await openPage(context);
  const listing = `${labels.prefix}/admin/dashboard/listing`;
  await page.goto(shop.url(`${labels.prefix}/admin/login?next=${encodeURIComponent(listing)}`));
  await settle(page, { record });
  if (new URL(page.url()).pathname.endsWith('/admin/login')) {
    await page.getByLabel(labels.email).fill(DEMO_ADMIN.email);
    await page.getByLabel(labels.password).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: labels.signIn }).click();
  }
  await page.waitForURL((url) => url.pathname === listing, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  await page.getByRole('button', { name: `${labels.edit} ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: labels.upload }).waitFor({ timeout: 30_000 });
  return { page, id };
}

const png = (red: number) => sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 110, b: 70 } } }).png().toBuffer();

const choose = async (page: Page, name: string, red: number) =>
  page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: await png(red) });

const isUpload = (url: URL) => url.pathname === '/api/storage/o';

const customerToken = () => shop.idToken(DEMO_CUSTOMER);

/** Sends the upload with a customer's credentials instead of the admin's: the API's own refusal. */
const asCustomer = (token: string) => async (route: Route) => {
  await route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${token}` } });
};

describe('file storage in the admin', () => {
  let english: BrowserContext;

  before(async () => {
    english = await shop.newContext('en-US');
  });
  after(() => english.close());

  it('retries an upload through two 503s, shows its progress, lands it once, and serves it only with its token', async () => {
    const title = `Storage retry ${Date.now()}`;
    const { page, id } = await productForm(english, 'en', title);
    let attempts = 0;
    let reached = 0;
    await page.route(isUpload, async (route) => {
      attempts += 1;
      if (attempts <= 2) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      reached += 1;
      return route.continue();
    });
    await choose(page, 'front.png', 200);
    const item = page.getByTestId('image-upload');
    await item.getByRole('progressbar').waitFor();
    await item.getByText(/^No answer from the storage yet\. Trying again in 1 s \(attempt 1 failed\)…$/).waitFor();
    await item.getByText(/^No answer from the storage yet\. Trying again in 2 s \(attempt 2 failed\)…$/).waitFor();
    await page.waitForSelector('[data-testid="image-upload"][data-state="done"]', { timeout: 20_000 });
    assert.equal(await item.getByRole('status').innerText(), 'front.png uploaded.');
    await page.getByTestId('product-image').first().waitFor();
    assert.equal(attempts, 3, 'two refused, the third reached the API');
    assert.equal(reached, 1);

    const [row] = await shop.services.db.select().from(products).where(eq(products.id, id));
    assert.equal(row!.images.length, 1, 'landed once');
    const link = row!.images[0]!.url;
    assert.match(link, new RegExp(`^/media/products/${id}/[A-Za-z0-9_-]+\\.png\\?token=[0-9a-f-]{36}$`));
    // the form's thumbnail is that link, loaded by the browser
    const loaded = await page.getByTestId('product-image').first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    assert.ok(loaded, 'the image loads from its link');

    const withToken = await fetch(shop.url(link));
    assert.equal(withToken.status, 200);
    assert.equal(withToken.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const withoutToken = await fetch(shop.url(link.split('?')[0]!));
    assert.equal(withoutToken.status, 403, 'a file link without its token is refused');
    const body = (await withoutToken.json()) as { error: { message: string; details: { storage: string } } };
    assert.equal(body.error.details.storage, 'storage/unauthorized');
    await page.close();
  });

  it("says 'canceled' when an upload is cancelled", async () => {
    const { page, id } = await productForm(english, 'en', `Storage cancel ${Date.now()}`);
    await page.route(isUpload, (route) => route.fulfill({ status: 503, body: '' }));
    await choose(page, 'side.png', 90);
    const item = page.getByTestId('image-upload');
    await item.getByText(/Trying again in/).waitFor();
    await item.getByRole('button', { name: 'Cancel the upload of side.png' }).click();
    assert.equal(await item.getByRole('alert').innerText(), 'side.png was not uploaded: User canceled the upload/download. (storage/canceled)');
    const [row] = await shop.services.db.select().from(products).where(eq(products.id, id));
    assert.deepEqual(row!.images, []);
    await page.close();
  });

  it('shows the refusal of an upload without permission as message (storage/unauthorized), in English and Spanish', async () => {
    const token = await customerToken();
    const { page, id } = await productForm(english, 'en', `Storage refused ${Date.now()}`);
    await page.route(isUpload, asCustomer(token));
    await choose(page, 'back.png', 40);
    const alert = page.getByTestId('image-upload').getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    assert.equal(await alert.innerText(), 'back.png was not uploaded: User does not have permission to access the path. (storage/unauthorized)');
    await page.close();

    const spanish = await shop.newContext('es-ES');
    try {
      const { page: página, id: otro } = await productForm(spanish, 'es', `Subida rechazada ${Date.now()}`);
      await página.route(isUpload, asCustomer(token));
      await choose(página, 'detalle.png', 160);
      const aviso = página.getByTestId('image-upload').getByRole('alert');
      await aviso.waitFor({ timeout: 20_000 });
      assert.equal(await aviso.innerText(), 'detalle.png no se ha subido: El usuario no tiene permiso para acceder a esta ruta. (storage/unauthorized)');
      const rows = await shop.services.db.select().from(products).where(eq(products.id, otro));
      assert.deepEqual(rows[0]!.images, []);
    } finally {
      await spanish.close();
    }
    const [row] = await shop.services.db.select().from(products).where(eq(products.id, id));
    assert.deepEqual(row!.images, []);
  });

  it('sends the app token with an upload, and a removed or altered token is refused 401 storage/unauthorized-app', async () => {
    const { page, id } = await productForm(english, 'en', `Storage app check ${Date.now()}`);
    const sent: (string | undefined)[] = [];
    let tamper: 'remove' | 'alter' | null = null;
    await page.route(isUpload, async (route) => {
      const headers = { ...route.request().headers() };
      sent.push(headers['x-firebase-appcheck']);
      if (tamper === 'remove') delete headers['x-firebase-appcheck'];
      if (tamper === 'alter') headers['x-firebase-appcheck'] = `${headers['x-firebase-appcheck']!.slice(0, -6)}XXXXXX`;
      await route.continue({ headers });
    });
    const answered = page.waitForResponse((response) => isUpload(new URL(response.url())));
    await choose(page, 'app.png', 120);
    assert.equal((await answered).status(), 200);
    await page.waitForSelector('[data-testid="image-upload"][data-state="done"]', { timeout: 20_000 });
    assert.match(sent[0] ?? '', /^[\w-]+\.[\w-]+\.[\w-]+$/, 'the upload carried a JWT app token');
    const [row] = await shop.services.db.select().from(products).where(eq(products.id, id));
    assert.equal(row!.images.length, 1);

    const statuses: number[] = [];
    page.on('response', (response) => {
      if (isUpload(new URL(response.url()))) statuses.push(response.status());
    });
    for (const [how, file] of [
      ['remove', 'gone.png'],
      ['alter', 'altered.png'],
    ] as const) {
      tamper = how;
      const before = statuses.length;
      await choose(page, file, how === 'remove' ? 30 : 60);
      const alert = page.getByTestId('image-upload').filter({ hasText: file }).getByRole('alert');
      await alert.waitFor({ timeout: 20_000 });
      assert.equal(await alert.innerText(), `${file} was not uploaded: This app is not authorized to use storage. (storage/unauthorized-app)`);
      assert.deepEqual(statuses.slice(before), [401, 401], `${how}: refused, a new token, refused again`);
    }
    const [after] = await shop.services.db.select().from(products).where(eq(products.id, id));
    assert.equal(after!.images.length, 1, 'nothing more landed');
    console.log(`app check e2e: upload with token 200; removed and altered tokens: ${statuses.length} uploads, all 401 storage/unauthorized-app`);
    await page.close();
  });
});
