/**
 * Back-in-stock alerts and the wishlist (issue 36 items 2 and 4) against the whole running shop
 * (e2e/live.ts), two tests on one stack:
 * - two shoppers (English, Spanish) ask to be told when a sold-out variant of the lac bangles is
 *   back and confirm from the e-mail's link as the development mailbox keeps it; the admin adds
 *   1 unit and the first shopper's alert is in the outbox at once (not the second's); 1 more unit
 *   and the second one's goes out, in Spanish.
 * - a guest hearts two products on /shop, signs in, and finds both in My wishlist; "Move to cart"
 *   moves one (the mini-cart counts it, the wishlist keeps the other).
 * The rules under them (stock-bounded sending, concurrency, merge) are api/src/stock-alerts and
 * api/src/wishlist's tests; the heart, the form and the page, their jest tests.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { devMailboxSchema, type KeptMail } from 'shared-contracts/api/mail';
import { productVariants, wishlistItems } from '../api/src/db/schema';
import { seedProductId } from '../api/src/seed/index';
import { seedVariantId } from '../api/src/seed/variants';
import { openPage, settle, type PageRecord } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const SLUG = 'jaipur-lac-bangles-set-of-6';
const VARIANT = seedVariantId(SLUG, ['2.6', 'Green']);

const mails = async (kind: string): Promise<KeptMail[]> =>
  devMailboxSchema
    .parse(await (await fetch(shop.url('/api/dev/mail'))).json())
    .items.filter((mail) => mail.kind === kind)
    .reverse();

async function addVariantStock(delta: number): Promise<void> {
  const token = await shop.idToken(DEMO_ADMIN);
  const response = await fetch(shop.url(`/api/admin/products/${seedProductId(SLUG)}/variants/${VARIANT}/stock`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ delta, reason: delta > 0 ? 'delivery from the workshop' : 'sold at the fair' }),
  });
  assert.equal(response.status, 200, await response.text());
}

/** A shopper on the sold-out variant's page asks for an alert, then confirms it from the e-mail's link. */
async function askAndConfirm(page: Page, record: PageRecord, email: string, language: 'en' | 'es'): Promise<void> {
  const prefix = language === 'es' ? '/es' : '';
  const text = {
    en: { field: 'Your e-mail', submit: 'Notify me', sent: 'Almost done', confirm: 'Confirm my alert', done: 'Done. We will e-mail you once' },
    es: { field: 'Tu correo electrónico', submit: 'Avisadme', sent: 'Casi listo', confirm: 'Confirmar mi aviso', done: 'Hecho. Te escribiremos una vez' },
  }[language];
  await page.goto(shop.url(`${prefix}/shop/${SLUG}?variant=${VARIANT}`));
  await settle(page, { record });
  await page.getByLabel(text.field).fill(email);
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByTestId('stock-alert-sent').filter({ hasText: text.sent }).waitFor();

  const confirmation = (await mails('stock_alert_confirm')).find((mail) => mail.to === email);
  assert.ok(confirmation, `no confirmation e-mail to ${email}`);
  assert.equal(confirmation.language, language);
  const link = /https?:\/\/\S+\/stock-alerts\/confirm\?token=[0-9a-f]{64}/.exec(confirmation.text)?.[0];
  assert.ok(link, confirmation.text);
  await page.goto(link);
  await settle(page, { record });
  await page.getByRole('button', { name: text.confirm }).click();
  await page.getByRole('status').filter({ hasText: text.done }).waitFor();
}

describe('back-in-stock alerts and the wishlist', () => {
  it('two shoppers confirm an alert for a sold-out variant; +1 unit alerts the first at once, +1 more the second', async () => {
    const [before] = await shop.services.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, VARIANT));
    if (before!.stock > 0) await addVariantStock(-before!.stock);

    const first = `first-${Date.now()}@example.in`;
    const second = `segunda-${Date.now()}@example.es`;
    const english = await openPage(await shop.newContext('en-US'));
    await askAndConfirm(english.page, english.record, first, 'en');
    const spanish = await openPage(await shop.newContext('es-ES'));
    await askAndConfirm(spanish.page, spanish.record, second, 'es');

    const backBefore = (await mails('back_in_stock')).length;
    await addVariantStock(1);
    const afterOne = (await mails('back_in_stock')).slice(backBefore);
    assert.deepEqual(afterOne.map((mail) => mail.to), [first]);
    assert.equal(afterOne[0]!.subject, '“Jaipur lac bangles, set of 6 (Size: 2.6, Colour: Green)” is back in stock');
    await addVariantStock(1);
    const afterTwo = (await mails('back_in_stock')).slice(backBefore);
    assert.deepEqual(afterTwo.map((mail) => mail.to), [first, second]);
    assert.equal(afterTwo[1]!.language, 'es');
    assert.match(afterTwo[1]!.text, /\/es\/shop\/jaipur-lac-bangles-set-of-6/);
    console.log(`alerts: 2 confirmed (en, es) for ${SLUG} 2.6/Green; +1 unit -> ${afterOne.length} e-mail (${afterOne[0]!.to}); +1 more -> ${afterTwo.length - afterOne.length} more (${afterTwo[1]!.to}, ${afterTwo[1]!.language})`);
    assert.deepEqual([...english.record.errors, ...spanish.record.errors], []);
    await english.page.context().close();
    await spanish.page.context().close();
  });

  it('a guest hearts two products, signs in and finds both in My wishlist; Move to cart moves one', async () => {
    const email = `wishlist-${Date.now()}@example.in`;
    const password = 'wishlist123';
    const uid = await shop.createUser(email, password);
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/shop?category=textiles'));
    await settle(page, { record });
    // the first two cards in stock (the textiles are sold without variants: Move to cart takes them as they are)
    const cards = page.getByTestId('product-card').filter({ hasNot: page.getByTestId('stock').filter({ hasText: 'Sold out' }) });
    const titles = [(await cards.nth(0).locator('.product-card__title').textContent())!, (await cards.nth(1).locator('.product-card__title').textContent())!];
    for (const title of titles) {
      await cards.getByRole('button', { name: `Save to wishlist: ${title}`, exact: true }).click();
      await page.getByRole('button', { name: `Save to wishlist: ${title}`, exact: true, pressed: true }).waitFor();
    }

    await page.goto(shop.url('/login?next=%2Faccounts%2Fwishlist'));
    await settle(page, { record });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.locator('main form').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/accounts/wishlist');
    const items = page.getByTestId('wishlist-item');
    await items.nth(1).waitFor();
    assert.equal(await items.count(), 2);
    const saved = await shop.services.db.select().from(wishlistItems).where(eq(wishlistItems.uid, uid));
    assert.equal(saved.length, 2, 'merged into the account');

    await items.filter({ hasText: titles[1] }).getByRole('button', { name: 'Move to cart' }).click();
    await page.getByText(`“${titles[1]}” is in your cart.`).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');
    assert.equal(await items.count(), 1);
    assert.equal(await items.first().getByRole('link').first().textContent(), titles[0]);
    const left = await shop.services.db.select({ productId: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.uid, uid));
    assert.equal(left.length, 1);
    console.log(`wishlist: guest hearted 2 (${titles.join(', ')}), signed in -> ${saved.length} in My wishlist; Move to cart -> cart 1, wishlist ${left.length}`);
    assert.deepEqual(record.errors, []);
    await context.close();
  });
});
