/**
 * Shipping rates the merchant sets (issue 32 item 2), against the whole running shop (e2e/live.ts:
 * the seed's zone table, the built front end, Chromium): the admin raises a zone's rate in Settings ›
 * Shipping; a product page tells the delivery day, cost and cash on delivery for a PIN code and
 * remembers it, the cart shows the same shipping; a heavy item to a far zone costs what the table
 * says, computed on the server, and a tampered total is answered price_changed; a PIN code the
 * shop does not serve is refused at checkout, on the PIN field. (e2e/shipping.e2e.ts is the admin
 * shipping an order with its tracking number.)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { promisedDay, shippingCharge, type ShippingTable } from 'shared-contracts/domain/delivery';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { orders as ordersTable, products as productsTable, shopSettings } from '../api/src/db/schema';
import { choosePaymentMethod, openPage, settle } from './harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

/** 3.2 kg (api/src/seed/shipping.ts): the heaviest piece the demo shop has in stock. */
const THALI = 'kansa-bronze-thali-set';
const GUWAHATI = { name: 'Bora Das', line1: '7 Fancy Bazar', city: 'Guwahati', stateCode: '18', pincode: '781001', phone: '9876512345' };

async function shippingTable(): Promise<ShippingTable> {
  const [row] = await shop.services.db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, 'shipping'));
  return row!.value as unknown as ShippingTable;
}

async function thali() {
  const [row] = await shop.services.db.select().from(productsTable).where(eq(productsTable.slug, THALI));
  assert.ok(row, 'the seed sells the thali');
  return row;
}

describe('shipping zones and rates', () => {
  let admin: BrowserContext;
  let shopper: BrowserContext;
  let page: Page;

  before(async () => {
    admin = await shop.newContext('en-US');
    shopper = await shop.newContext('en-US');
  });
  after(async () => {
    await admin.close();
    await shopper.close();
  });

  it('the admin raises the far zone’s rate per kilogram in Settings › Shipping', async () => {
    const { page: adminPage, record } = await openPage(admin);
    await adminPage.goto(shop.url(`/admin/login?next=${encodeURIComponent('/admin/dashboard/settings')}`));
    await settle(adminPage, { record });
    await adminPage.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await adminPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await adminPage.waitForURL((url) => url.pathname === '/admin/dashboard/settings', { timeout: 30_000 });
    await adminPage.getByRole('tab', { name: 'Shipping' }).click();

    const far = adminPage.getByRole('group', { name: 'Zone 3' });
    assert.equal(await far.getByLabel('Zone name').inputValue(), 'North-East, J&K, Ladakh and islands');
    const extra = far.getByLabel('Each kilogram above the last slab (₹)');
    assert.equal(await extra.inputValue(), '80.00');
    await extra.fill('100');
    await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.getByText('Settings saved.').waitFor();

    const saved = (await shippingTable()).zones.find((zone) => zone.id === 'far')!;
    console.log(`admin set the far zone: ${saved.extraPerKg} paise per kilogram above ${saved.weightSlabs.at(-1)!.upToGrams} g`);
    assert.equal(saved.extraPerKg, 10_000);
    assert.deepEqual(record.errors, []);
  });

  it('the product page tells the day, the cost and cash on delivery for a PIN code, remembers it, and the cart shows the same shipping', async () => {
    const table = await shippingTable();
    const far = table.zones.find((zone) => zone.id === 'far')!;
    const product = await thali();
    const expected = shippingCharge({ rate: far, weightGrams: product.weightGrams }, product.price);
    ({ page } = await openPage(shopper));
    await page.goto(shop.url(`/shop/${THALI}`));
    await settle(page);

    await page.getByLabel('PIN code for delivery').fill('781001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const day = formatDate(promisedDay(new Date(), table.dispatch, far.transitDays), 'en', 'weekdayDayMonth');
    await page.getByTestId('delivery-date').filter({ hasText: `Delivery to 781001 by ${day}` }).waitFor();
    assert.equal(await page.getByTestId('delivery-shipping').textContent(), `Shipping: ${formatMoney(expected, 'en')}`);
    assert.match((await page.getByTestId('delivery-cod').textContent()) ?? '', /^Cash on delivery (not )?available$/);
    console.log(`product page: ${product.weightGrams} g to 781001 by ${day}, shipping ${formatMoney(expected, 'en')}`);

    // asked once: the next page knows the PIN code
    await page.reload();
    await page.getByTestId('delivery-date').filter({ hasText: 'Delivery to 781001' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');
    await page.goto(shop.url('/cart'));
    await page.getByTestId('totals-shipping').filter({ hasText: formatMoney(expected, 'en') }).waitFor();
    assert.equal(await page.getByTestId('grand-total').textContent(), formatMoney(product.price + expected, 'en'));

    // a PIN code no zone serves
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByLabel('PIN code for delivery').fill('682555');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByTestId('delivery-not-served').filter({ hasText: 'We do not deliver to 682555 yet.' }).waitFor();
  });

  it('a heavy item to a far zone costs what the table says, computed on the server; a tampered total is answered price_changed', async () => {
    const far = (await shippingTable()).zones.find((zone) => zone.id === 'far')!;
    const product = await thali();
    // 3.2 kg: the 1 kg slab, then three started kilograms at the admin's new rate
    const expected = far.weightSlabs.at(-1)!.fee + 3 * far.extraPerKg;
    assert.equal(shippingCharge({ rate: far, weightGrams: product.weightGrams }, product.price), expected);
    const token = await shop.idToken(DEMO_CUSTOMER);
    const checkout = (expectedTotal: number) =>
      fetch(shop.url('/api/checkout'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ idempotencyKey: randomUUID(), lines: [{ productId: product.id, quantity: 1 }], shippingAddress: GUWAHATI, expectedTotal }),
      });

    // the browser claims free shipping: refused with the server's figures, nothing reserved
    const tampered = await checkout(product.price);
    const refusal = (await tampered.json()) as { error: { code: string; details: { total: number } } };
    assert.deepEqual([tampered.status, refusal.error.code, refusal.error.details.total], [409, 'price_changed', product.price + expected]);
    assert.equal((await thali()).stock, product.stock);

    const placed = await checkout(product.price + expected);
    const { order } = (await placed.json()) as { order: { id: string; shipping: { inclusive: number; rate: number; igst: number }; totals: { inclusive: number } } };
    assert.equal(placed.status, 200);
    assert.deepEqual([order.shipping.inclusive, order.shipping.rate, order.totals.inclusive], [expected, product.gstRate, product.price + expected]);
    assert.ok(order.shipping.igst > 0, 'Rajasthan to Assam: IGST on the shipping too');
    const [row] = await shop.services.db.select({ delivery: ordersTable.delivery }).from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.deepEqual([row!.delivery!.zoneId, row!.delivery!.weightGrams, row!.delivery!.rate.extraPerKg], ['far', product.weightGrams, far.extraPerKg]);
    console.log(`heavy item to a far zone: ${product.weightGrams} g to 781001, server charged ${expected} paise shipping (table: ${far.weightSlabs.at(-1)!.fee} + 3 × ${far.extraPerKg}), tampered total 409`);
  });

  it('a PIN code the shop does not serve is refused at checkout, on the PIN field', async () => {
    // the cart of the product page's test: the thali
    await page.goto(shop.url('/payment'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    const email = `unserved-${Date.now()}@example.in`;
    await page.getByLabel('E-mail for your receipt', { exact: true }).fill(email);
    await page.getByLabel('Full name', { exact: true }).fill('Aisha Koya');
    await page.getByLabel('Phone', { exact: true }).fill('9876554321');
    await page.getByLabel('Address line 1', { exact: true }).fill('2 Beach Road');
    await page.getByLabel('PIN code', { exact: true }).fill('682555');
    await page.getByLabel('City', { exact: true }).fill('Kavaratti');
    await page.getByLabel('State', { exact: true }).fill('Lakshadweep');
    await page.locator('.ant-select-item-option[title="Lakshadweep"]').click();
    await choosePaymentMethod(page, 'Card');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('We do not deliver to this PIN code.', { exact: true }).waitFor();
    const placed = await shop.services.db.select({ id: ordersTable.id }).from(ordersTable).where(eq(ordersTable.email, email));
    assert.equal(placed.length, 0);
  });
});
