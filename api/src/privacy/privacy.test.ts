/**
 * Issue 35 item 5: the customer's own data. A download holds the asker's orders and addresses and
 * nothing of another customer's; sign-up and checkout record the privacy notice with its version
 * and time, marketing only when ticked, and it can be withdrawn; the retention job removes what is
 * past its period and keeps orders with a tax invoice.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION, RETENTION, taxRecordKeptUntil } from 'shared-contracts/domain/privacy';
import type { Address } from 'shared-contracts/domain/order';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, anonymousUser, bearer, BENGALURU, checkoutRequest, JAIPUR, MANY_CHECKOUTS } from '../checkout/testing';
import { carts, consents, dataExports, mailOutbox, orders } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { hasMarketingConsent } from './consent';
import { buildDueExports } from './export';
import { enforceRetention } from './retention';

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('the customer’s own data (issue 35 item 5)', () => {
  let api: TestApi;
  let productId: string;
  type Answer = { statusCode: number; body: string; json(): unknown; headers: Record<string, unknown> };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object, lng = 'en'): Promise<Answer> =>
    api.app.inject({ method, url: url.startsWith('/api') ? url : `/api${url}`, headers: { ...(token ? bearer(token) : {}), 'accept-language': lng }, ...(payload ? { payload } : {}) });
  const ok = async <T = Record<string, unknown>>(answer: Promise<Answer>, status = 200): Promise<T> => {
    const response = await answer;
    assert.equal(response.statusCode, status, response.body);
    return response.json() as T;
  };

  before(async () => {
    api = await startTestApi({ MAIL_POLL_MS: '0', ...MANY_CHECKOUTS });
    productId = await addProduct(api.services, { stock: 100 });
  });
  after(async () => api.close());

  it('a download holds the asker’s profile, addresses and orders, and nothing of another customer’s', async () => {
    const a = await api.user();
    const b = await api.user();
    const homeA: Address = { ...JAIPUR, name: 'Asha Export', line1: '21 Hawa Mahal Road' };
    const homeB: Address = { ...BENGALURU, name: 'Bela Other', line1: '77 Brigade Road' };
    await ok(call('PUT', '/account', a.token, { name: 'Asha Export', phone: '9876543210', addresses: [homeA] }));
    await ok(call('PUT', '/account', b.token, { name: 'Bela Other', addresses: [homeB] }));
    const ordersOf = async (token: string, address: Address, count: number) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const placed = await ok<{ order: { id: string; number: string } }>(call('POST', '/checkout', token, checkoutRequest([{ productId, quantity: 1 + i }], { shippingAddress: address })));
        ids.push(placed.order.id);
      }
      return ids;
    };
    const ordersA = await ordersOf(a.token, homeA, 2);
    const ordersB = await ordersOf(b.token, homeB, 2);

    const asked = await ok<{ id: string; status: string; progress: number; sections: number; links: unknown }>(call('POST', '/account/data-export', a.token), 202);
    assert.equal(asked.status, 'pending');
    assert.equal(asked.progress, 0);
    assert.equal(asked.links, null);
    // a second press answers the same download
    assert.equal((await ok<{ id: string }>(call('POST', '/account/data-export', a.token), 202)).id, asked.id);

    assert.deepEqual(await buildDueExports(api.services), { ready: 1, failed: 0 });
    const { latest } = await ok<{ latest: { id: string; status: string; progress: number; sections: number; links: { json: string; html: string } } }>(call('GET', '/account/data-export', a.token));
    assert.equal(latest.id, asked.id);
    assert.equal(latest.status, 'ready');
    assert.equal(latest.progress, latest.sections);

    // the link needs no session
    const file = await call('GET', latest.links.json, null);
    assert.equal(file.statusCode, 200, file.body);
    assert.match(String(file.headers['content-disposition']), /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(file.body) as { profile: { email: string; name: string }; addresses: Address[]; orders: { id: string }[]; consents: { kind: string }[]; emails: unknown[] };
    assert.equal(data.profile.email, a.email);
    assert.deepEqual(data.addresses.map((address) => address.line1), [homeA.line1]);
    assert.deepEqual(data.orders.map((order) => order.id).sort(), [...ordersA].sort());
    const foreign = [...ordersB, b.email, b.uid, homeB.name, homeB.line1].filter((value) => file.body.includes(value));
    assert.deepEqual(foreign, []);
    console.log(`data export of A: ${data.orders.length} orders, ${data.addresses.length} address, ${data.consents.length} consents; of B's ${ordersB.length} orders, e-mail, uid, name and street: ${foreign.length} found`);

    const page = await call('GET', latest.links.html, null);
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.ok(page.body.includes(homeA.line1));
    assert.ok(!page.body.includes(homeB.line1));

    // e-mailed too, with the same link
    const [mail] = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `data_export:${asked.id}`));
    assert.equal(mail?.to, a.email);
    assert.ok(mail.text.includes(latest.links.json), mail.text);

    // a wrong token, or B's own link for A's file: refused on the token, in the caller's language
    const wrong = await call('GET', latest.links.json.replace(/token=[0-9a-f]{64}/, `token=${'0'.repeat(64)}`), null, undefined, 'es');
    assert.equal(wrong.statusCode, 403);
    assert.deepEqual((wrong.json() as { error: { fields: Record<string, string[]> } }).error.fields, {
      token: ['Este enlace de descarga no es válido. Abre de nuevo el enlace del correo o pide una nueva descarga en Mi cuenta.'],
    });
    // expired: refused, then removed by the retention job
    await api.services.db.update(dataExports).set({ expiresAt: daysAgo(1) }).where(eq(dataExports.id, asked.id));
    const expired = await call('GET', latest.links.json, null, undefined, 'fr');
    assert.equal(expired.statusCode, 403);
    assert.deepEqual((expired.json() as { error: { fields: Record<string, string[]> } }).error.fields.token, [
      'Ce lien de téléchargement a expiré et son fichier a été supprimé. Demandez un nouveau téléchargement dans Mon compte.',
    ]);
    assert.equal((await ok<{ latest: { links: unknown } }>(call('GET', '/account/data-export', a.token))).latest.links, null);
  });

  it('sign-up and checkout record the privacy notice with its version and time; marketing is opt-in and can be withdrawn', async () => {
    const email = `Consent.${randomUUID().slice(0, 8)}@shop.test`;
    const startedAt = Date.now();
    const created = await ok<{ uid: string }>(call('POST', '/account/sign-up', null, { name: 'Chitra', email, password: 'secret123', privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: true }), 201);
    const rows = await api.services.db.select().from(consents).where(eq(consents.userId, created.uid)).orderBy(consents.id);
    assert.deepEqual(
      rows.map((row) => [row.kind, row.granted, row.version, row.source]),
      [
        ['privacy_notice', true, PRIVACY_NOTICE_VERSION, 'sign_up'],
        ['marketing', true, PRIVACY_NOTICE_VERSION, 'sign_up'],
      ],
    );
    for (const row of rows) assert.ok(Math.abs(new Date(row.at).getTime() - startedAt) < 60_000, row.at);
    // found by the account, and by any spelling of its mailbox
    assert.equal(await hasMarketingConsent(api.services.db, { userId: created.uid }), true);
    assert.equal(await hasMarketingConsent(api.services.db, { email: email.toUpperCase() }), true);

    const token = await api.signIn(email, 'secret123');
    const withdrawn = await ok<{ marketing: boolean; history: { kind: string; granted: boolean; source: string }[] }>(call('PUT', '/account/consents/marketing', token, { granted: false }));
    assert.equal(withdrawn.marketing, false);
    assert.deepEqual(withdrawn.history.at(-1), { ...withdrawn.history.at(-1), kind: 'marketing', granted: false, source: 'account' });
    assert.equal(await hasMarketingConsent(api.services.db, { userId: created.uid, email }), false);

    // a guest's checkout: the notice recorded with the order; an unticked box gives no marketing consent
    const guest = await anonymousUser();
    const guestEmail = `guest.${randomUUID().slice(0, 8)}@example.in`;
    await ok(call('POST', '/checkout', guest.token, checkoutRequest([{ productId, quantity: 1 }], { email: guestEmail, privacyNoticeVersion: PRIVACY_NOTICE_VERSION })));
    const guestRows = await api.services.db.select().from(consents).where(eq(consents.userId, guest.uid));
    assert.deepEqual(
      guestRows.map((row) => [row.kind, row.granted, row.version, row.source, row.mailbox]),
      [['privacy_notice', true, PRIVACY_NOTICE_VERSION, 'checkout', guestEmail]],
    );
    assert.equal(await hasMarketingConsent(api.services.db, { email: guestEmail }), false);
    // ticked at a later checkout: given
    await ok(call('POST', '/checkout', guest.token, checkoutRequest([{ productId, quantity: 2 }], { email: guestEmail, privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: true })));
    assert.equal(await hasMarketingConsent(api.services.db, { email: guestEmail }), true);
    console.log(`consents: sign-up wrote ${rows.length} rows (version ${PRIVACY_NOTICE_VERSION}), withdrawal 1, guest checkouts ${guestRows.length + 2 - 1}; marketing after withdrawal: false`);
  });

  it('the retention job removes what is past its period and keeps orders with a tax invoice', async () => {
    const { db } = api.services;
    const guest = await anonymousUser();
    const customer = await api.user();
    const guestEmail = `old.guest.${randomUUID().slice(0, 8)}@example.in`;
    const place = async (token: string, extra = {}) =>
      (await ok<{ order: { id: string } }>(call('POST', '/checkout', token, checkoutRequest([{ productId, quantity: 1 }], extra)))).order.id;
    const oldUnpaid = await place(guest.token, { email: guestEmail });
    const recentUnpaid = await place(guest.token, { email: guestEmail, shippingAddress: BENGALURU });
    const oldInvoiced = await place(guest.token, { email: guestEmail });
    const customerOrder = await place(customer.token);
    const old = daysAgo(RETENTION.unpaidGuestOrderDays + 1);
    await db.update(orders).set({ status: 'cancelled', paymentStatus: 'unpaid', reservedUntil: null, createdAt: old }).where(inArray(orders.id, [oldUnpaid, customerOrder]));
    await db.update(orders).set({ status: 'cancelled', paymentStatus: 'unpaid', reservedUntil: null }).where(eq(orders.id, recentUnpaid));
    await db.update(orders).set({ status: 'confirmed', paymentStatus: 'paid', invoiceNumber: `HT/TEST/${randomUUID().slice(0, 6)}`, invoicedAt: old, createdAt: old }).where(eq(orders.id, oldInvoiced));
    await enqueueMail(db, { kind: 'order_cancelled', orderId: oldUnpaid, dedupeKey: `test:${randomUUID()}`, to: guestEmail, language: 'en', subject: 'Cancelled', text: 'Asha Rao, 14 Johari Bazaar', html: '' });

    await db.insert(carts).values([
      { uid: guest.uid, lines: [], updatedAt: daysAgo(RETENTION.guestCartDays + 1) },
      { uid: customer.uid, lines: [], updatedAt: daysAgo(RETENTION.guestCartDays + 1) },
    ]).onConflictDoUpdate({ target: carts.uid, set: { updatedAt: daysAgo(RETENTION.guestCartDays + 1) } });
    const exportRow = (id: string, expiresAt: string) => ({ id, userId: customer.uid, status: 'ready' as const, secret: 'x', json: '{}', html: '', expiresAt });
    const expiredExport = randomUUID();
    const liveExport = randomUUID();
    await db.insert(dataExports).values([exportRow(expiredExport, daysAgo(1)), exportRow(liveExport, daysAgo(-3))]);
    const oldMail = `test:${randomUUID()}`;
    const newMail = `test:${randomUUID()}`;
    await enqueueMail(db, { kind: 'order_shipped', orderId: null, dedupeKey: oldMail, to: 'someone@example.in', language: 'en', subject: 'Old', text: 'old', html: '' });
    await enqueueMail(db, { kind: 'order_shipped', orderId: null, dedupeKey: newMail, to: 'someone@example.in', language: 'en', subject: 'New', text: 'new', html: '' });
    await db.update(mailOutbox).set({ status: 'sent' }).where(inArray(mailOutbox.dedupeKey, [oldMail, newMail]));
    await db.update(mailOutbox).set({ createdAt: daysAgo(RETENTION.mailDays + 1) }).where(eq(mailOutbox.dedupeKey, oldMail));

    const removed = await enforceRetention(db);
    console.log(`retention job: ${JSON.stringify(removed)}`);
    assert.ok(removed.guestCarts >= 1 && removed.guestOrders >= 1 && removed.dataExports >= 1 && removed.mails >= 1, JSON.stringify(removed));

    const byId = new Map((await db.select().from(orders).where(inArray(orders.id, [oldUnpaid, recentUnpaid, oldInvoiced, customerOrder]))).map((row) => [row.id, row]));
    const anonymized = byId.get(oldUnpaid)!;
    assert.equal(anonymized.email, null);
    assert.deepEqual([anonymized.shippingAddress.name, anonymized.shippingAddress.line1, anonymized.shippingAddress.pincode], ['erased', 'erased', JAIPUR.pincode]);
    assert.equal(byId.get(recentUnpaid)!.email, guestEmail, 'an unpaid guest order within its period is kept as it is');
    assert.equal(byId.get(oldInvoiced)!.email, guestEmail, 'an invoiced order is a tax record: kept whole');
    assert.equal(byId.get(customerOrder)!.shippingAddress.name, JAIPUR.name, 'a customer’s order is not a guest’s');
    const cartsLeft = (await db.select({ uid: carts.uid }).from(carts).where(inArray(carts.uid, [guest.uid, customer.uid]))).map((row) => row.uid);
    assert.deepEqual(cartsLeft, [customer.uid]);
    const exportsLeft = (await db.select({ id: dataExports.id }).from(dataExports).where(inArray(dataExports.id, [expiredExport, liveExport]))).map((row) => row.id);
    assert.deepEqual(exportsLeft, [liveExport]);
    const mailsLeft = (await db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox).where(inArray(mailOutbox.dedupeKey, [oldMail, newMail]))).map((row) => row.key);
    assert.deepEqual(mailsLeft, [newMail]);
    const orderMails = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, oldUnpaid));
    assert.ok(orderMails.every((mail) => !mail.text.includes('Johari')), 'the anonymized order’s mails are emptied');
    // the invoice of 10 May 2026 (financial year 2026-27, annual return due 31 December 2027) is kept until 31 December 2033
    assert.equal(taxRecordKeptUntil('2026-05-10T10:00:00+05:30'), '2033-12-31');
    assert.equal(taxRecordKeptUntil('2027-03-31T23:00:00+05:30'), '2033-12-31');
    console.log(`retention kept: 1 unpaid guest order within ${RETENTION.unpaidGuestOrderDays} days, 1 invoiced order, 1 customer's order and cart, 1 live download, 1 recent mail`);
  });
});
