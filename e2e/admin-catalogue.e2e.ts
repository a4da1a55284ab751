/**
 * The admin's catalogue and orders against the whole running shop (e2e/live.ts): a product created
 * with two images is found by the shop's search; an image's alt text the admin writes is what the
 * product page says of it; a paid order moved to shipped is shipped in the
 * customer's own orders; a refused transition is not offered; a product form opened before another
 * admin's change shows that change instead of saving over it, and stock is adjusted by +n with a
 * reason; a CSV import with one bad row imports the others and reports the bad one. (The customer's side is checked through the API the customer
 * pages use: the browsing and orders pages are issue 5's.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { and, eq, notExists, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { orders as ordersTable, productVariants, products as productsTable } from '../api/src/db/schema';
import { orderNumber } from '../api/src/orders/lifecycle';
import { chooseFirstCategory, openPage, settle } from './harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

/** A page of the admin's, signed in through /admin/login and back to `path` after it. */
async function signedIn(context: BrowserContext, account: { email: string; password: string }, path: string): Promise<Page> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(`/admin/login?next=${encodeURIComponent(path)}`));
  await settle(page, { record });
  if (new URL(page.url()).pathname === '/admin/login') {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  return page;
}

/** The demo customer's ID token, from the Auth emulator. */
const customerToken = () => shop.idToken(DEMO_CUSTOMER);

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
    await chooseFirstCategory(page, form);
    await form.getByLabel('Price in rupees (incl. GST)').fill('749');
    await form.getByLabel('Stock', { exact: true }).fill('8');
    await form.getByRole('switch').click();
    // the product is created (its images can only be added then); if no request leaves, the form says why
    const created = page
      .waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/products', { timeout: 30_000 })
      .catch(async (error: Error) => {
        const said = await form.locator('.ant-form-item-explain-error, .ant-message-notice, [role="alert"]').allInnerTexts();
        throw new Error(`no product was created (${error.message.split('\n')[0]}); the page says: ${said.join(' | ') || 'nothing'}`);
      });
    await form.getByRole('button', { name: 'Create product' }).click();
    assert.equal((await created).status(), 201, 'the product is created');
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

    // The customer finds it through the shop's own search (the catalogue API that /shop uses), first:
    // search forgives typos, so other planters may follow it, but the newest match leads.
    const found = await fetch(shop.url(`/api/catalogue/products?q=${encodeURIComponent(title)}`));
    const results = (await found.json()) as { items: { slug: string }[] };
    assert.equal(results.items[0]?.slug, slug, JSON.stringify(results.items.map((item) => item.slug)));
  });

  it('an alt text the admin writes for an image is what the product page says of it', async () => {
    const alt = `The elephant seen from its left, trunk raised ${Date.now()}`;
    const page = await signedIn(admin, DEMO_ADMIN, '/admin/dashboard/listing');
    await page.getByRole('search').getByLabel('Search title or slug').fill('Dhokra brass elephant');
    await page.getByRole('search').getByLabel('Search title or slug').press('Enter');
    await page.getByRole('button', { name: 'Edit Dhokra brass elephant' }).click();
    const form = page.getByRole('dialog');
    const field = form.getByLabel('Alt text of image 3');
    assert.equal(await field.inputValue(), 'Illustration: the Dhokra brass elephant turned to one side');
    await field.fill('  ');
    await field.press('Tab');
    await form.getByRole('alert').filter({ hasText: 'This field is required.' }).waitFor();
    await field.fill(alt);
    await field.press('Enter');
    await page.getByText('Alt text of image 3 saved.').waitFor({ timeout: 30_000 });
    await form.getByRole('img', { name: alt }).waitFor();

    const customer = await shop.newContext('en-US');
    try {
      const { page: shopper, record } = await openPage(customer);
      await shopper.goto(shop.url('/shop/dhokra-brass-elephant'));
      await settle(shopper, { record });
      await shopper.getByRole('button', { name: `Show photo 3 of 4: ${alt}` }).click();
      assert.equal(await shopper.locator('img.gallery__main').getAttribute('alt'), alt);
      assert.deepEqual(record.errors, []);
    } finally {
      await customer.close();
    }
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
    const drawer = page.getByRole('dialog').filter({ hasText: 'History' });
    await drawer.getByRole('button', { name: 'Mark shipped' }).click();
    // shipping asks for the carrier and tracking number, then confirms (e2e/shipping.e2e.ts follows it to the customer)
    const ship = page.getByRole('dialog', { name: `Ship order ${orderNumber(order.number)}` });
    await ship.getByRole('combobox').click();
    await page.getByTitle('India Post').click();
    await ship.getByLabel('Tracking number').fill('EE123456789IN');
    await ship.getByRole('button', { name: 'Review' }).click();
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await drawer.getByTestId('fulfilment-status').filter({ hasText: 'Shipped' }).waitFor();
    const [stored] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.equal(stored?.fulfilmentStatus, 'shipped');

    // The customer's own orders (what /accounts/orders shows) say shipped.
    const mine = await fetch(shop.url('/api/orders'), { headers: { authorization: `Bearer ${await customerToken()}` } });
    const { items } = (await mine.json()) as { items: { id: string; fulfilmentStatus: string }[] };
    assert.equal(items.find((item) => item.id === order.id)?.fulfilmentStatus, 'shipped');
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

  it('shows a product changed since its form was opened instead of saving over it, and adjusts stock by +n with a reason', async () => {
    const stamp = Date.now();
    // a product sold without variants: one sold by variant has its stock changed per variant
    const [seeded] = await shop.services.db
      .select()
      .from(productsTable)
      .where(and(eq(productsTable.published, true), notExists(shop.services.db.select().from(productVariants).where(eq(productVariants.productId, productsTable.id)))))
      .limit(1);
    const title = `Blue pottery vase ${stamp}`;
    await shop.services.db.update(productsTable).set({ title, version: sql`${productsTable.version} + 1` }).where(eq(productsTable.id, seeded!.id));
    const page = await signedIn(admin, DEMO_ADMIN, '/admin/dashboard/listing');
    await page.getByRole('search').getByLabel('Search title or slug').fill(title);
    await page.getByRole('search').getByLabel('Search title or slug').press('Enter');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Description').waitFor();
    // another admin saves a new description meanwhile
    await shop.services.db.update(productsTable).set({ description: `Glazed in Jaipur ${stamp}`, version: sql`${productsTable.version} + 1` }).where(eq(productsTable.id, seeded!.id));
    await form.getByLabel('Description').fill('Mine, typed over an old copy');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('This product was changed since you opened it.').waitFor({ timeout: 30_000 });
    assert.match(await form.getByTestId('product-conflict').innerText(), new RegExp(`Description: yours “Mine, typed over an old copy”, now “Glazed in Jaipur ${stamp}”`));
    const [unchanged] = await shop.services.db.select().from(productsTable).where(eq(productsTable.id, seeded!.id));
    assert.equal(unchanged?.description, `Glazed in Jaipur ${stamp}`, 'nothing was written over the newer description');
    await form.getByRole('button', { name: 'Load the current version' }).click();
    assert.equal(await form.getByLabel('Description').inputValue(), `Glazed in Jaipur ${stamp}`);

    await form.getByLabel('Add (+) or take (−) items').fill('2');
    await form.getByLabel('Reason').fill('Delivery from the workshop');
    await form.getByRole('button', { name: 'Apply to stock' }).click();
    await form.getByTestId('product-stock').filter({ hasText: `In stock now: ${unchanged!.stock + 2} ` }).waitFor({ timeout: 30_000 });
    const [adjusted] = await shop.services.db.select().from(productsTable).where(eq(productsTable.id, seeded!.id));
    assert.equal(adjusted?.stock, unchanged!.stock + 2);
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
