/**
 * Products sold by variant (issue 15 item 1) against the whole running shop (e2e/live.ts): a guest
 * picks a size and a colour of the seed's lac bangles; the price, the stock badge and the URL follow,
 * a combination the shop does not sell says so; the cart, the payment review, the paid order, its
 * tax invoice and its e-mail name the variant; the admin adds stock to that variant and the product
 * page shows it. Stock per variant under concurrency and the admin's validation are
 * api/src/modules/variants.test.ts; the picker's states, remote-shop VariantPicker.test.tsx.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { devMailboxSchema } from 'shared-contracts/api/mail';
import { formatMoney } from 'shared-contracts/domain/money';
import { orders as ordersTable, productVariants } from '../api/src/db/schema';
import { seedProductId } from '../api/src/seed/index';
import { seedVariantId } from '../api/src/seed/variants';
import { choosePaymentMethod, fillAddress, openPage, payInDialog, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const SLUG = 'jaipur-lac-bangles-set-of-6';
const CHOSEN = seedVariantId(SLUG, ['2.6', 'Green']);
const LABEL = 'Size: 2.6, Colour: Green';

/** Clicks an option value's button (its radio is visually hidden inside the label). */
const pick = (page: Page, value: string) => page.locator(`[data-testid="variant-picker"] label:has(input[value="${value}"])`).click();
const price = (page: Page) => page.locator('.product-buy [data-testid="price"]');
const stock = (page: Page) => page.locator('.product-buy [data-testid="stock"]');

describe('products sold by variant', () => {
  it('a guest picks a size and colour, price and stock follow; the cart, order, invoice and e-mail name the variant; the admin’s stock shows', async () => {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url(`/shop/${SLUG}`));
    await settle(page, { record });
    // no variant in the URL: the first one in stock, 2.4 in red
    await price(page).filter({ hasText: formatMoney(59_900, 'en') }).waitFor();
    assert.equal(await stock(page).textContent(), 'In stock');

    await pick(page, '2.6');
    await pick(page, 'Green');
    await price(page).filter({ hasText: formatMoney(62_900, 'en') }).waitFor();
    assert.equal(await stock(page).textContent(), 'Only a few left');
    await page.waitForURL((url) => url.searchParams.get('variant') === CHOSEN);

    // 2.8 comes in red only: green says so and cannot go in the cart
    await pick(page, '2.8');
    await page.getByTestId('variant-unavailable').filter({ hasText: 'This combination is not available. Please choose another.' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add to cart' }).isDisabled(), true);
    await pick(page, 'Red');
    await price(page).filter({ hasText: formatMoney(64_900, 'en') }).waitFor();

    // a link to the variant shows it as chosen, from the server's first render on
    await page.goto(shop.url(`/shop/${SLUG}?variant=${CHOSEN}`));
    await settle(page, { record });
    await price(page).filter({ hasText: formatMoney(62_900, 'en') }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');

    await page.goto(shop.url('/cart'));
    await settle(page, { record });
    assert.equal(await page.getByTestId('cart-line-variant').textContent(), LABEL);

    await page.getByRole('link', { name: 'Proceed to payment' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('E-mail for your receipt', { exact: true }).fill(`variants-${Date.now()}@example.in`);
    await fillAddress(page, 'en');
    await page.locator('.payment-summary').getByText(`(${LABEL})`).first().waitFor();
    await choosePaymentMethod(page, 'Card');
    await page.locator('main').getByRole('button', { name: /^Pay ₹/ }).click();
    await payInDialog(page);

    // the confirmation page's tax invoice names the variant under the title
    await page.waitForURL((url) => /^\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByRole('button', { name: 'Tax invoice' }).click({ timeout: 20_000 });
    const invoice = page.locator('.tax-invoice');
    await invoice.waitFor({ timeout: 20_000 }).catch(async (error: Error) => {
      const [row] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
      const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 800);
      throw new Error(`no invoice: ${error.message.split('\n')[0]}\n  order: ${row?.paymentStatus} invoice ${row?.invoiceNumber}\n  page: ${shown}\n  errors: ${record.errors.join(' | ')}`);
    });
    await invoice.locator('.variant').filter({ hasText: LABEL }).waitFor();
    const [order] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.deepEqual(
      order?.lines.map((line) => [line.variantId, line.variant, line.unitPrice]),
      [[CHOSEN, LABEL, 62_900]],
    );
    const mailbox = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json());
    const mail = mailbox.items.find((item) => item.orderId === orderId && item.kind === 'order_confirmation');
    assert.ok(mail?.text.includes(`(${LABEL})`), mail?.text);

    // 3 - 1 bought = 2 left ("Only a few left"); the admin adds 10 to that variant and the shop says "In stock"
    const [left] = await shop.services.db.select().from(productVariants).where(eq(productVariants.id, CHOSEN));
    assert.equal(left?.stock, 2);
    const token = await shop.idToken(DEMO_ADMIN);
    const adjusted = await fetch(shop.url(`/api/admin/products/${seedProductId(SLUG)}/variants/${CHOSEN}/stock`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ delta: 10, reason: 'delivery from the workshop' }),
    });
    assert.equal(adjusted.status, 200, await adjusted.text());
    await page.goto(shop.url(`/shop/${SLUG}?variant=${CHOSEN}`));
    await settle(page, { record });
    await stock(page).filter({ hasText: 'In stock' }).waitFor();
    assert.deepEqual(record.errors, []);
    await context.close();
  });
});
