import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { downloadUrl } from 'shared-contracts/api/storage';
import { RETURN_LINK_METADATA, returnRoutes } from 'shared-contracts/api/returns';
import { startTestApi, type TestApi } from '../../test/harness';
import { listAuditLog } from '../audit/audit-log';
import { listCreditNotes } from '../credit-notes/repository';
import { anonymousUser } from '../checkout/testing';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { mailOutbox, orderHistory, orders, products } from '../db/schema';
import { queueOrderMail } from '../mail/order-mails';
import { returnLinkToken } from './link';

type TestUser = Awaited<ReturnType<TestApi['user']>>;
const DAY = 24 * 60 * 60 * 1000;

describe('returns: the customer asks, the admin approves, receives and refunds', () => {
  let api: TestApi;
  let admin: TestUser;
  let customer: TestUser;
  let categoryId: string;
  let blockedCategoryId: string;

  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lng = 'en') =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${user.token}`, 'accept-language': lng }, ...(payload ? { payload } : {}) });

  /** A paid order of two lines (2 × ₹599 and 1 × ₹1,000), delivered `daysAgo` days ago (never, when null). */
  async function deliveredOrder(daysAgo: number | null, options: { categoryId?: string; cod?: boolean } = {}) {
    const one = await insertProduct(api.services.db, { categoryId: options.categoryId ?? categoryId, stock: 5 });
    const two = await insertProduct(api.services.db, { categoryId, stock: 5 });
    const order = await insertOrder(api.services.db, {
      userId: customer.uid,
      email: customer.email,
      language: 'fr',
      status: 'confirmed',
      paymentStatus: options.cod ? 'collected' : 'paid',
      fulfilmentStatus: daysAgo === null ? 'shipped' : 'delivered',
      lines: [
        { productId: one.id, title: 'Channapatna top', unitPrice: 59_900, quantity: 2 },
        { productId: two.id, title: 'Block-print stole', unitPrice: 100_000, quantity: 1 },
      ],
    });
    // delivered: its tax invoice was numbered (at payment, or when a COD parcel shipped)
    await api.services.db
      .update(orders)
      .set({ invoiceNumber: `HT/26-27/R${order.number}`, invoicedAt: new Date().toISOString(), ...(options.cod ? { paymentMethod: 'cod' as const, paymentId: null } : {}) })
      .where(eq(orders.id, order.id));
    if (daysAgo !== null) {
      await api.services.db
        .insert(orderHistory)
        .values({ orderId: order.id, axis: 'fulfilment', from: 'shipped', to: 'delivered', actor: admin.uid, at: new Date(Date.now() - daysAgo * DAY).toISOString() });
    }
    return { order, productIds: [one.id, two.id] };
  }
  const ask = (orderId: string, lines: { lineIndex: number; quantity: number }[], lng = 'fr', extra: object = {}) =>
    as(customer, 'POST', `/api/orders/${orderId}/returns`, { kind: 'refund', reason: 'Size or fit', lines, ...extra }, lng);
  /** A photo uploaded through the shop's storage as the browser's storage client sends it; its link, or the refusal's status. */
  async function uploadPhoto(user: TestUser | null, name: string, customMetadata: Record<string, string> = {}): Promise<{ status: number; url?: string }> {
    const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } }).png().toBuffer();
    const metadata = { contentType: 'image/png', size: data.byteLength, sha256Hash: createHash('sha256').update(data).digest('base64'), customMetadata };
    const form = new FormData();
    form.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo');
    const encoded = new Response(form);
    const appCheck = (await api.app.inject({ method: 'POST', url: '/api/app-check/token' })).json().token as string;
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/storage/o?name=${encodeURIComponent(name)}`,
      headers: { 'content-type': encoded.headers.get('content-type')!, ...(user ? { authorization: `Bearer ${user.token}` } : {}), 'x-firebase-appcheck': appCheck },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    if (response.statusCode !== 200) return { status: response.statusCode };
    return { status: 200, url: downloadUrl(name, (response.json() as { downloadTokens: string }).downloadTokens.split(',')[0]!) };
  }
  const stockOf = async (id: string) => (await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
    customer = await api.user('customer');
    categoryId = (await insertCategory(api.services.db)).id;
    blockedCategoryId = (await insertCategory(api.services.db)).id;
    const saved = await as(admin, 'PUT', '/api/admin/settings/returns', {
      windowDays: 7,
      reasons: ['Damaged or defective', 'Size or fit'],
      nonReturnableCategories: [blockedCategoryId],
    });
    assert.equal(saved.statusCode, 200, saved.body);
  });
  after(() => api.close());

  it('the policy page reads the merchant’s window, reasons and non-returnable categories', async () => {
    const policy = returnRoutes.returnPolicy.response.parse((await api.app.inject({ method: 'GET', url: '/api/returns/policy' })).json());
    assert.equal(policy.windowDays, 7);
    assert.deepEqual(policy.reasons, ['Damaged or defective', 'Size or fit']);
    assert.deepEqual(
      policy.nonReturnableCategories.map((category) => category.id),
      [blockedCategoryId],
    );
  });

  it('never returns more than was delivered less what was already returned (400 on the field, in the caller’s language)', async () => {
    const { order } = await deliveredOrder(2);
    const first = await ask(order.id, [{ lineIndex: 0, quantity: 1 }]);
    assert.equal(first.statusCode, 200, first.body);
    const created = returnRoutes.requestReturn.response.parse(first.json());
    assert.equal(created.status, 'requested');
    assert.equal(created.value, 59_900);

    const tooMany = await ask(order.id, [{ lineIndex: 0, quantity: 2 }]);
    assert.equal(tooMany.statusCode, 400);
    assert.deepEqual(tooMany.json().error.fields, { 'lines.0.quantity': ['Vous pouvez retourner au plus 1 de « Channapatna top ».'] });
    const spanish = await ask(order.id, [{ lineIndex: 1, quantity: 2 }], 'es');
    assert.deepEqual(spanish.json().error.fields, { 'lines.0.quantity': ['Puedes devolver como máximo 1 de «Block-print stole».'] });
    const last = await ask(order.id, [{ lineIndex: 0, quantity: 1 }]);
    assert.equal(last.statusCode, 200, last.body);

    const state = returnRoutes.myOrderReturns.response.parse((await as(customer, 'GET', `/api/orders/${order.id}/returns`)).json());
    assert.deepEqual(
      state.lines.map((line) => [line.delivered, line.alreadyReturned, line.returnable]),
      [
        [2, 2, 0],
        [1, 0, 1],
      ],
    );
    // two requests at once for the last unit of line 1: the order's lock lets one through
    const both = await Promise.all([ask(order.id, [{ lineIndex: 1, quantity: 1 }]), ask(order.id, [{ lineIndex: 1, quantity: 1 }])]);
    assert.deepEqual(both.map((response) => response.statusCode).sort(), [200, 400]);
    console.log(`return quantities: line 0 delivered 2, returned 1 + 1, a third refused (400 lines.0.quantity); line 1 two requests at once -> ${both.map((r) => r.statusCode).join(', ')}`);
  });

  it('refuses outside the window, before delivery and for a non-returnable category, with a clear message', async () => {
    const late = await deliveredOrder(10);
    const outside = await ask(late.order.id, [{ lineIndex: 0, quantity: 1 }]);
    assert.equal(outside.statusCode, 400);
    assert.match(outside.json().error.fields.lines[0], /^Les retours sont acceptés dans les 7 jours suivant la livraison\. Cette commande a été livrée le .+ : le délai de retour a pris fin le .+\.$/);

    const shipped = await deliveredOrder(null);
    const early = await ask(shipped.order.id, [{ lineIndex: 0, quantity: 1 }], 'en');
    assert.deepEqual(early.json().error.fields, { lines: ['A return can be asked for once the order has been delivered.'] });

    const blocked = await deliveredOrder(1, { categoryId: blockedCategoryId });
    const refused = await ask(blocked.order.id, [{ lineIndex: 0, quantity: 1 }], 'en');
    assert.deepEqual(refused.json().error.fields, { 'lines.0.lineIndex': ['“Channapatna top” cannot be returned (its category is not returnable).'] });
    const state = returnRoutes.myOrderReturns.response.parse((await as(customer, 'GET', `/api/orders/${late.order.id}/returns`, undefined, 'fr')).json());
    assert.equal(state.open, false);
    assert.equal(state.refusal, 'window');
    console.log(`return refusals: 10 days after delivery (window 7) 400, not delivered 400, non-returnable category 400`);
  });

  it('two admins receiving the same return at once restock it once; the refund goes through the provider once, within what was paid', async () => {
    const { order, productIds } = await deliveredOrder(1);
    // a photo through the shop's storage, in the order's own folder: its customer may, another may not
    const photo = await uploadPhoto(customer, `returns/${order.id}/photo-1.png`);
    assert.equal(photo.status, 200);
    const stranger = await api.user('customer');
    assert.equal((await uploadPhoto(stranger, `returns/${order.id}/photo-2.png`)).status, 403);
    assert.equal((await api.app.inject({ method: 'GET', url: photo.url! })).statusCode, 200);
    const foreign = await ask(order.id, [{ lineIndex: 0, quantity: 2 }], 'en', { photos: [photo.url!.replace(order.id, 'o_someoneelse')] });
    assert.deepEqual(foreign.json().error.fields, { 'photos.0': ['Upload the photo again: this link is not one of this order’s photos.'] });
    const asked = await ask(order.id, [{ lineIndex: 0, quantity: 2 }], 'fr', { text: 'Trop petit', photos: [photo.url] });
    assert.equal(asked.statusCode, 200, asked.body);
    const created = asked.json();
    assert.deepEqual(created.photos, [photo.url]);
    assert.equal((await as(admin, 'POST', `/api/admin/returns/${created.id}/approve`, { instruction: 'pickup', trackingNumber: 'rt123' })).statusCode, 200);
    const stockBefore = await stockOf(productIds[0]!);

    const receipts = await Promise.all(
      [1, 2].map(() => as(admin, 'POST', `/api/admin/returns/${created.id}/receive`, { lines: [{ lineIndex: 0, inspection: 'restock' }] })),
    );
    assert.deepEqual(receipts.map((response) => response.statusCode).sort(), [200, 409]);
    const stockAfter = await stockOf(productIds[0]!);
    assert.equal(stockAfter - stockBefore, 2);
    console.log(`concurrent receipts: ${receipts.map((r) => r.statusCode).join(', ')}; stock ${stockBefore} -> ${stockAfter} (2 returned units restocked once)`);

    // more than the lines were paid: refused; then two refunds at once of the rest: one passes
    const tooMuch = await as(admin, 'POST', `/api/admin/returns/${created.id}/refund`, { method: 'provider', amount: 119_801 }, 'en');
    assert.equal(tooMuch.statusCode, 400);
    assert.deepEqual(Object.keys(tooMuch.json().error.fields), ['amount']);
    const refunds = await Promise.all([1, 2].map(() => as(admin, 'POST', `/api/admin/returns/${created.id}/refund`, { method: 'provider' })));
    assert.deepEqual(refunds.map((response) => response.statusCode).sort(), [200, 409]);
    const refunded = returnRoutes.adminRefundReturn.response.parse(refunds.find((response) => response.statusCode === 200)!.json());
    assert.equal(refunded.amountRefunded, 119_800);
    const [row] = await api.services.db.select().from(orders).where(eq(orders.id, order.id));
    assert.equal(row!.amountRefunded, 119_800);
    assert.equal(row!.paymentStatus, 'partially_refunded');
    console.log(`concurrent refunds: ${refunds.map((r) => r.statusCode).join(', ')}; refunded ₹${row!.amountRefunded / 100} of ₹${row!.totals.inclusive / 100} paid (the returned lines' ₹1,198)`);

    // one GST credit note, reversing exactly the returned line's taxable value and IGST (Rajasthan to Karnataka)
    const notes = (await listCreditNotes(api.services.db, [row!])).get(order.id) ?? [];
    assert.equal(notes.length, 1);
    const line = row!.lines[0]!;
    assert.deepEqual(
      notes[0]!.lines.map(({ lineIndex, quantity, taxable, igst, cgst, sgst, inclusive }) => ({ lineIndex, quantity, taxable, igst, cgst, sgst, inclusive })),
      [{ lineIndex: 0, quantity: 2, taxable: line.taxable, igst: line.igst, cgst: 0, sgst: 0, inclusive: line.inclusive }],
    );
    console.log(`credit note ${notes[0]!.number}: taxable ${notes[0]!.totals.taxable} + IGST ${notes[0]!.totals.igst} = ${notes[0]!.totals.inclusive} paise, the invoice line's ${line.taxable} + ${line.igst}`);

    // every step audited and e-mailed in French
    const audit = (await listAuditLog(api.services.db, { targetType: 'return', targetId: created.id, page: 1, pageSize: 50 })).items;
    assert.deepEqual(audit.map((entry) => entry.action).sort(), ['return.approve', 'return.receive', 'return.refund', 'return.request']);
    const mails = await api.services.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, language: mailOutbox.language })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, order.id))
      .orderBy(mailOutbox.id);
    const number = `HT-${String(order.number).padStart(6, '0')}`;
    assert.deepEqual(
      mails.filter((mail) => mail.kind.startsWith('return_')).map((mail) => mail.subject),
      [
        `Demande de retour pour la commande ${number} reçue`,
        `Retour de la commande ${number} accepté`,
        `Nous avons reçu votre retour de la commande ${number}`,
        `Remboursement de votre retour de la commande ${number}`,
      ],
    );
  });

  it('a cash-on-delivery return is refunded by the bank transfer the customer gave, never through the provider', async () => {
    const { order } = await deliveredOrder(1, { cod: true });
    const bank = { accountName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'sbin0001234' };
    const asked = await ask(order.id, [{ lineIndex: 1, quantity: 1 }], 'en', { bankDetails: bank });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(asked.json().bankDetails.accountNumber, '••••9012');
    const id = asked.json().id;
    await as(admin, 'POST', `/api/admin/returns/${id}/approve`, { instruction: 'drop_off' });
    await as(admin, 'POST', `/api/admin/returns/${id}/receive`, { lines: [{ lineIndex: 1, inspection: 'damaged' }] });
    const viaProvider = await as(admin, 'POST', `/api/admin/returns/${id}/refund`, { method: 'provider' }, 'en');
    assert.deepEqual(viaProvider.json().error.fields, { method: ['A cash-on-delivery order is refunded by bank transfer or as store credit.'] });
    const paid = returnRoutes.adminRefundReturn.response.parse((await as(admin, 'POST', `/api/admin/returns/${id}/refund`, { method: 'bank_transfer' })).json());
    assert.equal(paid.refundMethod, 'bank_transfer');
    assert.equal(paid.amountRefunded, 100_000);
    assert.deepEqual(paid.bankDetails, { accountName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'SBIN0001234' });
    const list = returnRoutes.adminListReturns.response.parse((await as(admin, 'GET', '/api/admin/returns?status=refunded')).json());
    assert.ok(list.items.some((item) => item.id === id));
  });

  it('a guest asks from their order (their anonymous account, as the order e-mail link opens it); another guest is told no such order', async () => {
    const guest = await anonymousUser();
    const product = await insertProduct(api.services.db, { categoryId, stock: 5 });
    const order = await insertOrder(api.services.db, {
      userId: guest.uid,
      email: 'guest@example.in',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'delivered',
      lines: [{ productId: product.id, title: 'Terracotta planter', unitPrice: 45_000, quantity: 1 }],
    });
    await api.services.db.insert(orderHistory).values({ orderId: order.id, axis: 'fulfilment', from: 'shipped', to: 'delivered', actor: 'system' });
    const body = { kind: 'refund', reason: 'Damaged or defective', lines: [{ lineIndex: 0, quantity: 1 }] };
    const post = (token: string) => api.app.inject({ method: 'POST', url: `/api/orders/${order.id}/returns`, headers: { authorization: `Bearer ${token}` }, payload: body });
    const other = await anonymousUser();
    assert.equal((await post(other.token)).statusCode, 404);
    const asked = await post(guest.token);
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(asked.json().status, 'requested');
  });

  it('a guest with no session asks from the return link of their shipped e-mail; a wrong token or another order’s is refused', async () => {
    const guest = await anonymousUser();
    const guestOrder = async (title: string) => {
      const product = await insertProduct(api.services.db, { categoryId, stock: 5 });
      const order = await insertOrder(api.services.db, {
        userId: guest.uid,
        email: 'guest-link@example.in',
        language: 'es',
        status: 'confirmed',
        paymentStatus: 'paid',
        fulfilmentStatus: 'delivered',
        lines: [{ productId: product.id, title, unitPrice: 45_000, quantity: 2 }],
      });
      const [row] = await api.services.db
        .update(orders)
        .set({ guest: true, invoiceNumber: `HT/26-27/L${order.number}`, invoicedAt: new Date().toISOString(), shipment: { carrier: 'delhivery', trackingNumber: 'DL123', shippedAt: new Date().toISOString() } })
        .where(eq(orders.id, order.id))
        .returning();
      await api.services.db.insert(orderHistory).values({ orderId: order.id, axis: 'fulfilment', from: 'shipped', to: 'delivered', actor: 'system' });
      return row!;
    };
    const order = await guestOrder('Kantha quilt');
    const another = await guestOrder('Madhubani print');

    // the shipped e-mail of a guest's order links to its confirmation page with the return token
    assert.equal(await queueOrderMail(api.services.db, api.services.config, 'order_shipped', order), true);
    const [mail] = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    const link = new RegExp(`/es/[^\\s"]*${order.id}[^\\s"]*\\?return=([0-9a-f]{64})`).exec(mail!.text);
    assert.ok(link, mail!.text);
    assert.match(mail!.text, /Solicita aquí una devolución o un cambio/);
    const token = link[1]!;
    assert.equal(token, returnLinkToken(order));

    const read = (id: string, given: string, lng = 'fr') => api.app.inject({ method: 'GET', url: `/api/returns/link/${id}?token=${given}`, headers: { 'accept-language': lng } });
    const ask = (id: string, given: string, payload: object, lng = 'fr') =>
      api.app.inject({ method: 'POST', url: `/api/returns/link/${id}?token=${given}`, headers: { 'accept-language': lng }, payload });
    const state = returnRoutes.linkOrderReturns.response.parse((await read(order.id, token)).json());
    assert.equal(state.open, true);
    assert.equal(state.order.lines[0]!.title, 'Kantha quilt');

    // the photo, uploaded with no session: the token in its metadata opens the order's folder only
    const photo = await uploadPhoto(null, `returns/${order.id}/guest-1.png`, { [RETURN_LINK_METADATA]: token });
    assert.equal(photo.status, 200);
    const photoRefusals = [
      await uploadPhoto(null, `returns/${order.id}/guest-2.png`, { [RETURN_LINK_METADATA]: 'f'.repeat(64) }),
      await uploadPhoto(null, `returns/${another.id}/guest-3.png`, { [RETURN_LINK_METADATA]: token }),
      await uploadPhoto(null, `returns/${order.id}/guest-4.png`),
    ].map((answer) => answer.status);
    assert.deepEqual(photoRefusals, [403, 403, 401]);
    // a browser with another session of its own (another guest's) uploads with the token too
    assert.equal((await uploadPhoto(await api.user('customer'), `returns/${order.id}/guest-5.png`, { [RETURN_LINK_METADATA]: token })).status, 200);

    const body = { kind: 'refund', reason: 'Damaged or defective', lines: [{ lineIndex: 0, quantity: 1 }], photos: [photo.url] };
    const refusals = [await read(order.id, 'f'.repeat(64)), await read(another.id, token), await ask(order.id, 'f'.repeat(64), body), await ask(another.id, token, body)];
    assert.deepEqual(
      refusals.map((answer) => answer.statusCode),
      [403, 403, 403, 403],
    );
    assert.deepEqual(refusals[2]!.json().error.fields, { token: ['Ce lien de retour n’est pas valable pour cette commande. Ouvrez à nouveau le lien de l’e-mail de votre commande.'] });
    // no token at all: the query's field
    assert.equal((await api.app.inject({ method: 'GET', url: `/api/returns/link/${order.id}` })).statusCode, 400);

    // the same rules as from My orders: at most what was delivered, in the caller's language
    const tooMany = await ask(order.id, token, { ...body, lines: [{ lineIndex: 0, quantity: 3 }] });
    assert.deepEqual(tooMany.json().error.fields, { 'lines.0.quantity': ['Vous pouvez retourner au plus 2 de « Kantha quilt ».'] });
    const asked = await ask(order.id, token, body);
    assert.equal(asked.statusCode, 200, asked.body);
    const created = returnRoutes.requestReturnByLink.response.parse(asked.json());
    assert.equal(created.status, 'requested');
    assert.deepEqual(created.photos, [photo.url]);
    const after = returnRoutes.linkOrderReturns.response.parse((await read(order.id, token)).json());
    assert.deepEqual(
      after.lines.map((line) => line.returnable),
      [1],
    );
    const audit = (await listAuditLog(api.services.db, { targetType: 'return', targetId: created.id, page: 1, pageSize: 5 })).items;
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.actor.uid]),
      [['return.request', guest.uid]],
    );
    console.log(
      `return link: guest with no session read ${state.order.lines.length} line(s), uploaded 1 photo (refused ${photoRefusals.join('/')} for a wrong token, another order's token, none and no session), asked -> ${asked.statusCode}; wrong or another order's token -> ${refusals.map((r) => r.statusCode).join(', ')}`,
    );
  });
});
