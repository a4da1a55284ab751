/**
 * Discount codes (issue 15 item 3) against the whole running shop (e2e/live.ts): a guest enters a
 * code at payment; a code that does not exist is refused with the API's words under the field; a
 * 10% code lowers the review's total, the order is paid at that total, and the tax invoice on the
 * confirmation page shows the discount and the GST worked out of the discounted value. The limits
 * under concurrency, the other refusals and the admin's API are api/src/modules/discounts.test.ts;
 * the rounding, shared/domain/discount.test.ts.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { devMailboxSchema } from 'shared-contracts/api/mail';
import { gstFromInclusive, type GstRate } from 'shared-contracts/domain/gst';
import { formatMoney } from 'shared-contracts/domain/money';
import { discountCodes, orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { choosePaymentMethod, fillAddress, openPage, payInDialog, settle } from './harness';
import { useLiveShop } from './live';

const shop = useLiveShop();

const PRODUCT = 'hand-beaten-brass-diyas-set-of-4';

describe('discount codes', () => {
  it('a bad code shows its message; a 10% code lowers the total, and the invoice shows the discount and GST on the discounted value', async () => {
    await shop.services.db.insert(discountCodes).values({ id: randomUUID(), code: 'DIWALI10', kind: 'percentage', value: 10 });
    const [product] = await shop.services.db.select().from(productsTable).where(eq(productsTable.slug, PRODUCT));
    assert.ok(product);
    const discount = Math.round(product.price / 10);
    const discounted = product.price - discount;
    // over ₹499 either way: shipping stays free, so the total is the discounted item
    assert.ok(discounted >= 49_900);

    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url(`/shop/${PRODUCT}`));
    await settle(page, { record });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');

    await page.goto(shop.url('/payment'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('E-mail for your receipt', { exact: true }).fill(`discount-${Date.now()}@example.in`);
    await fillAddress(page, 'en');
    const total = page.getByTestId('grand-total');
    await total.filter({ hasText: formatMoney(product.price, 'en') }).waitFor();

    // a code that does not exist: the API's words under the field, the total unchanged
    const code = page.getByLabel('Discount code', { exact: true });
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('This discount code does not exist.', { exact: true }).waitFor();
    assert.equal(await total.textContent(), formatMoney(product.price, 'en'));

    // the 10% code, typed in lower case: the review shows it and the total drops by it
    await code.fill('diwali10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByTestId('discount-applied').filter({ hasText: `Code DIWALI10 applied: ${formatMoney(discount, 'en')} off.` }).waitFor();
    assert.equal(await page.getByTestId('totals-discount').textContent(), `Discount (DIWALI10)−${formatMoney(discount, 'en')}`);
    await total.filter({ hasText: formatMoney(discounted, 'en') }).waitFor();

    await choosePaymentMethod(page, 'Card');
    await page.locator('main').getByRole('button', { name: `Pay ${formatMoney(discounted, 'en')}` }).click();
    await payInDialog(page);

    // the confirmation page's tax invoice: value, discount, taxable value and IGST of the discounted line
    await page.waitForURL((url) => /^\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    // the order's totals name the code too
    await page.getByTestId('totals-discount').filter({ hasText: `Discount (DIWALI10)−${formatMoney(discount, 'en')}` }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Tax invoice', exact: true }).click();
    const invoice = page.locator('.tax-invoice');
    await invoice.waitFor({ timeout: 20_000 });
    const tax = gstFromInclusive(discounted, product.gstRate as GstRate);
    assert.equal(await invoice.getByTestId('total-discount').textContent(), `−${formatMoney(discount, 'en')}`);
    assert.equal(await invoice.getByTestId('total-taxable').textContent(), formatMoney(tax.taxable, 'en'));
    assert.equal(await invoice.getByTestId('total-igst').textContent(), formatMoney(tax.gst, 'en'));
    await invoice.getByTestId('invoice-discount').filter({ hasText: `Discount code DIWALI10: ${formatMoney(discount, 'en')}` }).waitFor();

    const [order] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.deepEqual(order?.discount, { code: 'DIWALI10', kind: 'percentage', value: 10, amount: discount });
    assert.equal(order?.paymentStatus, 'paid');
    assert.equal(order?.totals.inclusive, discounted);
    const [stored] = await shop.services.db.select().from(discountCodes).where(eq(discountCodes.code, 'DIWALI10'));
    assert.equal(stored?.usedCount, 1);

    // the confirmation e-mail names the code and what it took off
    const mailbox = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json());
    const mail = mailbox.items.find((item) => item.orderId === orderId && item.kind === 'order_confirmation');
    assert.ok(mail?.text.includes(`Discount DIWALI10: −${formatMoney(discount, 'en')}`), mail?.text);
    await context.close();
  });
});
