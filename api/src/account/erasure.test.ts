/**
 * Issue 29 item 7: deleting an account reaches everything. A customer signs up, fills in a
 * profile, places orders that are paid, shipped, delivered, refunded and cancelled, so the mail
 * outbox, the webhook and Slack deliveries and the realtime events all hold their name, street,
 * phone and e-mail; some mails and deliveries are sent, some still wait. After the deletion, every
 * text, varchar, json, jsonb and array column of every table in the schema (information_schema)
 * is searched for each of them: none is left. What the tax invoice keeps (erasure.ts, README
 * "Deleting an account") is still there.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Address } from 'shared-contracts/domain/order';
import { CARRIER_IDS } from 'shared-contracts/domain/shipping';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS } from '../checkout/testing';
import { mailOutbox, orders, webhookDeliveries } from '../db/schema';
import { mailWorker } from '../mail/worker';
import { keptTransport } from '../mail/transport';
import { isSandboxProvider } from '../payments/sandbox';
import { SANDBOX_CARDS } from '../payments/sandbox-hosted';
import { settingsChanged, writeSettings } from '../settings/store';
import { deliveryWorker } from '../webhooks/worker';
import { ERASED_DELIVERY_NOTE } from './erasure';

type Placed = { order: { id: string; number: string }; payment: { providerOrderId: string } };

async function receiver() {
  let count = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('deleting an account leaves nothing personal behind (issue 29 item 7)', () => {
  let api: TestApi;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  const rows = async <T>(statement: SQL) => ((await api.services.db.execute(statement)) as unknown as { rows: T[] }).rows;

  before(async () => {
    api = await startTestApi({ MAIL_POLL_MS: '0', ...MANY_CHECKOUTS });
    hooks = await receiver();
    const provider = api.services.payments;
    assert.ok(isSandboxProvider(provider));
    provider.webhooks.deliver = async (call) => {
      await api.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: call.headers, payload: call.body });
    };
  });
  after(async () => {
    await hooks.close();
    await api.close();
  });

  it('its name, street, phone and e-mail are in no column of any table afterwards, except the invoice’s kept fields', async () => {
    const { db } = api.services;
    const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
      api.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    const ok = async (answer: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
      const response = await answer;
      assert.equal(response.statusCode, status, response.body);
      return response.json();
    };

    // the merchant: a webhook for every order event, Slack, an extra recipient
    const admin = await api.user('admin');
    await ok(inject('POST', '/admin/settings/webhooks', admin.token, { url: hooks.url('/hooks'), events: ['order.paid', 'order.shipped', 'order.cancelled', 'order.refunded'] }), 201);
    await writeSettings(db, 'notifications', { recipients: ['owner@haat.example'], slackChannel: 'orders', slackWebhookUrl: hooks.url('/slack') });
    await settingsChanged(api.services.database);

    // the customer, with values found nowhere else
    const person = {
      name: 'Ishwari Venkataraghavan',
      street: '88 Kalbadevi Marg Lane',
      phone: '9123456780',
      email: `ishwari.${randomUUID().slice(0, 8)}@haat-erasure.example`,
    };
    await ok(inject('POST', '/account/sign-up', null, { name: person.name, email: person.email, password: 'secret123' }), 201);
    await ok(inject('POST', '/account/password-reset', null, { email: person.email }), 202);
    const token = await api.signIn(person.email, 'secret123');
    const address: Address = { name: person.name, line1: person.street, line2: 'Near Mumbadevi Temple', city: 'Mumbai', stateCode: '27', pincode: '400002', phone: person.phone };
    await ok(inject('PUT', '/account', token, { name: person.name, phone: `+91${person.phone}`, addresses: [address] }));

    const product = await addProduct(api.services, { stock: 20 });
    const checkout = async () => (await ok(inject('POST', '/checkout', token, checkoutRequest([{ productId: product, quantity: 1 }], { shippingAddress: address })))) as Placed;
    const pay = async (placed: Placed) => {
      const card = await api.app.inject({ method: 'POST', url: '/sandbox-pay/pay', payload: { order_id: placed.payment.providerOrderId, card: { number: SANDBOX_CARDS.succeeds, expiry: '12/30', cvv: '123' } } });
      const result = card.json() as { razorpay_payment_id: string; razorpay_signature: string };
      await ok(inject('POST', '/payments/verify', token, { orderId: placed.order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature }));
    };
    const status = (id: string, axis: string, to: string) => ok(inject('POST', `/admin/orders/${id}/status`, admin.token, { axis, to }));

    // 1. paid, shipped and delivered; 2. paid and refunded
    const delivered = await checkout();
    await pay(delivered);
    const paidRow = (await db.select().from(orders).where(eq(orders.id, delivered.order.id)))[0]!;
    if (paidRow.status !== 'confirmed') await status(delivered.order.id, 'order', 'confirmed');
    await status(delivered.order.id, 'fulfilment', 'packed');
    await ok(inject('POST', `/admin/orders/${delivered.order.id}/ship`, admin.token, { carrier: CARRIER_IDS[0], trackingNumber: 'TRACK123456' }));
    await status(delivered.order.id, 'fulfilment', 'delivered');
    const refunded = await checkout();
    await pay(refunded);
    await ok(inject('POST', `/admin/orders/${refunded.order.id}/refund`, admin.token, { reason: 'Changed their mind' }));

    // the workers send what is due: mails kept (no SMTP here), deliveries posted
    assert.ok((await mailWorker(db, keptTransport, 'shop@haat.example').deliverDue(new Date())).sent >= 5);
    const posted = await deliveryWorker(api.services).deliverDue(new Date());
    assert.equal(posted.failed, 0);
    assert.equal(hooks.received(), posted.delivered);
    const sent = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'delivered'));
    assert.deepEqual([sent.length, sent.filter((row) => row.body === '').length], [posted.delivered, posted.delivered], 'a delivered body is emptied at once');

    // 3. checked out and cancelled by the customer, and a second password reset: their mail and deliveries still wait at the deletion
    const cancelled = await checkout();
    await ok(inject('POST', `/orders/${cancelled.order.id}/cancel`, token));
    await ok(inject('POST', '/account/password-reset', null, { email: person.email }), 202);
    const waitingMails = await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    const waitingDeliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
    assert.ok(waitingMails.length >= 1 && waitingDeliveries.length >= 1, 'something still waits');

    // before: the values are there to be found (the scan below would find them)
    const needles = [person.name, person.street, person.phone, person.email];
    const scan = async () => {
      const columns = await rows<{ table_name: string; column_name: string }>(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by c.table_name, c.column_name`);
      // one query a table, counting every column and value in one pass over its rows (a query per
      // column and value made about 2,000 queries of the two scans)
      const hits: string[] = [];
      for (const table of new Set(columns.map((c) => c.table_name))) {
        const pairs = columns.filter((c) => c.table_name === table).flatMap(({ column_name: column }) => needles.map((needle) => ({ column, needle })));
        const counts = pairs.map(
          ({ column, needle }, index) =>
            sql`count(*) filter (where position(lower(${needle}::text) in lower(${sql.identifier(column)}::text)) > 0)::int as ${sql.identifier(`n${index}`)}`,
        );
        const [found] = await rows<Record<string, number>>(sql`select ${sql.join(counts, sql`, `)} from ${sql.identifier(table)}`);
        pairs.forEach(({ column, needle }, index) => {
          const n = found![`n${index}`]!;
          if (n > 0) hits.push(`${table}.${column} (${n} × "${needle}")`);
        });
      }
      return { tables: new Set(columns.map((c) => c.table_name)).size, columns: columns.length, hits };
    };
    const before = await scan();
    const where = (needle: string) => new Set(before.hits.filter((hit) => hit.endsWith(`"${needle}")`)).map((hit) => hit.split(' ')[0]));
    for (const needle of needles) assert.ok(where(needle).size > 0, `${needle} is found before`);
    for (const column of ['mail_outbox.text_body', 'webhook_deliveries.body', 'orders.shipping_address', 'profiles.name']) {
      assert.ok(before.hits.some((hit) => hit.startsWith(`${column} `)), `${column} holds them before`);
    }

    // the deletion
    const erased = await ok(inject('DELETE', '/account', token));
    assert.ok(erased);

    const afterwards = await scan();
    assert.deepEqual(afterwards.hits, [], 'nothing personal is left');
    // pending mails of the account dropped; sent ones kept without recipient, subject or text
    const ofOrders = await db.select().from(mailOutbox).where(sql`${mailOutbox.orderId} in (${delivered.order.id}, ${refunded.order.id}, ${cancelled.order.id})`);
    assert.ok(ofOrders.length >= 3);
    for (const mail of ofOrders) assert.deepEqual([mail.status !== 'pending', mail.text, mail.html], [true, '', '']);
    assert.equal((await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length, 0);
    // deliveries about its orders: bodies empty; the waiting ones not sent, saying why
    const deliveries = await db.select().from(webhookDeliveries);
    assert.ok(deliveries.every((row) => row.body === ''));
    const notSent = deliveries.filter((row) => row.lastError === ERASED_DELIVERY_NOTE);
    assert.equal(notSent.length, waitingDeliveries.length);
    assert.ok(notSent.every((row) => row.status === 'failed'));
    assert.deepEqual(await deliveryWorker(api.services).deliverDue(new Date()), { delivered: 0, failed: 0 });

    // what the tax invoice keeps: the place of supply and PIN code, the invoice number, the sums
    const [kept] = await db.select().from(orders).where(eq(orders.id, delivered.order.id));
    assert.deepEqual([kept!.userId, kept!.email, kept!.shippingAddress.stateCode, kept!.shippingAddress.pincode], [null, null, '27', '400002']);
    assert.ok(kept!.invoiceNumber, 'the invoice number is kept');
    assert.ok(kept!.totals.inclusive > 0);

    console.log(
      `account erasure: before the deletion ${before.hits.length} column hits (${[...new Set(before.hits.map((hit) => hit.split(' ')[0]))].join(', ')}); ` +
        `after it scanned ${afterwards.tables} tables, ${afterwards.columns} text/json/array columns for ${needles.length} values (name, street, phone, e-mail): hits=${afterwards.hits.length}; ` +
        `${ofOrders.length} mails of its orders kept emptied, ${waitingMails.length} waiting dropped, ${notSent.length} waiting deliveries not sent; invoice ${kept!.invoiceNumber} keeps state 27, PIN 400002`,
    );
  });
});
