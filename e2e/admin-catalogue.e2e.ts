/**
 * The admin's catalogue and orders against the whole running shop (e2e/live.ts): a product created
 * with two images is found by a customer; a paid order moved to shipped shows on the customer's
 * orders page; a refused transition is not offered; a CSV import with one bad row imports the others
 * and reports the bad one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { orderNumber } from '../api/src/orders/lifecycle';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

/** Signs in with the platform's Auth instance and the SDK the host provides (a string: tsx adds nothing the page lacks). */
function signIn(page: Page, account: { email: string; password: string }) {
  return page.evaluate(`(async () => {
    const host = Object.entries(window.__FEDERATION__.__SHARE__).find(([name]) => name.startsWith('host:'))[1].default;
    const load = async (key) => {
      const entry = Object.values(host[key])[0];
      return entry.lib ? entry.lib() : (await entry.get())();
    };
    const platform = await load('shared-contracts/platform/firebase');
    const sdk = await load('firebase/auth');
    await sdk.signInWithEmailAndPassword(await platform.firebaseAuth(), ${JSON.stringify(account.email)}, ${JSON.stringify(account.password)});
  })()`);
}

/** A page signed in and showing `path`: the admin through /admin/login (back to `path` after it), a customer through the platform. */
async function signedIn(context: BrowserContext, account: { email: string; password: string }, path: string): Promise<Page> {
  const { page, record } = await openPage(context);
  if (account === DEMO_ADMIN) {
    await page.goto(shop.url(`/admin/login?next=${encodeURIComponent(path)}`));
    await settle(page, { record });
    if (new URL(page.url()).pathname === '/admin/login') {
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  } else {
    await page.goto(shop.url('/'));
    await settle(page, { record });
    await signIn(page, account);
    await page.goto(shop.url(path));
  }
  await settle(page, { record, timeout: 30_000 });
  return page;
}

const png = (red: number) => sharp({ create: { width: 400, height: 300, channels: 3, background: { r: red, g: 120, b: 60 } } }).png().toBuffer();

describe('the admin runs the catalogue and the orders', () => {
  let admin: BrowserContext;
  let customerUid: string;

  before(async () => {
    admin = await shop.newContext('en-US');
    const customer = (await shop.services.identity.listUsers()).find((user) => user.email === DEMO_CUSTOMER.email);
    assert.ok(customer, 'the demo customer exists');
    customerUid = customer.uid;
  });
  after(() => admin.close());

  it('creates a product with two images, and a customer finds it in the shop and on its page', async () => {
    const title = `Terracotta planter ${Date.now()}`;
    const page = await signedIn(admin, DEMO_ADMIN, '/admin/dashboard/listing');
    await page.getByRole('button', { name: 'New product' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').click();
    await page.locator('.ant-select-item-option').first().click();
    await form.getByLabel('Price in rupees (incl. GST)').fill('749');
    await form.getByLabel('Stock', { exact: true }).fill('8');
    await form.getByRole('switch').click();
    await form.getByRole('button', { name: 'Create product' }).click();
    await form.getByRole('button', { name: 'Upload images' }).waitFor();
    await form.locator('input[type=file]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await png(200) },
      { name: 'side.png', mimeType: 'image/png', buffer: await png(90) },
    ]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-image"]').length === 2, undefined, { timeout: 30_000 });
    const slug = await form.getByLabel('Slug').inputValue();
    assert.match(slug, /^terracotta-planter-\d+$/);

    const saved = await fetch(shop.url(`/api/catalogue/products/${slug}`));
    assert.equal(saved.status, 200);
    const { product } = (await saved.json()) as { product: { images: { url: string }[] } };
    assert.equal(product.images.length, 2, 'both images are on the published product');

    const customer = await shop.newContext('en-US');
    const { page: shopper, record } = await openPage(customer);
    await shopper.goto(shop.url('/shop'));
    await settle(shopper, { record });
    const search = shopper.getByRole('searchbox').first();
    await search.fill(title);
    await search.press('Enter');
    await settle(shopper, { record });
    await shopper.getByRole('link', { name: title }).first().click();
    await settle(shopper, { record });
    assert.equal(await shopper.locator('main h1').innerText(), title);
    assert.equal(new URL(shopper.url()).pathname.endsWith(`/shop/${slug}`), true);
    await customer.close();
  });

  it('moves a paid order to shipped, and the customer sees it shipped', async () => {
    const [productId] = (await shop.services.db.select({ id: productsTable.id }).from(productsTable).limit(1)).map((row) => row.id);
    const order = await insertOrder(shop.services.db, {
      userId: customerUid,
      email: DEMO_CUSTOMER.email,
      lines: [{ productId: productId!, title: 'Brass diya lamp', unitPrice: 59_900, quantity: 1 }],
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'packed',
    });
    const page = await signedIn(admin, DEMO_ADMIN, '/admin/dashboard/orders');
    await page.getByRole('button', { name: orderNumber(order.number) }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Mark shipped' }).click();
    await drawer.getByTestId('fulfilment-status').filter({ hasText: 'Shipped' }).waitFor();
    const [stored] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.equal(stored?.fulfilmentStatus, 'shipped');

    const customer = await shop.newContext('en-US');
    const orders = await signedIn(customer, DEMO_CUSTOMER, '/accounts/orders');
    const row = orders.locator('main').getByText(orderNumber(order.number)).first();
    await row.waitFor();
    assert.match(await orders.locator('main').innerText(), /shipped/i);
    await customer.close();
  });

  it('does not offer a refused transition: shipping an order whose payment is only authorized', async () => {
    const [productId] = (await shop.services.db.select({ id: productsTable.id }).from(productsTable).limit(1)).map((row) => row.id);
    const order = await insertOrder(shop.services.db, {
      userId: customerUid,
      email: DEMO_CUSTOMER.email,
      lines: [{ productId: productId!, unitPrice: 19_900, quantity: 1 }],
      status: 'confirmed',
      paymentStatus: 'authorized',
      fulfilmentStatus: 'packed',
    });
    const page = await signedIn(admin, DEMO_ADMIN, '/admin/dashboard/orders');
    await page.getByRole('button', { name: orderNumber(order.number) }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Unpack' }).waitFor();
    assert.equal(await drawer.getByRole('button', { name: 'Mark shipped' }).count(), 0);
    // the API refuses it too
    const token = await page.evaluate(`(async () => {
      const host = Object.entries(window.__FEDERATION__.__SHARE__).find(([name]) => name.startsWith('host:'))[1].default;
      const entry = Object.values(host['shared-contracts/platform/firebase'])[0];
      const platform = entry.lib ? entry.lib() : (await entry.get())();
      return (await platform.firebaseAuth()).currentUser.getIdToken();
    })()`);
    const refused = await fetch(shop.url(`/api/admin/orders/${order.id}/status`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token as string}`, 'content-type': 'application/json' },
      body: JSON.stringify({ axis: 'fulfilment', to: 'shipped' }),
    });
    assert.equal(refused.status, 409);
  });

  it('imports a CSV: the good rows go in, the bad one is reported with its line and why', async () => {
    const page = await signedIn(admin, DEMO_ADMIN, '/admin/dashboard/listing');
    // usable on a tablet: the table scrolls inside the page, the page itself does not overflow
    await page.setViewportSize({ width: 820, height: 1180 });
    assert.equal(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth'), true);
    const categories = (await (await fetch(shop.url('/api/catalogue/categories'))).json()) as { items: { slug: string }[] };
    const category = categories.items[0]!.slug;
    const stamp = Date.now();
    const csv = [
      'title,slug,category,price,gstRate,stock,published',
      `Kantha throw ${stamp},kantha-throw-${stamp},${category},1899,12,5,true`,
      `Bad row ${stamp},,${category},not-a-price,12,5,true`,
      `Jute basket ${stamp},jute-basket-${stamp},${category},499.50,5,9,false`,
    ].join('\n');
    await page.getByTestId('csv-file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const report = page.getByTestId('csv-report');
    await report.waitFor({ timeout: 30_000 });
    assert.match(await report.innerText(), /2 imported, 1 rejected\./);
    const row = report.getByRole('row').filter({ hasText: `Bad row ${stamp}` });
    assert.match(await row.innerText(), /^3\b/);
    assert.match(await row.innerText(), /Price in rupees \(incl\. GST\): Invalid Numbers\./);
    for (const slug of [`kantha-throw-${stamp}`]) assert.equal((await fetch(shop.url(`/api/catalogue/products/${slug}`))).status, 200);
    const [hidden] = await shop.services.db.select().from(productsTable).where(eq(productsTable.slug, `jute-basket-${stamp}`));
    assert.equal(hidden?.price, 49_950);
    assert.equal(hidden?.published, false);
  });
});
