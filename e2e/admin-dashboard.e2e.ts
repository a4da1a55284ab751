/**
 * The admin dashboard against the whole running shop: the figures come from the database, the
 * chart has a bar per day, and an order placed while the dashboard is open arrives live as a toast
 * and in the figures.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { products as productsTable } from '../api/src/db/schema';
import { announce } from '../api/src/orders/lifecycle';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

it('shows the figures, a chart of 30 days, and a new order live with a toast', async () => {
  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  await page.goto(shop.url('/admin'));
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await settle(page, { record });
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await settle(page, { record });

  await page.getByTestId('period-today').waitFor();
  await page.getByTestId('sales-bar').first().waitFor({ state: 'attached' }); // the chart loads after the figures
  assert.equal(await page.getByTestId('sales-bar').count(), 30, 'a bar per day');
  const toFulfilBefore = Number(await page.getByTestId('to-fulfil').innerText());

  const [product] = await shop.services.db.select({ id: productsTable.id, title: productsTable.title }).from(productsTable).limit(1);
  const order = await insertOrder(shop.services.db, {
    userId: null,
    lines: [{ productId: product!.id, title: product!.title, unitPrice: 129_900, quantity: 2 }],
    paymentStatus: 'paid',
    status: 'confirmed',
  });
  // What the checkout workflow does once an order is paid: tell every stream.
  await announce(shop.services, 'order.created', order);

  await page.locator('.Toastify').getByText(/^New order /).waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    (before) => Number(document.querySelector('[data-testid="to-fulfil"]')?.textContent) === before + 1,
    toFulfilBefore,
    { timeout: 15_000 },
  );
  assert.match(await page.getByTestId('best-sellers').innerText(), new RegExp(product!.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.deepEqual(record.errors, []);
});
