/**
 * Several instances (issue 17): the shop as `npm run cluster -- 2` runs it (scripts/cluster.ts: two
 * processes serving pages and API over one PostgreSQL 15 server, nginx in front). A customer whose
 * requests go to instance A pays; an admin whose page (and event stream) instance B serves sees the
 * paid order appear live: the event crosses instances through the database's notifications. Needs
 * the build, Debian's postgresql and nginx with its brotli module (.ci/run installs them); without
 * them this fails, it never skips.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CUSTOMER } from 'shared-contracts/identity/demo-accounts';
import { PATHS } from 'shared-contracts/routes/paths';
import { startCluster, type RunningCluster } from '../scripts/cluster';
import { launchBrowser } from './browser';
import { settle, openPage } from './harness';
import { emulatorIdToken } from './live';

let cluster: RunningCluster;
let browser: Browser;

before(async () => {
  [cluster, browser] = await Promise.all([startCluster({ instances: 2, env: { LOG_LEVEL: 'warn' }, log: () => {} }), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await cluster?.stop();
});

const signIn = (email: string, password: string) => emulatorIdToken(cluster.emulatorHost, { email, password });

test('a customer served by instance A pays; the admin page served by instance B shows the order live', async () => {
  const [instanceA, instanceB] = cluster.instances as [string, string];
  const context = await browser.newContext({ locale: 'en-US' });
  const { page, record } = await openPage(context);
  await page.goto(`${instanceB}${PATHS.adminLogin}`);
  await settle(page, { record });
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.adminDashboard);
  await settle(page, { record });
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/events');
  await page.goto(`${instanceB}${PATHS.adminOrders}`);
  await settle(page, { record });
  const request = await stream;
  assert.equal(new URL(request.url()).origin, instanceB, "the admin's event stream is instance B's");
  // the stream's headers come once it listens (api/src/modules/events.ts): no order is missed from here on
  await request.response();

  // The customer, on instance A only: cart, checkout, the sandbox provider's card, the signed result.
  const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const call = async (path: string, body: unknown, auth = true) => {
    const response = await fetch(`${instanceA}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    assert.equal(response.status, 200, `${path}: ${JSON.stringify(json)}`);
    return json;
  };
  const list = (await (await fetch(`${instanceA}/api/catalogue/products?inStock=true&pageSize=1`)).json()) as { items: { id: string }[] };
  const productId = list.items[0]!.id;
  const address = { name: 'Asha Rao', line1: '14 Johari Bazaar', city: 'Jaipur', stateCode: '08', pincode: '302003', phone: '9876543210' };
  const checkout = (await call('/api/checkout', { idempotencyKey: randomUUID(), lines: [{ productId, quantity: 1 }], shippingAddress: address })) as {
    order: { id: string; number: string };
    payment: { providerOrderId: string };
  };
  const paid = await call('/sandbox-pay/pay', { order_id: checkout.payment.providerOrderId, card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' } }, false);
  await call('/api/payments/verify', { orderId: checkout.order.id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature });

  // B's page never reloaded: the order arrived on its event stream.
  await page.getByRole('button', { name: checkout.order.number, exact: true }).waitFor({ timeout: 10_000 });
  assert.deepEqual(record.errors, []);
  await context.close();
});
