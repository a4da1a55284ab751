/**
 * Updates while a page is open.
 * - A new deploy of a remote: the host's manifest poll notices the changed build and offers a
 *   reload in a toast (the toast container is mounted only then); the button reloads.
 * - Live order updates lose nothing (issue 22 part 2, spec §7 "a persistent connection, with an
 *   HTTP fallback"): an admin's orders page whose event stream is cut while an order is paid shows
 *   the order once the stream is back (Last-Event-ID replay), and with event streams refused it
 *   shows the next one by polling.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Request } from 'playwright-core';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { products as productsTable } from '../api/src/db/schema';
import { announce, orderNumber } from '../api/src/orders/lifecycle';
import { PATHS } from 'shared-contracts/routes/paths';
import { openPage, settle, useShop } from './harness';
import { DEMO_ADMIN } from './live';

const shop = useShop();

test('a changed remote manifest offers a reload, and the offer reloads the page', async () => {
  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  await page.goto(shop.url('/about-us'));
  await settle(page, { record });
  assert.equal(await page.locator('.Toastify').count(), 0, 'no toast container before the first toast');

  // The checkout remote (its mini-cart is in the header) is "redeployed": its manifest now names
  // other files.
  let redeployed = false;
  await page.route('**/remotes/checkout/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { exposes: { assets: unknown }[] };
    if (redeployed) manifest.exposes = manifest.exposes.map((expose) => ({ ...expose, assets: { js: { sync: ['9999.new.js'], async: [] } } }));
    await route.fulfill({ response, json: manifest });
  });
  // The poll runs again whenever the page becomes visible: once to note the build in use ...
  const poll = async () => {
    const manifest = page.waitForResponse('**/remotes/checkout/mf-manifest.json');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await manifest;
  };
  await poll();
  // ... and once after the deploy.
  redeployed = true;
  await poll();

  const offer = page.locator('.Toastify').getByText('A new version of the shop is available.');
  await offer.waitFor({ state: 'visible', timeout: 10_000 });
  const reload = page.locator('.Toastify').getByRole('button', { name: 'Reload' });
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await settle(page, { record });
  assert.equal(new URL(page.url()).pathname, '/about-us');
  assert.deepEqual(record.errors, []);
});

test("an admin's orders page misses no order: replayed after a cut stream, polled when streams are refused", async () => {
  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  const streams: Request[] = [];
  const polls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/admin/events') streams.push(request);
    if (pathname === '/api/admin/events/poll') polls.push(request);
  });
  await page.goto(shop.url(PATHS.adminLogin));
  await settle(page, { record });
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.adminDashboard);
  await settle(page, { record });
  const ordersStream = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/events');
  await page.goto(shop.url(PATHS.adminOrders));
  await settle(page, { record });
  await (await ordersStream).response();
  // the stream's headers come once it listens (api/src/modules/events.ts): no order is missed from here on

  /** A paid order, as the checkout announces it to every stream. */
  const paidOrder = async () => {
    const [product] = await shop.services.db.select({ id: productsTable.id, title: productsTable.title }).from(productsTable).limit(1);
    const order = await insertOrder(shop.services.db, {
      userId: null,
      lines: [{ productId: product!.id, title: product!.title, unitPrice: 99_900, quantity: 1 }],
      paymentStatus: 'paid',
      status: 'confirmed',
    });
    await announce(shop.services, 'order.created', order);
    return orderNumber(order.number);
  };
  const row = (number: string) => page.getByRole('button', { name: number, exact: true });

  // 1. The stream is cut; the order is paid before the page's stream is back (its reconnection waits here).
  let release!: () => void;
  const paid = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/events', async (route) => {
    await paid;
    await route.continue();
  });
  const before = streams.length;
  shop.cutConnections();
  await page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/events');
  const missed = await paidOrder();
  release();
  await row(missed).waitFor({ timeout: 10_000 });
  const reconnect = streams[before]!;
  assert.match(reconnect.headers()['last-event-id'] ?? '', /^\d+$/, 'the stream came back with its cursor');
  assert.equal(polls.length, 0, 'a stream that comes back needs no polling');

  // 2. Event streams are refused (a proxy that cannot hold them): the page polls, with the same cursor.
  await page.unroute('**/api/admin/events');
  await page.route('**/api/admin/events', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  shop.cutConnections();
  await page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/events/poll', { timeout: 15_000 });
  const polled = await paidOrder();
  await row(polled).waitFor({ timeout: 15_000 });
  assert.match(new URL(polls.at(-1)!.url()).searchParams.get('after') ?? '', /^\d+$/, 'polled after a cursor');
  // the cut and the refused streams are the test's doing; nothing else may have failed
  assert.deepEqual(record.errors.filter((error) => !/502|ERR_|Failed to fetch/i.test(error)), []);
});
