/**
 * Photos at the size they are shown (issue 34), in Chromium against the real API (e2e/live.ts): an
 * admin uploads a phone's 4000 px, 5 MB JPEG through the product form; the browser shrinks it
 * before sending, so what is stored is 1 MB or less; the shop's product page shows it with its
 * variants (AVIF first, webp otherwise, never the original), and its gallery thumbnail is a small
 * variant of a few KB. On Lighthouse's phone (412 px at 1.75x) each picture is the variant for the
 * width it is drawn at: the photo 640 px, the thumbnails 96 px, its card in the grid 320 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { parseDownloadUrl } from 'shared-contracts/api/storage';
import { insertCategory, insertProduct } from '../api/src/admin/testing/fixtures';
import { products } from '../api/src/db/schema';
import { makePhoto } from '../scripts/photo-mode';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

/** The product form of a new published product, opened by the signed-in admin. */
async function productForm(context: BrowserContext, title: string): Promise<{ page: Page; id: string; slug: string; category: string }> {
  const category = await insertCategory(shop.services.db);
  const { id, slug } = await insertProduct(shop.services.db, { categoryId: category.id, title });
  const { page, record } = await openPage(context);
  const listing = '/admin/dashboard/listing';
  await page.goto(shop.url(`/admin/login?next=${encodeURIComponent(listing)}`));
  await settle(page, { record });
  if (new URL(page.url()).pathname.endsWith('/admin/login')) {
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL((url) => url.pathname === listing, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Upload images' }).waitFor({ timeout: 30_000 });
  return { page, id, slug, category: category.slug };
}

/** Chooses a file in the form's upload and waits until its line says it landed. */
async function upload(page: Page, name: string, buffer: Buffer, done: number): Promise<void> {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await page.locator('[data-testid="image-upload"][data-state="done"]').nth(done - 1).waitFor({ timeout: 60_000 });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('photos at the size they are shown', () => {
  let context: BrowserContext;

  before(async () => {
    context = await shop.newContext('en-US');
  });
  after(() => context.close());

  it('an admin uploads a 4000 px, 5 MB JPEG: what is stored is 1 MB or less, the shop shows it with its variants, and its thumbnail is a small variant', async () => {
    const phone = await makePhoto(4000, { width: 4000, height: 3000, maxBytes: 5.2 * 1024 * 1024, grain: 0.6 });
    assert.ok(phone.byteLength > 4.5 * 1024 * 1024, `a phone's photo weighs about 5 MB (${kb(phone.byteLength)})`);
    const second = await makePhoto(4001, { width: 1400, height: 1120, maxBytes: 240 * 1024 });
    const title = `Photo upload ${Date.now()}`;
    const { page, id, slug, category } = await productForm(context, title);
    await upload(page, 'IMG_4000.jpg', phone, 1);
    await upload(page, 'detail.jpg', second, 2);
    await page.close();

    const [row] = await shop.services.db.select().from(products).where(eq(products.id, id));
    assert.equal(row!.images.length, 2);
    const [stored] = row!.images;
    const object = await shop.services.images.get(parseDownloadUrl(stored!.url)!.name);
    assert.ok(object, 'stored as an object');
    assert.ok(object.size <= 1024 * 1024, `stored ${kb(object.size)}, at most 1 MB`);
    const file = await sharp(Buffer.from(await (await fetch(shop.url(stored!.url))).arrayBuffer())).metadata();
    // the storage keeps the bytes it is sent: 2048 px is the browser's shrink
    assert.deepEqual([file.width, file.height], [2048, 1536], 'shrunk to 2048 px on its long edge before it was sent');
    assert.deepEqual(stored!.widths, [96, 160, 320, 640, 960, 1280]);

    // the shop's product page, on Lighthouse's phone (412 x 823 at 1.75x): each picture is the
    // variant for the width it is drawn at (its `sizes`), not for the column or the screen
    const phoneContext = await shop.newContext('en-US');
    try {
      const shopper = await phoneContext.newPage();
      await shopper.setViewportSize({ width: 412, height: 823 });
      // the context's pixel ratio is the harness's; Chromium's own override sets this page's
      const cdp = await phoneContext.newCDPSession(shopper);
      await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
      const images = new Map<string, number>();
      shopper.on('response', async (response) => {
        if (!new URL(response.url()).pathname.startsWith('/media/')) return;
        images.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).byteLength);
      });
      await shopper.goto(shop.url(`/shop/${slug}`));
      const main = shopper.locator('.gallery__main');
      await main.waitFor();
      await shopper.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.gallery__main');
        return Boolean(img?.complete && img.currentSrc);
      });
      const avif = await shopper.locator('.gallery__stage picture source[type="image/avif"]').getAttribute('srcset');
      assert.deepEqual(avif?.split(', ').map((each) => each.split(' ')[1]), ['96w', '160w', '320w', '640w', '960w', '1280w']);
      const mainSrc = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
      // drawn 296 px wide (36vh): 518 device pixels, the 640 px variant, not the 960 px one `100vw` chose
      assert.match(mainSrc, /-640\.avif\?token=/, 'the photo is the AVIF variant for its drawn width');

      const thumbs = shopper.locator('.gallery__thumbs img');
      await thumbs.last().scrollIntoViewIfNeeded();
      await shopper.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.gallery__thumbs img')].every((img) => img.complete && img.currentSrc));
      const thumbSrcs = await thumbs.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).currentSrc));
      // drawn 48 px wide on a phone: 84 device pixels, the 96 px variant. The shown photo's own
      // thumbnail may instead be drawn from the 640 px file already in the page's memory (Chromium
      // takes a cached larger candidate of a srcset when it has one: no download, so no bytes; a
      // fresh-clone CI run found it so when the photo had arrived first).
      for (const src of thumbSrcs) assert.ok(/-96\.avif\?token=/.test(src) || src === mainSrc, `a thumbnail is the smallest variant, or the shown photo already loaded: ${src}`);
      await shopper.waitForLoadState('networkidle');
      // what the thumbnails downloaded: every one but a thumbnail drawn from the shown photo
      const downloaded = thumbSrcs.filter((src) => src !== mainSrc);
      assert.ok(downloaded.length > 0, 'a thumbnail of another photo is downloaded');
      const thumbBytes = downloaded.map((src) => images.get(src) ?? 0);
      for (const bytes of thumbBytes) assert.ok(bytes > 0 && bytes <= 12 * 1024, `a thumbnail weighs ${kb(bytes)}`);

      // its card in the shop's grid (its category's listing), two to a row: 182 px, 319 device
      // pixels, the 320 px variant. In a context of its own: with the product page's 640 px file in
      // its memory cache, Chromium draws the card with that one
      const grid = await (await shop.newContext('en-US')).newPage();
      await grid.setViewportSize({ width: 412, height: 823 });
      await (await grid.context().newCDPSession(grid)).send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
      const cardBytes = new Map<string, number>();
      grid.on('response', async (response) => {
        if (new URL(response.url()).pathname.startsWith('/media/')) cardBytes.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).byteLength);
      });
      await grid.goto(shop.url(`/shop?category=${encodeURIComponent(category)}`));
      const card = grid.locator('img.product-card__image').first();
      await card.waitFor();
      await grid.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img.product-card__image');
        return Boolean(img?.complete && img.currentSrc);
      });
      const cardSrc = await card.evaluate((img: HTMLImageElement) => img.currentSrc);
      const cardWidth = await card.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
      assert.match(cardSrc, /-320\.avif\?token=/, `a card's picture is the AVIF variant for its drawn width (${cardWidth} px): ${cardSrc}`);
      await grid.waitForLoadState('networkidle');
      await grid.context().close();

      await shopper.waitForLoadState('networkidle');
      const originals = [...images.keys(), ...cardBytes.keys()].filter((url) => /\/[A-Za-z0-9_-]+\.jpg\?token=/.test(url));
      assert.deepEqual(originals, [], 'the pages never fetch the original');
      console.log(
        `photos: a 4000x3000 JPEG of ${kb(phone.byteLength)} chosen, sent and stored as ${kb(object.size)} at ${file.width}x${file.height}; ` +
          `on a 412 px phone at 1.75x the photo ${mainSrc.split('/').pop()!.split('?')[0]} (${kb(images.get(mainSrc) ?? 0)}), thumbnails ${thumbSrcs.map((src) => `${src.split('/').pop()!.split('?')[0]} ${src === mainSrc ? '(the shown photo, no download)' : kb(images.get(src) ?? 0)}`).join(', ')}, ` +
          `its card in the grid (${cardWidth} px) ${cardSrc.split('/').pop()!.split('?')[0]} (${kb(cardBytes.get(cardSrc) ?? 0)}); originals fetched: ${originals.length}`,
      );
    } finally {
      await phoneContext.close();
    }
  });
});
