/**
 * The outbox against a real SMTP server in this process (api/test/smtp.ts): mails queued with the
 * change they tell about, retried with exponential backoff while the server is down, sent once
 * when it is back, never twice with two workers; and shipping's validation and e-mail.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { min, required } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { markPaid } from '../checkout/payment';
import { mailOutbox } from '../db/schema';
import { claimDueMails, enqueueMail, markMailSent, mailsOfOrder } from './outbox';
import { smtpTransport } from './transport';
import { MAIL_LEASE_MS, mailWorker, retryDelay } from './worker';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('mail outbox', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  let admin: TestUser;
  let productId: string;
  const from = 'Haat Crafts <orders@haat.example>';

  const ship = (id: string, payload: object, language = 'en') =>
    api.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/ship`, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': language }, payload });
  const packedOrder = (language: 'en' | 'es' | 'fr' = 'en', email = 'meera@example.in') =>
    insertOrder(api.services.db, {
      userId: null,
      email,
      language,
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'packed',
      lines: [{ productId, title: 'Blue pottery vase', unitPrice: 129_900, quantity: 1 }],
    });
  const queue = (key: string) =>
    enqueueMail(api.services.db, { kind: 'order_shipped', orderId: null, dedupeKey: key, to: 'meera@example.in', language: 'en', subject: `Mail ${key}`, text: key, html: `<p>${key}</p>` });
  const row = async (id: number) => (await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  before(async () => {
    smtp = await startTestSmtp();
    // The app's own worker is off (MAIL_POLL_MS=0): each test drives workers at the times it names.
    api = await startTestApi({ SMTP_URL: smtp.url, MAIL_POLL_MS: '0' });
    admin = await api.user('admin');
    const category = await insertCategory(api.services.db);
    productId = (await insertProduct(api.services.db, { categoryId: category.id, stock: 50 })).id;
  });
  after(async () => {
    await api.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    // Earlier tests' mails were handled (sent or due later); each test counts what it sends itself.
    await api.services.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
    smtp.received.length = 0;
  });

  it('refuses shipping without a carrier and a tracking number, per field, in the caller language', async () => {
    const order = await packedOrder();
    const empty = await ship(order.id, {}, 'es');
    assert.equal(empty.statusCode, 400);
    const requiredEs = withLanguage('es', () => required(''));
    assert.deepEqual(empty.json().error.fields, { carrier: [requiredEs], trackingNumber: [requiredEs] });

    const bad = await ship(order.id, { carrier: 'pigeon', trackingNumber: 'AB1' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().error.fields).sort(), ['carrier', 'trackingNumber']);
    assert.deepEqual(bad.json().error.fields.trackingNumber, [min(6)('AB1')]);

    const unpacked = await insertOrder(api.services.db, { userId: null, email: 'x@example.in', status: 'confirmed', paymentStatus: 'paid', lines: [{ productId, unitPrice: 100_00, quantity: 1 }] });
    const early = await ship(unpacked.id, { carrier: 'delhivery', trackingNumber: '1234567890123' });
    assert.equal(early.statusCode, 409);
    // the plain status change cannot ship it: the carrier and tracking number are missing
    const bare = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'fr' },
      payload: { axis: 'fulfilment', to: 'shipped' },
    });
    assert.equal(bare.statusCode, 400);
    const requiredFr = withLanguage('fr', () => required(''));
    assert.deepEqual(bare.json().error.fields, { carrier: [requiredFr], trackingNumber: [requiredFr] });
    assert.deepEqual(await mailsOfOrder(api.services.db, order.id), [], 'nothing refused queues a mail');
    assert.deepEqual(await mailsOfOrder(api.services.db, unpacked.id), []);
  });

  it('ships with carrier and tracking number, queues the shipped e-mail in the order language, and sends it', async () => {
    const order = await packedOrder('es', 'lucia@example.es');
    const response = await ship(order.id, { carrier: 'delhivery', trackingNumber: ' 1234567890123 ' });
    assert.equal(response.statusCode, 200);
    const shipped = routes.adminShipOrder.response.parse(response.json());
    assert.equal(shipped.fulfilmentStatus, 'shipped');
    assert.equal(shipped.shipment?.carrier, 'delhivery');
    assert.equal(shipped.shipment?.trackingNumber, '1234567890123');

    const detail = routes.adminGetOrder.response.parse((await api.app.inject({ url: `/api/admin/orders/${order.id}`, headers: { authorization: `Bearer ${admin.token}` } })).json());
    assert.equal(detail.order.shipment?.trackingNumber, '1234567890123');

    const [mail, ...more] = await mailsOfOrder(api.services.db, order.id);
    assert.equal(more.length, 0);
    assert.equal(mail!.kind, 'order_shipped');
    assert.equal(mail!.to, 'lucia@example.es');
    assert.equal(mail!.language, 'es');
    const number = `HT-${String(order.number).padStart(6, '0')}`;
    assert.equal(mail!.subject, `El pedido ${number} está en camino`);
    assert.match(mail!.text, /Tu paquete ha salido de nuestro taller con Delhivery\./);
    assert.match(mail!.text, /Número de seguimiento: 1234567890123/);
    assert.match(mail!.text, /https:\/\/www\.delhivery\.com\/track\/package\/1234567890123/);
    assert.match(mail!.text, new RegExp(`/es/accounts/orders\\?order=${order.id}`));

    // shipping again is refused (already shipped): still one mail
    assert.equal((await ship(order.id, { carrier: 'dtdc', trackingNumber: 'D12345678' })).statusCode, 409);
    assert.equal((await mailsOfOrder(api.services.db, order.id)).length, 1);

    const worker = mailWorker(api.services.db, smtpTransport(smtp.url), from);
    assert.deepEqual(await worker.deliverDue(), { sent: 1, failed: 0 });
    assert.equal(smtp.received.length, 1);
    assert.deepEqual(smtp.received[0]!.to, ['lucia@example.es']);
    assert.equal(smtp.received[0]!.subject, `El pedido ${number} está en camino`);
    assert.equal((await mailsOfOrder(api.services.db, order.id))[0]!.status, 'sent');
  });

  it('tells the customer when the order is delivered (issue 38), in the order language, once', async () => {
    const order = await packedOrder('fr', 'camille@example.fr');
    assert.equal((await ship(order.id, { carrier: 'india_post', trackingNumber: 'EE123456789IN' })).statusCode, 200);
    const deliver = () =>
      api.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/status`, headers: { authorization: `Bearer ${admin.token}` }, payload: { axis: 'fulfilment', to: 'delivered' } });
    assert.equal((await deliver()).statusCode, 200);
    // delivered twice is refused (same status): still one delivered mail
    assert.equal((await deliver()).statusCode, 409);
    const mails = await mailsOfOrder(api.services.db, order.id);
    const delivered = mails.filter((mail) => mail.kind === 'order_delivered');
    console.log(`delivered e-mail: ${mails.map((mail) => mail.kind).join(', ')}; ${delivered.length} delivered, "${delivered[0]?.subject}" in ${delivered[0]?.language}`);
    assert.equal(delivered.length, 1);
    const number = `HT-${String(order.number).padStart(6, '0')}`;
    assert.equal(delivered[0]!.to, 'camille@example.fr');
    assert.equal(delivered[0]!.language, 'fr');
    assert.equal(delivered[0]!.subject, `Commande ${number} livrée`);
    assert.match(delivered[0]!.text, new RegExp(`Votre commande ${number} a été livrée\\.`));
    assert.match(delivered[0]!.text, /demander un retour ou un échange depuis votre commande/);
    assert.match(delivered[0]!.text, new RegExp(`/fr/accounts/orders\\?order=${order.id}`));
    assert.match(delivered[0]!.text, /1 × Blue pottery vase/);
    assert.match(delivered[0]!.html, /<html lang="fr">/);
  });

  it('queues the confirmation, in the language the order was placed in, with its invoice, once, when the payment comes in', async () => {
    const order = await insertOrder(api.services.db, {
      userId: null,
      email: 'camille@example.fr',
      language: 'fr',
      lines: [{ productId, title: 'Vase en poterie bleue', unitPrice: 129_900, quantity: 2 }],
    });
    await markPaid(api.services, order.id, `pay_${order.id}`);
    await markPaid(api.services, order.id, `pay_${order.id}`); // the webhook after the dialog: a repeat
    const mails = await mailsOfOrder(api.services.db, order.id);
    assert.deepEqual(mails.map((mail) => mail.kind), ['order_confirmation']);
    const [mail] = mails;
    const number = `HT-${String(order.number).padStart(6, '0')}`;
    assert.equal(mail!.subject, `Commande ${number} confirmée`);
    assert.match(mail!.text, /^Bonjour Asha Rao,/);
    assert.match(mail!.text, /Votre facture avec GST HT\/\d{2}-\d{2}\/\d{6} est prête/);
    assert.match(mail!.text, /2 × Vase en poterie bleue : 2[\s\u202f]598,00[\s\u202f]₹/);
    assert.match(mail!.text, new RegExp(`Voir votre commande et la facture : http://localhost:8080/fr/accounts/orders/${order.id}/confirmation\n`));
    assert.match(mail!.html, /<html lang="fr">/);

    // an unpaid order that is cancelled tells nobody; a paid one the shop cancels does
    const unpaid = await insertOrder(api.services.db, { userId: null, email: 'x@example.in', lines: [{ productId, unitPrice: 100_00, quantity: 1 }] });
    const cancel = (id: string) =>
      api.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers: { authorization: `Bearer ${admin.token}` }, payload: { axis: 'order', to: 'cancelled' } });
    assert.equal((await cancel(unpaid.id)).statusCode, 200);
    assert.deepEqual(await mailsOfOrder(api.services.db, unpaid.id), []);
    assert.equal((await cancel(order.id)).statusCode, 200);
    const cancelled = (await mailsOfOrder(api.services.db, order.id)).map((mail) => [mail.kind, mail.subject]);
    assert.deepEqual(cancelled, [
      ['order_confirmation', `Commande ${number} confirmée`],
      ['order_cancelled', `Commande ${number} annulée`],
    ]);
  });

  it('while SMTP is unreachable retries with exponential backoff, then sends the mail once when it is back', async () => {
    await queue('down-then-up');
    await queue('down-then-up-too');
    const [mail] = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'down-then-up'));
    const [other] = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'down-then-up-too'));
    const worker = mailWorker(api.services.db, smtpTransport(smtp.url), from);
    await smtp.stop();
    try {
      const t0 = new Date();
      // the server does not answer: the other mail waits as well, without a try of its own
      assert.deepEqual(await worker.deliverDue(t0), { sent: 0, failed: 2 });
      let state = await row(mail!.id);
      assert.equal(state.status, 'pending');
      assert.equal(state.attempts, 1);
      assert.equal(new Date(state.nextAttemptAt).getTime(), t0.getTime() + retryDelay(1));
      assert.match(state.lastError ?? '', /ECONNREFUSED|connect/i, 'the reason is kept');
      const waiting = await row(other!.id);
      assert.deepEqual([waiting.status, waiting.lastError, waiting.nextAttemptAt], ['pending', state.lastError, state.nextAttemptAt]);

      // not due before its time: no try at all
      assert.deepEqual(await worker.deliverDue(new Date(t0.getTime() + retryDelay(1) - 1000)), { sent: 0, failed: 0 });
      assert.equal((await row(mail!.id)).attempts, 1);

      const t1 = new Date(t0.getTime() + retryDelay(1));
      assert.deepEqual(await worker.deliverDue(t1), { sent: 0, failed: 2 });
      state = await row(mail!.id);
      assert.equal(state.attempts, 2);
      assert.equal(retryDelay(2), 2 * retryDelay(1), 'the wait doubles');
      assert.equal(new Date(state.nextAttemptAt).getTime(), t1.getTime() + retryDelay(2));
    } finally {
      await smtp.start();
    }
    const later = new Date(Date.now() + 24 * 3600_000);
    assert.deepEqual(await worker.deliverDue(later), { sent: 2, failed: 0 });
    assert.deepEqual(await worker.deliverDue(later), { sent: 0, failed: 0 });
    assert.deepEqual(smtp.received.map((received) => received.subject), ['Mail down-then-up', 'Mail down-then-up-too']);
    const sent = await row(mail!.id);
    assert.equal(sent.status, 'sent');
    assert.equal(sent.attempts, 3);
    assert.equal(sent.transport, 'smtp');
  });

  it('two workers (two API instances) send each mail exactly once', async () => {
    for (let i = 0; i < 12; i++) await queue(`pair-${i}`);
    const one = mailWorker(api.services.db, smtpTransport(smtp.url), from, 'worker-one');
    const two = mailWorker(api.services.db, smtpTransport(smtp.url), from, 'worker-two');
    // at once, at the worker's own now: due on the same clock, the mail queued last is due too
    const [a, b] = await Promise.all([one.deliverDue(), two.deliverDue()]);
    assert.equal(a.sent + b.sent, 12);
    const subjects = smtp.received.map((mail) => mail.subject).sort();
    assert.deepEqual(subjects, Array.from({ length: 12 }, (_, i) => `Mail pair-${i}`).sort());
    assert.equal(new Set(smtp.received.map((mail) => mail.messageId)).size, 12);
  });

  it('a claim holds a mail for its lease: nobody else takes it meanwhile, and a worker whose lease ended cannot mark it sent', async () => {
    await queue('leased');
    const now = new Date();
    const [claimed] = await claimDueMails(api.services.db, 'worker-a', now, MAIL_LEASE_MS, 50);
    assert.equal(claimed?.dedupeKey, 'leased');
    assert.deepEqual(await claimDueMails(api.services.db, 'worker-b', new Date(now.getTime() + MAIL_LEASE_MS - 1000), MAIL_LEASE_MS, 50), []);
    // worker-a stopped mid-send: after the lease another worker takes the mail
    const [retaken] = await claimDueMails(api.services.db, 'worker-b', new Date(now.getTime() + MAIL_LEASE_MS + 1000), MAIL_LEASE_MS, 50);
    assert.equal(retaken?.id, claimed.id);
    assert.equal(await markMailSent(api.services.db, claimed.id, 'worker-a', 'smtp', new Date()), false);
    assert.equal(await markMailSent(api.services.db, claimed.id, 'worker-b', 'smtp', new Date()), true);
  });

  it('queues one mail per event: the same dedupe key twice writes one row', async () => {
    assert.equal(await queue('once'), true);
    assert.equal(await queue('once'), false);
    assert.equal((await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'once'))).length, 1);
  });
});
