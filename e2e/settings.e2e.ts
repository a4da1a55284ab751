/**
 * The admin's Settings page against the whole running shop (issue 23 items 1-3): the shared rules'
 * exact messages in English and Spanish, store details reaching the next invoice and the shop's
 * pages (title, footer, contact page), a webhook that
 * receives a paid order once, signed, and an allow-list that shuts the admin API but not the shop.
 * The rules' refusals by the API, retries after a receiver was down and the rest: api/src/modules/settings.test.ts.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { colonSeparateMultipleValue, gstNumber, slackName } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { getAdminOrder } from '../api/src/admin/order-workflows';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { markPaid } from '../api/src/checkout/payment';
import { products as productsTable, webhookDeliveries } from '../api/src/db/schema';
import { settingsChanged, writeSettings } from '../api/src/settings/store';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The messages antd shows under the form's fields. */
const shown = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();

it('store details reach the next invoice; the rules’ words in English and Spanish; a webhook gets a paid order once, signed; the allow-list shuts the admin API only', async () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let delivered!: () => void;
  const firstDelivery = new Promise<void>((resolve) => (delivered = resolve));
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      delivered();
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/orders`;

  try {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/admin/dashboard/settings'));
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard/settings');
    await settle(page, { record });

    // 1. Store details: a bad GSTIN is refused in the rule's words; a good one and a new legal name are saved
    const gstin = page.getByLabel('GSTIN');
    await gstin.fill('08AAHCH1234K1Z');
    await shown(page, withLanguage('en', () => gstNumber('08AAHCH1234K1Z')) as string);
    await gstin.fill('27ABCDE1234F1Z5');
    await page.getByLabel('Legal name').fill('Haat Weavers Private Limited');
    await page.getByLabel('Trading name').fill('Haat Weavers');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved.').waitFor();

    // the shop's pages name the new trading name: server HTML (its cache dropped by the change), the
    // hydrated page (the page carried the details: no request for them), a page the browser draws alone
    let html = '';
    for (const deadline = Date.now() + 5_000; !html.includes('Haat Weavers</title>') && Date.now() < deadline; ) {
      html = await (await fetch(shop.url('/es/contact-us'))).text();
      if (!html.includes('Haat Weavers</title>')) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.match(html, /<title>Contacto · Haat Weavers<\/title>/);
    assert.match(html, /© \d{4} Haat Weavers\./, 'the server-rendered footer');
    assert.match(html, /<a [^>]*class="brand"[^>]*>Haat Weavers<\/a>/, "the header's brand");
    assert.match(html, /Haat Weavers Private Limited/, "the contact page's address");
    const visitor = await shop.newContext('en-US');
    const { page: contact, record: visitorRecord } = await openPage(visitor);
    await contact.goto(shop.url('/contact-us'));
    await settle(contact, { record: visitorRecord });
    assert.equal(await contact.title(), 'Contact us · Haat Weavers');
    assert.equal(await contact.locator('header.site-header a.brand').innerText(), 'Haat Weavers');
    assert.match(await contact.locator('footer.site-footer').innerText(), /© \d{4} Haat Weavers\./);
    assert.match(await contact.locator('address').innerText(), /^Haat Weavers Private Limited\n/);
    assert.deepEqual(visitorRecord.requests.filter((url) => url.includes('/api/store')), [], 'the details came with the page');
    visitorRecord.reset();
    await contact.goto(shop.url('/cart'));
    await settle(contact, { record: visitorRecord });
    await contact.waitForFunction(() => document.title === 'Your cart · Haat Weavers');
    assert.match(await contact.locator('footer.site-footer').innerText(), /© \d{4} Haat Weavers\./);
    assert.deepEqual(visitorRecord.errors, []);
    await visitor.close();

    const [product] = await shop.services.db.select({ id: productsTable.id }).from(productsTable).limit(1);
    const order = await insertOrder(shop.services.db, { userId: null, email: 'buyer@example.in', lines: [{ productId: product!.id, unitPrice: 99_900, quantity: 1 }] });

    // 2. Notifications: a Slack channel with capitals, a header without a colon; then a webhook for paid orders
    await page.getByRole('tab', { name: 'Order notifications' }).click();
    await page.getByLabel('Slack channel').fill('Orders');
    await shown(page, withLanguage('en', () => slackName('Orders')) as string);
    await page.getByLabel('URL', { exact: true }).fill(hookUrl);
    await page.getByLabel('Extra headers').fill('X-Team shop');
    await shown(page, withLanguage('en', () => colonSeparateMultipleValue('X-Team shop')) as string);
    await page.getByLabel('Extra headers').fill('X-Team:shop');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await page.getByTestId('webhook-secret').innerText();
    assert.match(secret, /^whsec_/);

    await markPaid(shop.services, order.id, `pay_${order.id}`);
    await markPaid(shop.services, order.id, `pay_${order.id}`); // the provider tells twice
    const detail = await getAdminOrder(shop.services, order.id);
    assert.deepEqual(detail.seller, { legalName: 'Haat Weavers Private Limited', gstin: '27ABCDE1234F1Z5', stateCode: '08' });
    assert.ok(detail.order.invoice, 'the paid order has its invoice');

    // the outbox worker delivers it: waited for, up to 30 s
    await Promise.race([firstDelivery, new Promise((_, reject) => setTimeout(() => reject(new Error('no webhook delivery within 30 s')), 30_000).unref())]);
    assert.equal(received.length, 1, 'one delivery');
    // the provider's repeat queued nothing more (a worker round after the receiver's answer: api/src/modules/settings.test.ts)
    const queued = await shop.services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, 'order.paid'));
    assert.equal(queued.length, 1);
    const [delivery] = received;
    assert.equal(delivery!.headers['x-haat-signature'], `sha256=${createHmac('sha256', secret).update(delivery!.body).digest('hex')}`);
    assert.equal(JSON.parse(delivery!.body).data.order.id, order.id);
    assert.equal(delivery!.headers['x-team'], 'shop');

    // the same words in Spanish
    await page.goto(shop.url('/es/admin/dashboard/settings'));
    await settle(page, { record });
    await page.getByLabel('GSTIN').fill('08AAHCH1234K1Z');
    await shown(page, withLanguage('es', () => gstNumber('08AAHCH1234K1Z')) as string);
    await page.getByRole('tab', { name: 'Avisos de pedidos' }).click();
    await page.getByLabel('Canal de Slack').fill('Orders');
    await shown(page, withLanguage('es', () => slackName('Orders')) as string);
    await page.getByLabel('Cabeceras adicionales').fill('X-Team shop');
    await shown(page, withLanguage('es', () => colonSeparateMultipleValue('X-Team shop')) as string);

    // 3. Admin access: a list without this browser's address needs confirming, then shuts the admin API
    await page.getByRole('tab', { name: 'Acceso a la administración' }).click();
    await page.getByLabel('Direcciones permitidas').fill('10.9.9.9');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes guardados.').waitFor();
    const admin = await page.request.get(shop.url('/api/admin/dashboard'));
    assert.equal(admin.status(), 403);
    assert.equal((await page.request.get(shop.url('/admin/dashboard'))).status(), 403);
    assert.equal((await page.request.get(shop.url('/api/catalogue/products'))).status(), 200);
    const shopPage = await page.request.get(shop.url('/shop'));
    assert.equal(shopPage.status(), 200);
    assert.deepEqual(record.errors, []);
  } finally {
    // open the admin again for the other files' stacks (straight in the database: its API is shut)
    await writeSettings(shop.services.db, 'access', { addresses: [] });
    await settingsChanged(shop.services.database);
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
