/**
 * Store credit and exchanges (issue 33, item 2) against the whole running shop (e2e/live.ts), the
 * two "Done when" rows of issue 33d:
 * - a cash-on-delivery order's return is refunded as store credit, which the customer sees in My
 *   account and spends at the next checkout (the payment step offers it; the order and its invoice
 *   keep their full value and say what the credit paid);
 * - an exchange of a size: approved, the new variant's stock is reserved, and a linked order at ₹0
 *   appears in the admin's orders list, which the admin packs and ships.
 * The return's request and the admin's approval, receipt and refund go through the API as the
 * Returns pages send them (those pages are e2e'd by the returns' own file); the concurrency of
 * spends and of approvals is api/src/store-credit/store-credit.test.ts and
 * api/src/exchanges/exchange-order.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from 'shared-contracts/domain/money';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { orderHistory, orders as ordersTable, products as productsTable, productVariants } from '../api/src/db/schema';
import { seedVariantId } from '../api/src/seed/variants';
import { storeCreditBalance } from '../api/src/store-credit/ledger';
import { chooseOption, choosePaymentMethod, fillAddress, openPage, payInDialog, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const PRODUCT = 'hand-beaten-brass-diyas-set-of-4';
const BANGLES = 'jaipur-lac-bangles-set-of-6';
const CUSTOMER = { email: `credit-${Date.now()}@example.in`, password: 'credit1234' };

async function signedIn(context: BrowserContext, loginPath: string, account: { email: string; password: string }, path: string): Promise<Page> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(`${loginPath}?next=${encodeURIComponent(path)}`));
  await settle(page, { record });
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  return page;
}

describe('store credit and exchanges', () => {
  let uid: string;
  let customerToken: string;
  let adminToken: string;
  let admin: BrowserContext;
  let customer: BrowserContext;

  /** The API as the Returns pages call it. */
  async function api(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
    const response = await fetch(shop.url(`/api${path}`), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** A delivered order of the customer's, as the checkout, the courier and the admin would have left it. */
  async function deliveredOrder(line: { productId: string; title: string; unitPrice: number; variantId?: string; variant?: string }, cod: boolean) {
    const order = await insertOrder(shop.services.db, {
      userId: uid,
      email: CUSTOMER.email,
      status: 'confirmed',
      paymentStatus: cod ? 'collected' : 'paid',
      fulfilmentStatus: 'delivered',
      lines: [{ productId: line.productId, title: line.title, unitPrice: line.unitPrice, quantity: 1, gstRate: 5 }],
    });
    const lines = order.lines.map((own) => ({ ...own, ...(line.variantId ? { variantId: line.variantId, variant: line.variant } : {}) }));
    await shop.services.db
      .update(ordersTable)
      .set({ lines, invoiceNumber: `HT/26-27/E${order.number}`, invoicedAt: new Date().toISOString(), ...(cod ? { paymentMethod: 'cod' as const } : {}) })
      .where(eq(ordersTable.id, order.id));
    await shop.services.db.insert(orderHistory).values({ orderId: order.id, axis: 'fulfilment', from: 'shipped', to: 'delivered', actor: 'system' });
    return order;
  }

  before(async () => {
    uid = await shop.createUser(CUSTOMER.email, CUSTOMER.password);
    customerToken = await shop.idToken(CUSTOMER);
    adminToken = await shop.idToken(DEMO_ADMIN);
    admin = await shop.newContext('en-US');
    customer = await shop.newContext('en-US');
  });
  after(async () => {
    await admin?.close();
    await customer?.close();
  });

  it('a cash-on-delivery return is refunded as store credit, which the customer spends at the next checkout', async () => {
    const [product] = await shop.services.db.select().from(productsTable).where(eq(productsTable.slug, PRODUCT));
    assert.ok(product);
    const order = await deliveredOrder({ productId: product.id, title: product.title, unitPrice: product.price }, true);

    // the return, asked for and refunded as store credit (cash on delivery: no provider to refund through)
    const asked = await api(customerToken, 'POST', `/orders/${order.id}/returns`, { kind: 'refund', reason: 'Size or fit', lines: [{ lineIndex: 0, quantity: 1 }] });
    const returnId = asked.id as string;
    await api(adminToken, 'POST', `/admin/returns/${returnId}/approve`, { instruction: 'drop_off' });
    await api(adminToken, 'POST', `/admin/returns/${returnId}/receive`, { lines: [{ lineIndex: 0, inspection: 'restock' }] });
    const refunded = await api(adminToken, 'POST', `/admin/returns/${returnId}/refund`, { method: 'store_credit' });
    const credit = refunded.amountRefunded as number;
    assert.equal(credit, product.price);
    assert.equal(await storeCreditBalance(shop.services.db, uid), credit);

    // My account shows it
    const page = await signedIn(customer, '/login', CUSTOMER, '/accounts');
    await page.getByTestId('account-store-credit').filter({ hasText: `You have ${formatMoney(credit, 'en')} of store credit.` }).waitFor();

    // the next checkout: the same diyas; the payment step offers the credit and asks for what is left
    await page.goto(shop.url(`/shop/${PRODUCT}`));
    await settle(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');
    await page.goto(shop.url('/payment'));
    await settle(page);
    await fillAddress(page, 'en');
    const total = page.getByTestId('grand-total');
    await total.waitFor();
    const use = page.getByRole('checkbox', { name: `Use my store credit (${formatMoney(credit, 'en')} available)` });
    await use.waitFor();
    assert.equal(await use.isChecked(), true);
    const toPay = page.getByTestId('store-credit-to-pay');
    await page.getByTestId('store-credit-applied').filter({ hasText: `−${formatMoney(credit, 'en')}` }).waitFor();
    const rest = (await toPay.textContent())!;
    const main = page.locator('main');
    if (rest === formatMoney(0, 'en')) {
      await main.getByRole('button', { name: 'Place order with store credit' }).click();
    } else {
      await choosePaymentMethod(page, 'Card');
      await main.getByRole('button', { name: `Pay ${rest}` }).click();
      await payInDialog(page);
    }
    await page.waitForURL((url) => /^\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByTestId('order-store-credit').filter({ hasText: formatMoney(credit, 'en') }).waitFor({ timeout: 20_000 });

    // the invoice keeps the full value and says what the credit paid
    await page.getByRole('button', { name: 'Tax invoice', exact: true }).click();
    const invoice = page.locator('.tax-invoice');
    await invoice.getByTestId('invoice-store-credit').filter({ hasText: `Paid with store credit: ${formatMoney(credit, 'en')}` }).waitFor({ timeout: 20_000 });
    const [placed] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.equal(placed?.storeCredit, credit);
    assert.ok(placed!.totals.inclusive >= product.price);
    assert.ok(['paid', 'free'].includes(placed!.paymentStatus));
    assert.equal(await storeCreditBalance(shop.services.db, uid), 0);
    console.log(
      `store credit e2e: COD return refunded as credit ${credit}; next order ${placed?.number} total ${placed?.totals.inclusive}, credit ${placed?.storeCredit}, rest ${rest} -> ${placed?.paymentStatus}, balance now 0`,
    );
  });

  it('an exchange of a size: approved, the new size reserved, a linked order at ₹0 that the admin ships', async () => {
    const [bangles] = await shop.services.db.select().from(productsTable).where(eq(productsTable.slug, BANGLES));
    assert.ok(bangles);
    const from = seedVariantId(BANGLES, ['2.6', 'Red']);
    const to = seedVariantId(BANGLES, ['2.8', 'Red']);
    const variantStock = async (id: string) => (await shop.services.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;
    const before = await variantStock(to);
    assert.ok(before > 0);
    const order = await deliveredOrder({ productId: bangles.id, title: bangles.title, unitPrice: bangles.price, variantId: from, variant: 'Size: 2.6, Colour: Red' }, false);

    const asked = await api(customerToken, 'POST', `/orders/${order.id}/returns`, { kind: 'exchange', reason: 'Size or fit', lines: [{ lineIndex: 0, quantity: 1, exchangeVariantId: to }] });
    await api(adminToken, 'POST', `/admin/returns/${asked.id as string}/approve`, { instruction: 'pickup' });
    assert.equal(await variantStock(to), before - 1);
    const [linked] = await shop.services.db
      .select()
      .from(ordersTable)
      .where(and(eq(ordersTable.userId, uid), eq(ordersTable.idempotencyKey, `exchange-${asked.id as string}`)));
    assert.ok(linked);
    assert.deepEqual([linked.totals.inclusive, linked.paymentStatus, linked.exchange?.orderId], [0, 'free', order.id]);
    const number = `HT-${String(linked.number).padStart(6, '0')}`;
    const original = `HT-${String(order.number).padStart(6, '0')}`;

    // the admin's orders list names it an exchange for the original, and it ships like any order
    const adminPage = await signedIn(admin, '/admin/login', DEMO_ADMIN, '/admin/dashboard/orders');
    const row = adminPage.getByRole('row').filter({ has: adminPage.getByRole('button', { name: number }) });
    await row.getByTestId('order-exchange-of').filter({ hasText: `Exchange for ${original}, no charge` }).waitFor();
    await adminPage.getByRole('button', { name: number }).click();
    const drawer = adminPage.getByRole('dialog').filter({ hasText: 'History' });
    await drawer.getByRole('button', { name: 'Mark packed' }).click();
    await drawer.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Ship order ${number}` });
    await chooseOption(adminPage, dialog, dialog.getByRole('combobox'), 'Delhivery');
    await dialog.getByLabel('Tracking number').fill('EX1234567890');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await drawer.getByTestId('fulfilment-status').filter({ hasText: 'Shipped' }).waitFor();

    const [shipped] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, linked.id));
    assert.deepEqual([shipped?.fulfilmentStatus, shipped?.totals.inclusive, shipped?.invoiceNumber], ['shipped', 0, null]);
    console.log(`exchange e2e: ${original} size 2.6 -> 2.8 approved, 2.8 stock ${before} -> ${await variantStock(to)}, linked order ${number} at ₹0 -> ${shipped?.fulfilmentStatus}`);
  });
});
