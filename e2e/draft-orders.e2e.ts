/**
 * Draft orders and order edits (issue 35 items 3 and 4, issue 35c) against the whole running shop
 * (e2e/live.ts): staff make a draft order for a customer on the phone (the one address form, a
 * brass cuff in size S from the catalogue) and copy its payment link; the customer opens it in
 * another browser and pays in the provider's dialog: the order is paid and the stock taken. Staff
 * then edit that unshipped order (one more item, size M instead of S); the customer pays the
 * difference through the new link, and the invoice (re-issued, the old one reversed by a credit
 * note) and the stock follow. Once shipped, an edit is refused (409) and no longer offered.
 * Prices, shipping, expiry and concurrency figures: api/src/order-edits/order-edits.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from 'shared-contracts/domain/money';
import { creditNotes, orders, products, productVariants } from '../api/src/db/schema';
import { fillAddress, openPage, pathOf, payInDialog, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();
const CUFF = 'dhokra-brass-cuff';

async function adminDesk(context: BrowserContext): Promise<Page> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(`/admin/login?next=${encodeURIComponent('/admin/dashboard/orders')}`));
  await settle(page, { record });
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/orders', { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  return page;
}

/** The customer's browser: the link opened, Pay, a card in the sandbox's dialog, until the page thanks them. */
async function payTheLink(context: BrowserContext, url: string): Promise<void> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(pathOf(url)));
  await settle(page, { record });
  await page.getByRole('button', { name: /^Pay / }).click();
  await payInDialog(page);
  await page.getByTestId('pay-link-paid').waitFor({ timeout: 30_000 });
  await page.close();
}

/** An antd select in the open dialog: its field, then the option whose text is `option`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

describe('draft orders and order edits', () => {
  let staff: BrowserContext;
  let customer: BrowserContext;
  let desk: Page;
  let orderId: string;
  let cuff: { id: string; title: string };
  const variants: Record<string, string> = {};
  const stock = async (size: string) => (await shop.services.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variants[size]!)))[0]!.stock;
  const order = async () => (await shop.services.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  before(async () => {
    staff = await shop.newContext('en-US');
    await staff.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.origin });
    customer = await shop.newContext('en-IN');
    cuff = (await shop.services.db.select({ id: products.id, title: products.title }).from(products).where(eq(products.slug, CUFF)))[0]!;
    for (const variant of await shop.services.db.select().from(productVariants).where(eq(productVariants.productId, cuff.id))) variants[variant.optionValues[0]!.value] = variant.id;
  });
  after(async () => {
    await staff?.close();
    await customer?.close();
  });

  it('staff make a draft for a phone customer and copy its link; the customer pays it in another browser: paid, stock taken', async () => {
    const before = await stock('S');
    desk = await adminDesk(staff);
    await desk.getByRole('button', { name: 'New draft order' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Draft order for a customer' });
    await fillAddress(desk, 'en');
    await dialog.getByLabel('Product', { exact: true }).fill('brass cuff');
    await desk.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: cuff.title }).first().click();
    await choose(desk, 'Variant', `Size: S · ${formatMoney(125_000, 'en')}`);
    await dialog.getByRole('button', { name: 'Work out the total' }).click();
    await dialog.getByTestId('draft-total').waitFor();
    const created = desk.waitForResponse((response) => response.url().endsWith('/api/admin/draft-orders') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create and get the link' }).click();
    assert.equal((await created).status(), 200);
    const url = await dialog.getByTestId('payment-link-url').inputValue();
    await dialog.getByRole('button', { name: 'Copy the link' }).click();
    assert.equal(await desk.evaluate(() => navigator.clipboard.readText()), url);
    orderId = (await (await created).json()).order.id;
    assert.equal(await stock('S'), before - 1);

    await payTheLink(customer, url);
    const paid = await order();
    assert.deepEqual([paid.status, paid.paymentStatus, paid.fulfilmentStatus], ['confirmed', 'paid', 'unfulfilled']);
    assert.ok(paid.invoiceNumber);
    assert.equal(await stock('S'), before - 1);
    console.log(`draft order HT-${String(paid.number).padStart(6, '0')} for ${paid.shippingAddress.name} (${paid.shippingAddress.phone}): link copied, paid in another browser (${paid.totals.inclusive} paise), invoice ${paid.invoiceNumber}; cuff S stock ${before} -> ${await stock('S')}`);
    await desk.keyboard.press('Escape');
  });

  it('staff edit the unshipped order (one more item, size M); the customer pays the difference; invoice and stock follow; a shipped order is refused', async () => {
    const before = await order();
    const [s, m] = [await stock('S'), await stock('M')];
    const number = `HT-${String(before.number).padStart(6, '0')}`;
    await desk.reload();
    await desk.getByRole('button', { name: number, exact: true }).click();
    await desk.getByRole('button', { name: 'Edit order', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: `Edit order ${number}` });
    await choose(desk, 'Variant', `Size: M · ${formatMoney(125_000, 'en')}`);
    await dialog.getByLabel('Quantity', { exact: true }).fill('2');
    const edited = desk.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${orderId}/edit`));
    await dialog.getByRole('button', { name: 'Save the change and get the link' }).click();
    const answer = await edited;
    assert.equal(answer.status(), 200, await answer.text());
    const { edit, link } = (await answer.json()) as { edit: { status: string; difference: number }; link: { url: string; amount: number } };
    assert.equal(edit.status, 'awaiting_payment');
    const url = await dialog.getByTestId('payment-link-url').inputValue();
    assert.equal(url, link.url);

    await payTheLink(customer, url);
    const after = await order();
    assert.deepEqual(after.lines.map((line) => [line.variantId, line.quantity]), [[variants.M, 2]]);
    assert.equal(after.totals.inclusive, before.totals.inclusive + link.amount);
    assert.notEqual(after.invoiceNumber, before.invoiceNumber);
    const [note] = await shop.services.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    assert.deepEqual([note?.invoiceNumber, note?.inclusive], [before.invoiceNumber, before.totals.inclusive]);
    assert.deepEqual([await stock('S'), await stock('M')], [s + 1, m - 2]);
    console.log(
      `edit of ${number}: 1 × S -> 2 × M, difference ${link.amount} paise paid by link; invoice ${before.invoiceNumber} reversed by ${note!.number}, revised invoice ${after.invoiceNumber}; stock S ${s} -> ${s + 1}, M ${m} -> ${m - 2}`,
    );

    // shipped: the API refuses an edit, and the order no longer offers one
    const token = await shop.idToken(DEMO_ADMIN);
    const call = (path: string, body: object) =>
      fetch(shop.url(`/api/admin/orders/${orderId}/${path}`), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal((await call('status', { axis: 'fulfilment', to: 'packed' })).status, 200);
    assert.equal((await call('ship', { carrier: 'delhivery', trackingNumber: 'DL12345678' })).status, 200);
    const refused = await call('edit', { lines: [{ productId: cuff.id, variantId: variants.M, quantity: 1 }] });
    assert.equal(refused.status, 409);
    const message = ((await refused.json()) as { error: { fields: { lines: string[] } } }).error.fields.lines[0];
    assert.equal(message, 'This order has left the shop: it can no longer be edited.');
    await desk.reload();
    await desk.getByRole('button', { name: number, exact: true }).click();
    await desk.getByTestId('shipment').waitFor();
    assert.equal(await desk.getByRole('button', { name: 'Edit order', exact: true }).count(), 0);
    console.log(`edit of shipped ${number}: ${refused.status} '${message}'; no Edit button`);
  });
});
