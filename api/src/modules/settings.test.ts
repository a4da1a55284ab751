import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { settingsRoutes, storeRoutes } from 'shared-contracts/api/settings';
import { formatMoney } from 'shared-contracts/domain/money';
import { previewOverride } from 'shared-contracts/remotes/previews';
import { colonSeparateMultipleValue, gstNumber, ip, slackName } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { markPaid } from '../checkout/payment';
import { orderNumber } from '../orders/lifecycle';
import { auditLog, mailOutbox, webhookDeliveries } from '../db/schema';
import { retryDelay } from '../mail/worker';
import { deliveryWorker, signBody } from '../webhooks/worker';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local webhook receiver that can be stopped and started again on the same port. */
async function receiver() {
  const received: Received[] = [];
  let server: Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          received.push({ headers: request.headers, body });
          response.writeHead(204).end();
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return { received, start, stop, url: () => `http://127.0.0.1:${port}/hooks/orders` };
}

describe('settings (issue 23)', () => {
  let api: TestApi;
  let admin: { uid: string; token: string };
  let productId: string;

  before(async () => {
    api = await startTestApi({ MAIL_POLL_MS: '0' });
    admin = await api.user('admin');
    const category = await insertCategory(api.services.db, 'settings-pots');
    productId = (await insertProduct(api.services.db, { categoryId: category.id, slug: 'settings-vase', stock: 50 })).id;
  });
  after(() => api.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, language = 'en') =>
    api.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as object }) });

  const store = {
    legalName: 'Haat Weavers Private Limited',
    tradingName: 'Haat',
    gstin: '27ABCDE1234F1Z5',
    stateCode: '27',
    address: '4 Loom Street\nMumbai 400001',
    email: 'hello@haat.example',
    phone: '+912240001234',
    invoicePrefix: 'HW',
  };

  it('store details: today’s values at first; the rules refuse in the caller’s language; a change reaches the next invoice and the audit log', async () => {
    const first = settingsRoutes.adminGetStoreDetails.response.parse((await call('GET', '/admin/settings/store')).json());
    assert.equal(first.legalName, api.services.config.seller.legalName);
    assert.equal(first.gstin, api.services.config.seller.gstin);

    for (const language of ['en', 'es'] as const) {
      const refused = await call('PUT', '/admin/settings/store', { ...store, gstin: '27ABCDE1234F1Z', legalName: ' Haat' }, language);
      assert.equal(refused.statusCode, 400);
      const { fields } = refused.json().error;
      assert.deepEqual(fields.gstin, [withLanguage(language, () => gstNumber('27ABCDE1234F1Z'))]);
      assert.ok(fields.legalName.length >= 1);
    }

    const saved = await call('PUT', '/admin/settings/store', store);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().gstin, store.gstin);

    const order = await insertOrder(api.services.db, { userId: admin.uid, email: 'a@example.in', lines: [{ productId, unitPrice: 50_000, quantity: 1 }] });
    await markPaid(api.services, order.id, `pay_${order.id}`);
    const invoice = routes.myOrderInvoice.response.parse((await call('GET', `/orders/${order.id}/invoice`)).json());
    assert.deepEqual(invoice.seller, { legalName: store.legalName, gstin: store.gstin, stateCode: store.stateCode });
    assert.match(invoice.order.invoice!.number, /^HW\/\d{2}-\d{2}\/\d{6}$/);
    const [mail] = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    assert.match(mail!.text, /Haat Weavers Private Limited/);

    const audit = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, 'store'));
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.action, 'settings.update');
  });

  it('notifications: a Slack channel with capitals and a header without a colon are refused with the rules’ words', async () => {
    for (const language of ['en', 'es'] as const) {
      const slack = await call('PUT', '/admin/settings/notifications', { recipients: [], slackChannel: 'Orders', slackWebhookUrl: '' }, language);
      assert.equal(slack.statusCode, 400);
      assert.deepEqual(slack.json().error.fields.slackChannel, [withLanguage(language, () => slackName('Orders'))]);
      const header = await call('POST', '/admin/settings/webhooks', { url: 'https://hooks.example.com/x', headers: 'X-Team shop', events: ['order.paid'] }, language);
      assert.equal(header.statusCode, 400);
      assert.deepEqual(header.json().error.fields.headers, [withLanguage(language, () => colonSeparateMultipleValue('X-Team shop'))]);
    }
    const saved = await call('PUT', '/admin/settings/notifications', { recipients: ['owner@haat.example'], slackChannel: 'orders', slackWebhookUrl: '' });
    assert.equal(saved.statusCode, 200, saved.body);
  });

  it('webhooks: a paid order reaches the receiver once, signed, after it was down; the secret is shown once; send test; delivery log', async () => {
    const hook = await receiver();
    const created = await call('POST', '/admin/settings/webhooks', {
      url: hook.url(),
      auth: 'shop:s3cret',
      headers: 'X-Team:shop',
      events: ['order.paid', 'order.shipped'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const { webhook, secret } = settingsRoutes.adminCreateWebhook.response.parse(created.json());
    assert.match(secret, /^whsec_/);
    const listed = (await call('GET', '/admin/settings/notifications')).body;
    assert.ok(!listed.includes(secret) && !listed.includes('s3cret'), 'the secret and the password are never shown again');

    await hook.stop();
    const order = await insertOrder(api.services.db, { userId: null, email: 'b@example.in', lines: [{ productId, unitPrice: 20_000, quantity: 2 }] });
    await markPaid(api.services, order.id, `pay_${order.id}`);
    await markPaid(api.services, order.id, `pay_${order.id}`); // the provider tells twice: still one delivery
    const queued = await api.services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    assert.equal(queued.length, 1);
    // the extra recipient's e-mail is queued with the customer's
    const staff = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    assert.deepEqual(staff.map((mail) => mail.kind).sort(), ['order_confirmation', 'staff_order_paid']);

    const worker = deliveryWorker(api.services);
    const now = new Date();
    assert.deepEqual(await worker.deliverDue(now), { delivered: 0, failed: 1 }); // the receiver is down
    assert.equal(hook.received.length, 0);
    const [down] = await api.services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    assert.equal(down!.status, 'pending');
    assert.match(down!.lastError ?? '', /unreachable/);

    await hook.start();
    assert.deepEqual(await worker.deliverDue(now), { delivered: 0, failed: 0 }); // not due before its backoff
    const later = new Date(now.getTime() + retryDelay(1) + 1000);
    assert.deepEqual(await worker.deliverDue(later), { delivered: 1, failed: 0 });
    assert.deepEqual(await worker.deliverDue(later), { delivered: 0, failed: 0 }); // never twice
    assert.equal(hook.received.length, 1);
    const [got] = hook.received;
    assert.equal(got!.headers['x-haat-signature'], signBody(secret, got!.body));
    assert.equal(got!.headers['x-haat-event'], 'order.paid');
    assert.equal(got!.headers['x-team'], 'shop');
    assert.equal(got!.headers.authorization, `Basic ${Buffer.from('shop:s3cret').toString('base64')}`);
    const body = JSON.parse(got!.body);
    assert.equal(body.event, 'order.paid');
    assert.equal(body.data.order.id, order.id);

    const test = await call('POST', `/admin/settings/webhooks/${webhook.id}/test`);
    assert.equal(test.statusCode, 202, test.body);
    assert.deepEqual(await worker.deliverDue(later), { delivered: 1, failed: 0 });
    assert.equal(hook.received.at(-1)!.headers['x-haat-event'], 'test');
    const log = settingsRoutes.adminWebhookDeliveries.response.parse((await call('GET', `/admin/settings/webhooks/${webhook.id}/deliveries`)).json());
    assert.deepEqual(log.items.map((item) => [item.event, item.status, item.attempts]), [['test', 'delivered', 1], ['order.paid', 'delivered', 2]]);
    await hook.stop();
  });

  it('webhooks: a cancelled order is told however it was cancelled (here by its customer)', async () => {
    const created = await call('POST', '/admin/settings/webhooks', { url: 'https://hooks.example.com/cancelled', events: ['order.cancelled'] });
    const { webhook } = settingsRoutes.adminCreateWebhook.response.parse(created.json());
    const order = await insertOrder(api.services.db, { userId: admin.uid, email: 'c@example.in', lines: [{ productId, unitPrice: 10_000, quantity: 1 }] });
    assert.equal((await call('POST', `/orders/${order.id}/cancel`)).statusCode, 200);
    const queued = await api.services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    assert.deepEqual(queued.map((row) => [row.event, JSON.parse(row.body).data.order.status]), [['order.cancelled', 'cancelled']]);
    assert.equal((await call('DELETE', `/admin/settings/webhooks/${webhook.id}`)).statusCode, 200);
  });

  it('the store’s public details: every page reads them without signing in, as saved', async () => {
    const answer = await api.app.inject({ url: '/api/store' });
    assert.equal(answer.statusCode, 200, answer.body);
    const shown = storeRoutes.getStore.response.parse(answer.json());
    assert.deepEqual(shown, { legalName: store.legalName, tradingName: store.tradingName, gstin: store.gstin, email: store.email, phone: store.phone, address: store.address });
    assert.ok(!('invoicePrefix' in answer.json()) && !('language' in answer.json()), 'only what the pages show');

    assert.equal((await call('PUT', '/admin/settings/store', { ...store, tradingName: 'Haat Looms' })).statusCode, 200);
    assert.equal(storeRoutes.getStore.response.parse((await api.app.inject({ url: '/api/store' })).json()).tradingName, 'Haat Looms');
    assert.equal((await call('PUT', '/admin/settings/store', store)).statusCode, 200);
  });

  it('staff notices are written in the store’s language: the extra recipients’ e-mail (the mails’ layout) and Slack', async () => {
    const refused = await call('PUT', '/admin/settings/store', { ...store, language: 'de' });
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.json().error.fields.language, refused.body);

    assert.equal((await call('PUT', '/admin/settings/store', { ...store, language: 'es' })).statusCode, 200);
    const notices = { recipients: ['owner@haat.example'], slackChannel: 'pedidos', slackWebhookUrl: 'https://hooks.slack.example/services/T1/B2/x' };
    assert.equal((await call('PUT', '/admin/settings/notifications', notices)).statusCode, 200);
    try {
      // the customer wrote in French: their mail stays French, the staff's is the store's Spanish
      const order = await insertOrder(api.services.db, { userId: null, email: 'd@example.in', language: 'fr', lines: [{ productId, unitPrice: 125_000, quantity: 2 }] });
      await markPaid(api.services, order.id, `pay_${order.id}`);
      const mails = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
      const staff = mails.find((mail) => mail.kind === 'staff_order_paid')!;
      const number = orderNumber(order.number);
      assert.equal(staff.language, 'es');
      assert.equal(staff.subject, `Nuevo pedido pagado ${number}: ${formatMoney(250_000, 'es')}`);
      assert.match(staff.text, new RegExp(`^El pedido ${number} se ha pagado: .*2 artículo\\(s\\)`));
      assert.match(staff.text, /Ábrelo en la administración: http\S+\/es\/admin\/dashboard\/orders\?order=/);
      assert.match(staff.html, /^<!doctype html><html lang="es">/);
      assert.equal(mails.find((mail) => mail.kind === 'order_confirmation')!.language, 'fr');
      const [slack] = await api.services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.dedupeKey, `order.paid:${order.id}:slack`));
      const said = JSON.parse(slack!.body) as { channel: string; text: string };
      assert.equal(said.channel, '#pedidos');
      assert.match(said.text, new RegExp(`^El pedido ${number} se ha pagado`));
    } finally {
      await call('PUT', '/admin/settings/notifications', { recipients: [], slackChannel: '', slackWebhookUrl: '' });
      await call('PUT', '/admin/settings/store', store);
    }
  });

  it('remote previews: an override without "::" is refused with the rule’s words in English and Spanish; a good one is kept for that admin only, audited', async () => {
    const bad = 'shop:https://preview.example.com/shop/mf-manifest.json';
    for (const language of ['en', 'es'] as const) {
      const refused = await call('PUT', '/admin/settings/previews', { overrides: bad }, language);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().error.fields.overrides, [withLanguage(language, () => previewOverride(bad))]);
    }
    assert.equal(withLanguage('es', () => previewOverride(bad)), 'Sustitución de URL no válida. (<valor>::<valor>)');
    const unknown = await call('PUT', '/admin/settings/previews', { overrides: 'basket::https://preview.example.com/mf-manifest.json' });
    assert.deepEqual(unknown.json().error.fields.overrides, [withLanguage('en', () => previewOverride('basket::https://preview.example.com/mf-manifest.json'))]);

    const good = ' shop::https://preview.example.com/shop/mf-manifest.json \n\ncheckout::http://127.0.0.1:9300/mf-manifest.json';
    const saved = await call('PUT', '/admin/settings/previews', { overrides: good });
    assert.equal(saved.statusCode, 200, saved.body);
    const kept = 'shop::https://preview.example.com/shop/mf-manifest.json\ncheckout::http://127.0.0.1:9300/mf-manifest.json';
    assert.deepEqual(saved.json(), { overrides: kept });
    assert.deepEqual((await call('GET', '/admin/settings/previews')).json(), { overrides: kept });

    // another admin has none; a customer may not ask
    const other = await api.user('admin');
    const theirs = await api.app.inject({ url: '/api/admin/settings/previews', headers: { authorization: `Bearer ${other.token}` } });
    assert.deepEqual(theirs.json(), { overrides: '' });
    const customer = await api.user('customer');
    assert.equal((await api.app.inject({ method: 'PUT', url: '/api/admin/settings/previews', headers: { authorization: `Bearer ${customer.token}` }, payload: { overrides: '' } })).statusCode, 403);

    const audit = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, 'previews'));
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.actorUid, admin.uid);
    assert.equal((await call('PUT', '/admin/settings/previews', { overrides: '' })).statusCode, 200);
    assert.deepEqual((await call('GET', '/admin/settings/previews')).json(), { overrides: '' });
  });

  it('admin access: a list without the caller’s address needs confirming, then shuts the admin API (403) while the shop works', async () => {
    const bad = await call('PUT', '/admin/settings/access', { addresses: '10.0.0.1\n10.0.0.300' }, 'es');
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().error.fields.addresses, [withLanguage('es', () => ip('10.0.0.300'))]);
    const refused = await call('PUT', '/admin/settings/access', { addresses: '10.0.0.1' });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().error.details.yourAddress, '127.0.0.1');
    assert.equal((await call('PUT', '/admin/settings/access', { addresses: '10.0.0.1\n127.0.0.1' })).statusCode, 200);
    assert.equal((await call('GET', '/admin/dashboard')).statusCode, 200);

    const confirmed = await call('PUT', '/admin/settings/access', { addresses: '10.0.0.1', confirmLockout: true });
    assert.equal(confirmed.statusCode, 200);
    const shut = await call('GET', '/admin/dashboard');
    assert.equal(shut.statusCode, 403);
    assert.equal(shut.json().error.code, 'forbidden');
    assert.equal((await api.app.inject({ url: '/api/catalogue/products' })).statusCode, 200);
    assert.equal((await api.app.inject({ url: '/api/catalogue/categories' })).statusCode, 200);

    // let the rest of the file's admin in again (straight in the database: the admin API is shut)
    const { writeSettings, settingsChanged } = await import('../settings/store');
    await writeSettings(api.services.db, 'access', { addresses: [] });
    await settingsChanged(api.services.database);
    assert.equal((await call('GET', '/admin/dashboard')).statusCode, 200);
  });
});
