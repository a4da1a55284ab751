/**
 * The checkout survives what browsers do to it (issue 38 part a), against the whole running shop
 * (e2e/live.ts), as it was found:
 * - a guest who reloads the payment page, goes back to the cart and forward again, finds the form
 *   as they left it: every field except card data (and the UPI ID), and it is gone once they paid;
 * - two tabs of one cart: a removal in one shows in the other (a guest's cart in the browser, then
 *   the guest-checkout account's cart on the server) before paying, and the order holds what is left;
 * - a line that sold out while it was in the cart is named when the cart lets it go.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { addToCartFromPage, choosePaymentMethod, fillAddress, openPage, payInDialog, settle } from './harness';
import { DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

const DIYAS = { slug: 'hand-beaten-brass-diyas-set-of-4', title: 'Hand-beaten brass diyas, set of 4' };
const ELEPHANT = { slug: 'dhokra-brass-elephant', title: 'Dhokra brass elephant' };
const CARD = '4111 1111 1111 1111';
const UPI_ID = 'asha.rao@okbank';

/** What the payment form shows, field by field (the state as the select shows it). */
async function formShown(page: Page) {
  const value = (label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' }).inputValue();
  return {
    email: await value('E-mail for your receipt'),
    name: await value('Full name'),
    phone: await value('Phone'),
    line1: await value('Address line 1'),
    pincode: await value('PIN code'),
    city: await value('City'),
    state: (await page.locator('.address-fields .ant-select-content').getAttribute('title')) ?? '',
    gstin: await value(/^Your GSTIN/),
    discount: await value('Discount code'),
    card: await page.getByRole('radio', { name: 'Card', exact: true }).isChecked(),
  };
}

/** Everything this tab keeps in its storages, as text. */
const stored = (page: Page) => page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }));

describe('the checkout in a browser', () => {
  it('reload at payment keeps every field except card data, and so do Back and Forward; paying forgets it', async () => {
    const context = await shop.newContext();
    const { page, record } = await openPage(context);
    await addToCartFromPage(shop, page, record, DIYAS.slug, '1');
    await page.goto(shop.url('/cart'));
    await settle(page, { record });
    await page.getByRole('link', { name: 'Proceed to payment' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();

    await page.getByLabel('E-mail for your receipt', { exact: true }).fill('asha.reload@example.in');
    await fillAddress(page, 'en');
    await page.getByLabel(/^Your GSTIN/).fill('29ABCDE1234F1Z5');
    await page.getByLabel('Discount code', { exact: true }).fill('DIWALI');
    await page.getByLabel('Your UPI ID', { exact: true }).fill(UPI_ID); // UPI is offered first; then the shopper picks a card
    await choosePaymentMethod(page, 'Card');
    const typed = await formShown(page);
    assert.equal(typed.state, 'Karnataka');
    // the card typed into the provider's window, then the tab reloads (or a phone discards it)
    await page.locator('main').getByRole('button', { name: /^Pay / }).click();
    await page.locator('.sbx-dialog').getByLabel('Card number').fill(CARD);

    await page.reload();
    await page.getByLabel('E-mail for your receipt', { exact: true }).waitFor();
    await page.waitForFunction(() => (document.querySelector('input[autocomplete="postal-code"]') as HTMLInputElement | null)?.value === '560001');
    const reloaded = await formShown(page);
    const kept = await stored(page);
    const same = Object.keys(typed).filter((field) => typed[field as keyof typeof typed] === reloaded[field as keyof typeof reloaded]).length;
    console.log(
      `reload at payment: ${same} of ${Object.keys(typed).length} fields as typed; card number kept: ${kept.includes('4111')}, UPI ID kept: ${kept.includes(UPI_ID)}; card dialog open: ${await page.locator('.sbx-dialog').isVisible()}`,
    );
    assert.deepEqual(reloaded, typed);
    assert.ok(!kept.replace(/\s/g, '').includes(CARD.replace(/\s/g, '')) && !kept.includes(UPI_ID), 'no card data nor UPI ID in the browser’s storage');

    // Back to the cart, Forward to the payment again: within the app (its own link, then the browser's Back)...
    await page.locator('main').getByRole('link', { name: 'Back to your cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/payment');
    await page.getByLabel('E-mail for your receipt', { exact: true }).waitFor();
    assert.deepEqual(await formShown(page), typed);
    // ...and across documents (the cart loaded before the reload): Back, then Forward
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/payment');
    await page.getByLabel('E-mail for your receipt', { exact: true }).waitFor();
    await page.waitForFunction(() => (document.querySelector('input[autocomplete="postal-code"]') as HTMLInputElement | null)?.value === '560001');
    assert.deepEqual(await formShown(page), typed);
    console.log('back and forward at payment: the form as typed, both within the app and across documents');

    // paying: the confirmation, and nothing of the form left in the tab
    await page.locator('main').getByRole('button', { name: /^Pay / }).click();
    await payInDialog(page, CARD);
    await page.waitForURL((url) => /^\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('shop:checkout-draft')), null);
    assert.deepEqual(record.errors, []);
    await context.close();
  });

  it('two tabs of one cart: a removal in one shows in the other before paying, and the order holds what is left', async () => {
    const context = await shop.newContext();
    const { page: first, record: firstRecord } = await openPage(context);
    await addToCartFromPage(shop, first, firstRecord, DIYAS.slug, '1');
    await addToCartFromPage(shop, first, firstRecord, ELEPHANT.slug, '2');
    const { page: second, record: secondRecord } = await openPage(context);
    for (const [page, record] of [
      [first, firstRecord],
      [second, secondRecord],
    ] as const) {
      await page.goto(shop.url('/cart'));
      await settle(page, { record });
    }
    const removeElephant = (page: Page) => page.getByRole('button', { name: `Remove ${ELEPHANT.title} from the cart` });
    await removeElephant(second).waitFor();

    // a guest's cart (in the browser): removed in the first tab, gone from the second without a reload
    await removeElephant(first).click();
    await removeElephant(second).waitFor({ state: 'detached' });
    assert.equal(await second.getByTestId('mini-cart-count').textContent(), '1');
    await first.getByRole('button', { name: 'Undo' }).click();
    await removeElephant(second).waitFor();
    console.log('two tabs, guest cart: the removal and its undo in one tab showed in the other');

    // the second tab checks out as a guest: the cart is the guest account's, on the server
    await second.getByRole('link', { name: 'Proceed to payment' }).click();
    await second.getByRole('button', { name: 'Continue as guest' }).click();
    const review = second.getByRole('complementary', { name: 'Review' });
    await review.getByText(`${ELEPHANT.title} × 1`).waitFor();
    await second.getByLabel('E-mail for your receipt', { exact: true }).fill('asha.tabs@example.in');
    await fillAddress(second, 'en');
    await choosePaymentMethod(second, 'Card');

    // the first tab, on the same account's cart, removes the elephant
    await first.reload();
    await settle(first, { record: firstRecord });
    await removeElephant(first).click();
    await removeElephant(first).waitFor({ state: 'detached' });

    // the payment page in the second tab shows it before anyone pays
    await review.getByText(`${ELEPHANT.title} × 1`).waitFor({ state: 'detached' });
    await review.getByText(`${DIYAS.title} × 1`).waitFor();
    await second.locator('main').getByRole('button', { name: /^Pay / }).click();
    await payInDialog(second);
    await second.waitForURL((url) => /^\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const orderId = new URL(second.url()).pathname.split('/')[3]!;
    const [order] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.ok(order);
    const titles = order.lines.map((line) => line.title);
    console.log(`two tabs, account cart: the stale tab's review dropped the line removed in the other; the order holds ${JSON.stringify(titles)}`);
    assert.deepEqual(titles, [DIYAS.title]);
    assert.deepEqual([...firstRecord.errors, ...secondRecord.errors], []);
    await context.close();
  });
  it('names a line that sold out while it was in the cart (issue 38: « Un produit » est épuisé…)', async () => {
    const context = await shop.newContext();
    const { page, record } = await openPage(context);
    await page.goto(shop.url(`/login?next=${encodeURIComponent(`/shop/${ELEPHANT.slug}`)}`));
    await settle(page, { record });
    await page.getByLabel('Email', { exact: true }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/shop/${ELEPHANT.slug}`, { timeout: 30_000 });
    await settle(page, { record });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');

    // the last one is sold to someone else while it sits in this cart
    const where = eq(productsTable.slug, ELEPHANT.slug);
    const [{ stock }] = (await shop.services.db.select({ stock: productsTable.stock }).from(productsTable).where(where)) as [{ stock: number }];
    await shop.services.db.update(productsTable).set({ stock: 0 }).where(where);
    try {
      await page.goto(shop.url('/cart'));
      await settle(page, { record });
      const said = page.getByText(`“${ELEPHANT.title}” is sold out and is not in your cart.`);
      await said.waitFor();
      console.log(`sold-out line named: ${await said.innerText()}`);
      assert.equal(await page.getByText('“A product” is sold out').count(), 0);
    } finally {
      await shop.services.db.update(productsTable).set({ stock }).where(where);
    }
    await context.close();
  });
});
