/**
 * Reviews from real buyers (issue 36 item 1) against the whole running shop (e2e/live.ts), in one
 * stack:
 * - a customer whose order was just delivered gets the review request e-mail (Settings › Reviews:
 *   after approval, 0 days, so it is due at once), follows its link to the product page, reviews
 *   the product with a photo; the admin approves it in Admin › Reviews; the review shows on the
 *   product page as a verified buyer's, the product card in /shop shows its stars, and the server's
 *   HTML carries the review and valid AggregateRating/Review JSON-LD;
 * - a customer who did not buy the product is not offered the form, and the API answers 403.
 * The rules under concurrency (once per product, votes once per voter, rate limits) are
 * api/src/reviews/reviews.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { devMailboxSchema } from 'shared-contracts/api/mail';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { products as productsTable } from '../api/src/db/schema';
import { openPage, settle, signInAsStaff } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const SLUG = 'jaipur-blue-pottery-vase';
const BUYER = { email: `reviewer-${Date.now()}@example.in`, password: 'review1234' };
const STRANGER = { email: `stranger-${Date.now()}@example.in`, password: 'review1234' };
const TITLE = 'Blue as the Jaipur sky';

async function signedIn(context: BrowserContext, account: { email: string; password: string }, path: string): Promise<Page> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(`/login?next=${encodeURIComponent(path)}`));
  await settle(page, { record });
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  return page;
}

/** Every JSON-LD block of an HTML document, parsed (a block that is not JSON fails the test). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

describe('reviews', () => {
  let adminToken: string;
  let product: typeof productsTable.$inferSelect;
  let buyer: BrowserContext;
  let stranger: BrowserContext;
  let admin: BrowserContext;

  before(async () => {
    adminToken = await shop.idToken(DEMO_ADMIN);
    // Settings › Reviews: after the merchant's approval; the request e-mail due at delivery
    const saved = await fetch(shop.url('/api/admin/settings/reviews'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ autoPublish: false, requestDelayDays: 0, requestEmails: true }),
    });
    assert.equal(saved.status, 200);
    product = (await shop.services.db.select().from(productsTable).where(eq(productsTable.slug, SLUG)))[0]!;
    buyer = await shop.newContext('en-US');
    stranger = await shop.newContext('en-US');
    admin = await shop.newContext('en-US');
  });
  after(async () => {
    await buyer?.close();
    await stranger?.close();
    await admin?.close();
  });

  it('a buyer gets the review e-mail once the order is delivered, reviews with a photo; approved, it shows with its stars and JSON-LD', async () => {
    const uid = await shop.createUser(BUYER.email, BUYER.password);
    const order = await insertOrder(shop.services.db, {
      userId: uid,
      email: BUYER.email,
      language: 'en',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'shipped',
      lines: [{ productId: product.id, title: product.title, unitPrice: product.price, quantity: 1, gstRate: 12 }],
    });
    // the admin marks it delivered: the review request is queued, due at once (0 days), and the worker sends it
    const delivered = await fetch(shop.url(`/api/admin/orders/${order.id}/status`), {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ axis: 'fulfilment', to: 'delivered' }),
    });
    assert.equal(delivered.status, 200, await delivered.text());
    const page = await signedIn(buyer, BUYER, '/accounts');
    await page.waitForFunction(
      async (orderId) => {
        const mailbox = (await (await fetch('/api/dev/mail')).json()) as { items: { orderId: string | null; kind: string; status: string }[] };
        return mailbox.items.some((mail) => mail.orderId === orderId && mail.kind === 'review_request' && mail.status === 'sent');
      },
      order.id,
      { polling: 250, timeout: 30_000 },
    );
    const mail = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json()).items.find((item) => item.orderId === order.id && item.kind === 'review_request')!;
    assert.equal(mail.subject, `How do you like your order HT-${String(order.number).padStart(6, '0')}?`);
    const link = new RegExp(`https?://\\S+/shop/${SLUG}#reviews`).exec(mail.text)?.[0];
    assert.ok(link, mail.text);
    assert.match(mail.text, /reviews-unsubscribe=/);

    // the e-mail's link: the product page, at its reviews; the form is offered to this verified buyer
    await page.goto(link);
    await settle(page);
    await page.getByTestId('review-write').click();
    const form = page.getByTestId('review-form');
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Your review (optional)').fill('Glazed evenly, packed with care.');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2b5d8a' } }).jpeg().toBuffer();
    await form.getByLabel('Add a photo').setInputFiles({ name: 'vase.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByTestId('review-photo').waitFor({ timeout: 20_000 });
    const sent = page.waitForResponse((response) => response.url().endsWith(`/api/products/${product.id}/review`) && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send the review' }).click();
    assert.equal((await sent).status(), 200);
    await page.getByText('Your review is waiting for the shop’s approval.').waitFor();

    // Admin › Reviews: waiting for approval; published
    const { page: desk } = await signInAsStaff(shop, admin, DEMO_ADMIN, '/admin/dashboard/reviews');
    const row = desk.locator('tr', { hasText: TITLE });
    await row.getByTestId('review-status').filter({ hasText: 'Waiting for approval' }).waitFor();
    const published = desk.waitForResponse((response) => response.url().includes('/api/admin/reviews/') && response.request().method() === 'POST');
    await row.getByRole('button', { name: 'Publish', exact: true }).click();
    assert.equal((await published).status(), 200);
    // it leaves the queue of those waiting for approval
    await row.waitFor({ state: 'detached' });

    // the server's HTML: the review in the page, and JSON-LD that parses, with the rating
    const response = await fetch(shop.url(`/shop/${SLUG}`));
    const html = await response.text();
    assert.equal(response.headers.get('x-shop-render') === 'client', false, 'server-rendered');
    assert.ok(html.includes(TITLE), 'the review is in the server’s HTML');
    const blocks = jsonLdOf(html);
    const rated = blocks.find((block) => block.aggregateRating) as { aggregateRating: Record<string, unknown>; review: { reviewRating: { ratingValue: number }; name: string; author: { name: string } }[] } | undefined;
    assert.ok(rated, `no AggregateRating among ${blocks.map((block) => block['@type']).join(', ')}`);
    assert.deepEqual(rated.aggregateRating, { '@type': 'AggregateRating', ratingValue: 5, bestRating: 5, worstRating: 1, reviewCount: 1 });
    assert.deepEqual(
      rated.review.map((review) => [review.name, review.reviewRating.ratingValue]),
      [[TITLE, 5]],
    );

    // the product page in the browser: a verified buyer's review with its photo at its display size
    // a fresh load, no hash: the server's reviews are in the page, their script is not loaded until they near the screen
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('product-reviews')) chunks.push(request.url());
    });
    // on a phone's screen, where the reviews are well below the first screen
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(shop.url(`/shop/${SLUG}`));
    await settle(page);
    const top = await page.locator('#reviews').evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const before = { belowTheScreen: top > 800, kept: ((await page.locator('#reviews').textContent()) ?? '').includes(TITLE), chunks: chunks.length };
    assert.deepEqual(before, { belowTheScreen: true, kept: true, chunks: 0 }, `the server’s reviews (at ${top} px) kept as they were, no reviews script yet (${chunks.join(', ')})`);
    const loaded = page.waitForResponse((response) => response.url().includes('product-reviews'));
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await loaded;
    const shown = page.getByTestId('review').filter({ hasText: TITLE });
    await shown.getByText('Verified buyer').waitFor();
    const img = shown.locator('.review__photos img');
    const srcset = (await img.getAttribute('srcset')) ?? '';
    await page.setViewportSize({ width: 1366, height: 900 });
    assert.match(srcset, /-96\.webp\?token=\S+ 96w/);

    // /shop by customer rating: the card's stars
    await page.goto(shop.url('/shop?sort=rating'));
    await settle(page);
    const card = page.getByTestId('product-card').filter({ hasText: product.title });
    const stars = (await card.getByTestId('card-rating').textContent())!;
    assert.equal(stars, 'Rated 5.0 out of 5 by 1 customer★ 5.0 (1)');
    console.log(
      `reviews: request e-mail '${mail.subject}' sent; below the fold (at ${top} px on a phone) the server's reviews kept with 0 reviews script until scrolled to; 5★ review with a photo (srcset ${srcset.split(', ').length} sizes); approved; server HTML has ${blocks.length} JSON-LD blocks, AggregateRating ${rated.aggregateRating.ratingValue}/${rated.aggregateRating.reviewCount}; card '${stars.slice(stars.indexOf('★'))}'`,
    );
  });

  it('a customer who did not buy the product is not offered the form, and the API answers 403', async () => {
    await shop.createUser(STRANGER.email, STRANGER.password);
    const page = await signedIn(stranger, STRANGER, '/accounts');
    const asked = page.waitForResponse((response) => response.url().endsWith(`/api/products/${product.id}/review`) && response.request().method() === 'GET');
    await page.goto(shop.url(`/shop/${SLUG}#reviews`));
    await settle(page);
    const eligibility = (await (await asked).json()) as { eligible: boolean; refusal: string | null };
    assert.deepEqual(eligibility, { eligible: false, refusal: 'not_buyer', review: null });
    await page.getByTestId('review').first().waitFor();
    assert.equal(await page.getByTestId('review-write').count(), 0);
    assert.equal(await page.getByTestId('review-form').count(), 0);

    const token = await shop.idToken(STRANGER);
    const direct = await fetch(shop.url(`/api/products/${product.id}/review`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ stars: 5, title: 'Never bought it' }),
    });
    assert.equal(direct.status, 403);
    const body = (await direct.json()) as { error: { fields: Record<string, string[]> } };
    assert.deepEqual(body.error.fields, { product: ['Solo un cliente que ha recibido este producto puede opinar sobre él.'] });
    console.log(`non-buyer: eligibility ${eligibility.refusal}, form offered ${await page.getByTestId('review-write').count()} times, API ${direct.status}`);
  });
});
