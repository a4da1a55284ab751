/**
 * Cash on delivery (issue 32 item 3), against the real database and Auth emulator: concurrent COD
 * checkouts never sell more than the stock; unconfirmed orders expire and give their stock back;
 * the shopper confirms from My orders or the e-mail's link; the door (collected, refused) and the
 * return to origin; refusals counted per account and per phone; the guests' open-order limits;
 * the merchant's rules (PIN codes, categories, value range) and their messages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { codRoutes } from 'shared-contracts/api/cod';
import { routes } from 'shared-contracts/api/routes';
import type { CodSettings } from 'shared-contracts/domain/cod';
import { DEFAULT_COD_SETTINGS } from 'shared-contracts/domain/cod';
import { startTestApi, type TestApi } from '../../test/harness';
import { releaseExpiredReservations } from '../checkout/reservations';
import { addProduct, anonymousUser, bearer, checkoutRequest, JAIPUR, MANY_CHECKOUTS, stockOf } from '../checkout/testing';
import { categories, mailOutbox, orders, products } from '../db/schema';
import { getOrderRow } from '../orders/lifecycle';

type Caller = { token: string };

describe('cash on delivery', () => {
  let api: TestApi;
  let admin: Caller;

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: Caller | null, payload?: unknown, lng = 'en') =>
    api.app.inject({ method, url, headers: { ...(who ? bearer(who.token) : {}), 'accept-language': lng }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const setCod = async (values: Partial<CodSettings>) => {
    const response = await inject('PUT', '/api/admin/settings/cod', admin, { ...DEFAULT_COD_SETTINGS, enabled: true, ...values });
    assert.equal(response.statusCode, 200, response.body);
  };
  const codCheckout = (who: Caller, productId: string, extra: Parameters<typeof checkoutRequest>[1] = {}, lng = 'en') =>
    inject('POST', '/api/checkout', who, checkoutRequest([{ productId, quantity: 1 }], { paymentMethod: 'cod', ...extra }), lng);
  const placed = async (who: Caller, productId: string, extra: Parameters<typeof checkoutRequest>[1] = {}) => {
    const response = await codCheckout(who, productId, extra);
    assert.equal(response.statusCode, 200, response.body);
    return routes.checkout.response.parse(response.json());
  };
  const mailOf = async (orderId: string, kind: string) =>
    (await api.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind))))[0];
  const move = async (orderId: string, axis: string, to: string) => {
    const response = await inject('POST', `/api/admin/orders/${orderId}/status`, admin, { axis, to });
    assert.equal(response.statusCode, 200, `${axis} -> ${to}: ${response.body}`);
  };
  const ship = async (orderId: string) => {
    await move(orderId, 'fulfilment', 'packed');
    const response = await inject('POST', `/api/admin/orders/${orderId}/ship`, admin, { carrier: 'delhivery', trackingNumber: 'DL123456' });
    assert.equal(response.statusCode, 200, response.body);
  };
  const offer = async (who: Caller, productId: string, phone: string, extra = '') => {
    const response = await inject('GET', `/api/checkout/cod?pincode=302003&phone=${phone}&products=${productId}&total=59900${extra}`, who);
    assert.equal(response.statusCode, 200, response.body);
    return codRoutes.codOffer.response.parse(response.json());
  };

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    admin = await api.user('admin');
  });
  after(() => api.close());

  it('20 concurrent COD checkouts against stock 5 give exactly 5 orders; unconfirmed ones expire and give their stock back', async (t) => {
    await setCod({ confirmHours: 24 });
    const productId = await addProduct(api.services, { stock: 5 });
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await api.user());
    const answers = await Promise.all(shoppers.map((shopper) => codCheckout(shopper, productId)));
    const codes = answers.map((answer) => answer.statusCode);
    const won = answers.filter((answer) => answer.statusCode === 200).map((answer) => routes.checkout.response.parse(answer.json()));
    assert.equal(won.length, 5, codes.join(','));
    assert.equal(codes.filter((code) => code === 409).length, 15, codes.join(','));
    assert.ok(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().error.code === 'out_of_stock'));
    assert.ok(won.every(({ order, payment }) => payment === null && order.status === 'pending' && order.paymentStatus === 'due' && order.paymentMethod === 'cod'));
    assert.equal(await stockOf(api.services, productId), 0);

    // two confirm: one in My orders, one from the e-mail's link (a button on the page it opens)
    const [first, second] = won;
    const mine = await inject('POST', `/api/orders/${first!.order.id}/cod-confirm`, shoppers[answers.indexOf(answers.find((a) => a.statusCode === 200)!)]!);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(mine.json().status, 'confirmed');
    const mail = await mailOf(second!.order.id, 'cod_confirm');
    const link = /\/accounts\/orders\/([^/]+)\/confirmation\?cod=([0-9a-f]{64})/.exec(mail!.text);
    assert.ok(link, mail!.text);
    const forged = await inject('POST', '/api/cod/confirm', null, { orderId: link[1], token: '0'.repeat(64) });
    assert.equal(forged.statusCode, 403);
    const byLink = await inject('POST', '/api/cod/confirm', null, { orderId: link[1], token: link[2] });
    assert.equal(byLink.statusCode, 200, byLink.body);
    assert.equal((await getOrderRow(api.services.db, second!.order.id))?.status, 'confirmed');

    // the hold of the three others ends: cancelled, their stock back; the confirmed two keep theirs
    const released = await releaseExpiredReservations(api.services, new Date(Date.now() + 25 * 3_600_000));
    const unconfirmed = won.slice(2).map(({ order }) => order.id);
    assert.deepEqual(unconfirmed.filter((id) => released.includes(id)).length, 3);
    assert.equal(await stockOf(api.services, productId), 3);
    for (const id of unconfirmed) assert.equal((await getOrderRow(api.services.db, id))?.status, 'cancelled');
    const late = await inject('POST', '/api/cod/confirm', null, { orderId: unconfirmed[0], token: /cod=([0-9a-f]{64})/.exec((await mailOf(unconfirmed[0]!, 'cod_confirm'))!.text)![1] });
    assert.equal(late.statusCode, 409);
    const line = `concurrency: 20 COD checkouts on stock 5 -> ${won.length} orders, ${codes.filter((code) => code === 409).length} out_of_stock; confirmed 2 (My orders, e-mail link), expired ${released.length} -> stock back to ${await stockOf(api.services, productId)}, late confirm ${late.statusCode}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('the fee joins the shipping line; the mails and the door: shipped, delivered, collected', async (t) => {
    await setCod({ fee: 4_900 });
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 3, price: 59_900 });
    const prepaid = await inject('POST', '/api/checkout', shopper, checkoutRequest([{ productId, quantity: 1 }]));
    assert.equal(prepaid.statusCode, 200, prepaid.body);
    const prepaidTotal = routes.checkout.response.parse(prepaid.json()).order.totals.inclusive;
    // the total reviewed without the fee is a changed price, with the fee it goes through
    const stale = await codCheckout(shopper, productId, { expectedTotal: prepaidTotal });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().error.code, 'price_changed');
    const { order } = await placed(shopper, productId, { expectedTotal: prepaidTotal + 4_900 });
    assert.equal(order.codFee, 4_900);
    assert.equal(order.totals.inclusive, prepaidTotal + 4_900);
    assert.equal(order.shipping.gst + order.lines.reduce((sum, line) => sum + line.gst, 0), order.totals.gst);
    const ask = await mailOf(order.id, 'cod_confirm');
    assert.match(ask!.text, /Please confirm your order|You chose to pay in cash on delivery/);
    assert.match(ask!.text, /Amount payable on delivery: ₹/);

    const confirmed = await inject('POST', `/api/orders/${order.id}/cod-confirm`, shopper);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.match((await mailOf(order.id, 'order_confirmation'))!.text, /Amount payable on delivery/);
    // the door before the parcel left: refused by the table's guard
    const early = await inject('POST', `/api/admin/orders/${order.id}/status`, admin, { axis: 'payment', to: 'collected' });
    assert.equal(early.statusCode, 409);
    await ship(order.id);
    const shipped = await getOrderRow(api.services.db, order.id);
    assert.match(shipped?.invoiceNumber ?? '', /\/\d{6}$/);
    await move(order.id, 'fulfilment', 'delivered');
    await move(order.id, 'payment', 'collected');
    const done = await getOrderRow(api.services.db, order.id);
    assert.deepEqual([done?.status, done?.paymentStatus, done?.fulfilmentStatus], ['confirmed', 'collected', 'delivered']);
    const line = `door: COD order ${order.number} total ${order.totals.inclusive} (prepaid ${prepaidTotal} + fee 4900), invoice ${shipped?.invoiceNumber} at shipping -> ${done?.fulfilmentStatus}/${done?.paymentStatus}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('a refusal at the door: the stock comes back when the parcel is received; refusals per account and per phone withhold COD above the limit', async (t) => {
    await setCod({ maxRefusals: 0, fee: 0 });
    const shopper = await api.user();
    const phone = '9812345670';
    const productId = await addProduct(api.services, { stock: 4 });
    assert.equal((await offer(shopper, productId, phone)).available, true);
    const { order } = await placed(shopper, productId, { shippingAddress: { ...JAIPUR, phone } });
    assert.equal((await inject('POST', `/api/orders/${order.id}/cod-confirm`, shopper)).statusCode, 200);
    await ship(order.id);
    assert.equal(await stockOf(api.services, productId), 3);
    await move(order.id, 'payment', 'refused');
    // refused: not delivered, and the stock is still on the road
    const deliver = await inject('POST', `/api/admin/orders/${order.id}/status`, admin, { axis: 'fulfilment', to: 'delivered' });
    assert.equal(deliver.statusCode, 409);
    assert.equal(await stockOf(api.services, productId), 3);
    await move(order.id, 'fulfilment', 'returned');
    const back = await stockOf(api.services, productId);
    assert.equal(back, 4);

    const again = await offer(shopper, productId, phone);
    assert.deepEqual([again.available, again.reason], [false, 'refusals']);
    const refused = await codCheckout(shopper, productId, { shippingAddress: { ...JAIPUR, phone } }, 'es');
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().error.code, 'cod_unavailable');
    assert.deepEqual(refused.json().error.fields.paymentMethod, [
      'El pago contra reembolso ya no está disponible para ti: se rechazaron pedidos anteriores en la entrega. Paga en línea, por favor.',
    ]);
    // another account with the same phone number (spelt another way): withheld too; another phone on a fresh account: offered
    const other = await api.user();
    const samePhone = await offer(other, productId, `%2B91${phone}`);
    const freshPhone = await offer(other, productId, '9000000001');
    assert.deepEqual([samePhone.reason, freshPhone.available], ['refusals', true]);
    // prepaid is still open to them
    const prepaid = await inject('POST', '/api/checkout', shopper, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: { ...JAIPUR, phone } }));
    assert.equal(prepaid.statusCode, 200, prepaid.body);
    const line = `refusal: stock 4 -> 3 shipped -> refused 3 -> received back ${back}; refusals 1 > limit 0 -> account ${again.reason}, same phone ${samePhone.reason}, other phone offered ${freshPhone.available}; COD checkout ${refused.statusCode}, prepaid ${prepaid.statusCode}`;
    t.diagnostic(line);
    console.log(line);
  });

  it("guests: open COD orders limited per phone and per mailbox, also when they check out at once", async (t) => {
    await setCod({ guestOpenPerPhone: 1, guestOpenPerEmail: 2, maxRefusals: 5 });
    const productId = await addProduct(api.services, { stock: 10 });
    const phone = '9700000002';
    const guests = await Promise.all([anonymousUser(), anonymousUser(), anonymousUser()]);
    const together = await Promise.all(
      guests.slice(0, 2).map((guest, i) => codCheckout(guest, productId, { email: `guest${i}@example.com`, shippingAddress: { ...JAIPUR, phone } })),
    );
    const codes = together.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 422], together.map((answer) => answer.body).join('\n'));
    // by mailbox: two open at most for one address, whatever the spelling (plus tag)
    const third = await codCheckout(guests[2]!, productId, { email: 'sam@example.com', shippingAddress: { ...JAIPUR, phone: '9700000003' } });
    const fourth = await codCheckout(guests[2]!, productId, { email: 'sam+2@example.com', shippingAddress: { ...JAIPUR, phone: '9700000004' } });
    const fifth = await codCheckout(guests[2]!, productId, { email: 'Sam@example.com', shippingAddress: { ...JAIPUR, phone: '9700000005' } });
    assert.deepEqual([third.statusCode, fourth.statusCode, fifth.statusCode], [200, 200, 422], fifth.body);
    // a signed-in customer with the same phone is not held to the guests' limit
    const customer = await api.user();
    const theirs = await codCheckout(customer, productId, { shippingAddress: { ...JAIPUR, phone } });
    assert.equal(theirs.statusCode, 200, theirs.body);
    const line = `guests: 2 at once on one phone (limit 1) -> ${codes.join(', ')}; one mailbox (limit 2) -> ${third.statusCode}, ${fourth.statusCode}, ${fifth.statusCode}; a customer on that phone -> ${theirs.statusCode}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('a guest order just placed counts as open before its payment is due (the moment between the checkout and its move to due)', async () => {
    await setCod({ guestOpenPerPhone: 1, guestOpenPerEmail: 5, maxRefusals: 5 });
    const productId = await addProduct(api.services, { stock: 10 });
    const phone = '9700000009';
    const [first, second] = await Promise.all([anonymousUser(), anonymousUser()]);
    const placed = await codCheckout(first!, productId, { email: 'first@example.com', shippingAddress: { ...JAIPUR, phone } });
    assert.equal(placed.statusCode, 200, placed.body);
    // as a parallel checkout of the same phone sees it while the first is between its transaction and `due`
    await api.services.db.update(orders).set({ paymentStatus: 'unpaid' }).where(eq(orders.id, placed.json().order.id));
    const another = await codCheckout(second!, productId, { email: 'second@example.com', shippingAddress: { ...JAIPUR, phone } });
    assert.equal(another.statusCode, 422, another.body);
    assert.equal(another.json().error.code, 'cod_unavailable');
  });

  it("the merchant's rules: PIN codes, excluded categories, value range, off; settings judged per field", async (t) => {
    await api.services.db.insert(categories).values({ id: 'fragile', slug: 'fragile', name: 'Fragile' }).onConflictDoNothing();
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 10, price: 59_900 });
    const glassId = await addProduct(api.services, { stock: 10 });
    await api.services.db.update(products).set({ categoryId: 'fragile' }).where(eq(products.id, glassId));
    await setCod({ pincodePrefixes: ['302', '110'], excludedCategories: ['fragile'], minOrder: 10_000, maxOrder: 1_00_000 });

    const reasons = [
      (await offer(shopper, productId, '9876543210')).reason,
      (await offer(shopper, glassId, '9876543210')).reason,
      (await inject('GET', `/api/checkout/cod?pincode=560001&phone=9876543210&products=${productId}&total=59900`, shopper)).json().reason,
      (await inject('GET', `/api/checkout/cod?pincode=302003&phone=9876543210&products=${productId}&total=5000`, shopper)).json().reason,
      (await inject('GET', `/api/checkout/cod?pincode=302003&phone=9876543210&products=${productId}&total=200000`, shopper)).json().reason,
    ];
    assert.deepEqual(reasons, [null, 'category', 'pincode', 'below_min', 'above_max']);
    const french = await inject('GET', `/api/checkout/cod?pincode=302003&phone=9876543210&products=${productId}&total=200000`, shopper, undefined, 'fr');
    assert.match(french.json().message, /^Le paiement à la livraison est possible pour les commandes jusqu’à .*1.000/);
    const glass = await codCheckout(shopper, glassId, {}, 'fr');
    assert.deepEqual([glass.statusCode, glass.json().error.fields.paymentMethod], [422, ['Certains articles de votre panier ne peuvent pas être payés à la livraison.']]);

    await setCod({ enabled: false });
    assert.equal((await offer(shopper, productId, '9876543210')).reason, 'disabled');
    const bad = await inject('PUT', '/api/admin/settings/cod', admin, { ...DEFAULT_COD_SETTINGS, minOrder: 50_000, maxOrder: 10_000, pincodePrefixes: ['30a'] }, 'es');
    assert.equal(bad.statusCode, 400);
    const fields = bad.json().error.fields;
    assert.deepEqual([fields.maxOrder, fields['pincodePrefixes.0']], [['El valor debe ser mayor o igual que 50000.'], ['Número no válido.']]);
    const line = `rules: offered ${reasons[0] === null}, refused ${reasons.slice(1).join(', ')}; off -> disabled; bad settings -> ${bad.statusCode} on ${Object.keys(fields).join(', ')}`;
    t.diagnostic(line);
    console.log(line);
  });
});
