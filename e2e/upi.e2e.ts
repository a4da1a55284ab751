/**
 * UPI first (issue 32 item 4) against the whole running shop (e2e/live.ts), with the sandbox
 * provider: on a laptop the payment step offers UPI before cards; the shopper enters a UPI ID and
 * the page waits, with the order's UPI QR code, while the sandbox's stand-in UPI app (another
 * browser page, a separate party as the real app is) approves the collect request; the page then
 * lands on the order's confirmation page, paid, without a reload. A declined request lets the
 * shopper send a new one (or pay another way), which pays the same order. The collect flow's
 * expiry and double-charge cases are api/src/checkout/upi.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from 'shared-contracts/domain/money';
import { orders as ordersTable } from '../api/src/db/schema';
import { listPaymentAttempts } from '../api/src/orders/repository';
import { fillAddress, openPage, settle } from './harness';
import { useLiveShop } from './live';

const shop = useLiveShop();

const PRODUCT = 'hand-beaten-brass-diyas-set-of-4';
const SHOPPER = { email: `upi-${Date.now()}@example.in`, password: 'upi-pass-1234' };
const VPA = 'asha.rao@okaxis';

describe('UPI in the sandbox', () => {
  let shopper: BrowserContext;
  let upiApp: BrowserContext;
  let page: Page;
  let phone: Page;

  before(async () => {
    await shop.createUser(SHOPPER.email, SHOPPER.password);
    shopper = await shop.newContext('en-US');
    upiApp = await shop.newContext('en-US');
    const opened = await openPage(shopper);
    page = opened.page;
    await page.goto(shop.url(`/login?next=${encodeURIComponent(`/shop/${PRODUCT}`)}`));
    await settle(page, { record: opened.record });
    await page.getByLabel('Email', { exact: true }).fill(SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/shop/${PRODUCT}`, { timeout: 30_000 });
    // the stand-in for the shopper's UPI app, on their "phone"
    phone = (await openPage(upiApp)).page;
  });
  after(async () => {
    await shopper?.close();
    await upiApp?.close();
  });

  /** The product into the cart, the payment page with an address, UPI chosen (it is, first), the UPI ID sent. */
  async function sendCollect(): Promise<void> {
    await page.goto(shop.url(`/shop/${PRODUCT}`));
    await settle(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');
    await page.goto(shop.url('/payment'));
    await settle(page);
    await fillAddress(page, 'en');
    assert.equal(await page.getByRole('radio', { name: 'UPI', exact: true }).isChecked(), true, 'UPI is the method offered first');
    await page.getByLabel('Your UPI ID', { exact: true }).fill(VPA);
    await page.getByRole('button', { name: /^Pay ₹.* by UPI$/ }).click();
    await page.getByTestId('upi-waiting').waitFor({ timeout: 20_000 });
  }

  /** In the stand-in UPI app: the one request waiting for VPA, answered. */
  async function answerInApp(action: 'Approve and pay' | 'Decline', amount: string): Promise<void> {
    await phone.goto(shop.url(`/sandbox-pay/upi-app?vpa=${encodeURIComponent(VPA)}`));
    const request = phone.locator('li[data-request]');
    await request.filter({ hasText: amount }).waitFor();
    assert.equal(await request.count(), 1);
    await request.getByRole('button', { name: action }).click();
    await phone.getByRole('status').filter({ hasText: action === 'Decline' ? 'Declined the request' : `Paid ${amount}` }).waitFor();
  }

  it('waits with the QR code while the stand-in UPI app approves, then shows the order paid without a reload', async () => {
    await sendCollect();
    const waiting = page.getByTestId('upi-waiting');
    const text = await waiting.innerText();
    const amount = /request for (₹[\d,.]+)/.exec(text)?.[1];
    assert.ok(amount, text);
    assert.ok(text.includes(`in your UPI app (${VPA})`), text);
    const qr = await waiting.getByTestId('upi-qr').getAttribute('data-link');
    assert.match(qr ?? '', /^upi:\/\/pay\?pa=haat\.sandbox%40sbxbank&pn=[^&]+&am=\d+\.\d{2}&cu=INR&tr=order_sbx_/);
    // a marker that a reload would lose
    await page.evaluate(() => ((window as unknown as { upiMarker: number }).upiMarker = 1));

    await answerInApp('Approve and pay', amount);
    await page.waitForURL((url) => /^\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    await page.getByTestId('confirmation-status').filter({ hasText: 'is paid and confirmed' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { upiMarker?: number }).upiMarker), 1, 'no reload');
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    const [order] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.equal(order?.paymentStatus, 'paid');
    assert.equal(formatMoney(order!.totals.inclusive, 'en'), amount);
    const attempts = await listPaymentAttempts(shop.services.db, orderId);
    assert.deepEqual(
      attempts.map((attempt) => attempt.status),
      ['paid'],
    );
    console.log(`upi e2e approve: ${amount} collect approved in the stand-in app, page on the confirmation without a reload, ${attempts.length} paid attempt`);
  });

  it('a declined request: the page says so, and a new request pays the same order', async () => {
    await sendCollect();
    const amount = /request for (₹[\d,.]+)/.exec(await page.getByTestId('upi-waiting').innerText())?.[1];
    assert.ok(amount);
    await answerInApp('Decline', amount);
    await page.getByTestId('upi-ended').filter({ hasText: 'The payment request was declined in your UPI app. Nothing was charged.' }).waitFor();
    // another way is offered too
    await page.getByRole('button', { name: 'Pay another way' }).waitFor();

    await page.getByRole('button', { name: 'Send a new request' }).click();
    await page.getByTestId('upi-waiting').waitFor();
    await answerInApp('Approve and pay', amount);
    await page.waitForURL((url) => /^\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    const attempts = await listPaymentAttempts(shop.services.db, orderId);
    assert.deepEqual(
      attempts.map((attempt) => attempt.status),
      ['failed', 'paid'],
    );
    console.log(`upi e2e decline then retry: attempts ${attempts.map((attempt) => attempt.status).join(' -> ')} on one order`);
  });
});
