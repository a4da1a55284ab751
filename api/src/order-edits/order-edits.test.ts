/**
 * Draft orders and order edits before dispatch (issue 35 items 3 and 4): a draft costs what the
 * checkout charges for the same cart, its payment link reserves the stock until it expires and
 * makes an ordinary paid order; an edit moves the stock exactly (under concurrency too), charges an
 * increase through a link, refunds a decrease with a credit note, re-issues the invoice, and is
 * refused once the order has shipped.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { draftOrderRoutes } from 'shared-contracts/api/draft-orders';
import { routes } from 'shared-contracts/api/routes';
import type { Address } from 'shared-contracts/domain/order';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertProduct } from '../admin/testing/fixtures';
import { releaseExpiredReservations } from '../checkout/reservations';
import { auditLog, creditNotes, mailOutbox, orderHistory, orders, products, productVariants } from '../db/schema';
import { paymentSignature } from '../payments/signature';
import { expirePaymentLinks } from './pay-links';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

const PHONE_CUSTOMER: Address = { name: 'Meena Joshi', line1: '7 Station Road', city: 'Jaipur', stateCode: '08', pincode: '302001', phone: '9876543210' };
const KEY_SECRET = 'sandbox-key-secret';

describe('draft orders and order edits', () => {
  let api: TestApi;
  let admin: TestUser;
  let categoryId: string;

  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lng = 'en') =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${user.token}`, 'accept-language': lng }, ...(payload ? { payload } : {}) });
  const productStock = async (id: string) => (await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const variantStock = async (id: string) => (await api.services.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;
  const orderRow = async (id: string) => (await api.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** A kurta in sizes S and M, each with `stock` units, ₹1,299 each. */
  async function kurta(stock: number) {
    const product = await insertProduct(api.services.db, { categoryId, title: 'Cotton kurta', price: 129_900, stock: 2 * stock });
    const variant = (size: string, position: number) => ({ id: `v_${randomUUID().slice(0, 12)}`, productId: product.id, optionValues: [{ name: 'Size', value: size }], price: 129_900, stock, position });
    const [small, medium] = [variant('S', 0), variant('M', 1)];
    await api.services.db.insert(productVariants).values([small, medium]);
    await api.services.db.update(products).set({ options: [{ name: 'Size', values: ['S', 'M'] }] }).where(eq(products.id, product.id));
    return { product, small, medium };
  }

  async function createDraft(lines: { productId: string; variantId?: string; quantity: number }[], extra: object = {}) {
    const response = await as(admin, 'POST', '/api/admin/draft-orders', { idempotencyKey: randomUUID(), lines, shippingAddress: PHONE_CUSTOMER, send: 'copy', ...extra });
    assert.equal(response.statusCode, 200, response.body);
    return draftOrderRoutes.adminCreateDraftOrder.response.parse(response.json());
  }

  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  /** The customer pays a link on its page: the provider order, then the dialog's signed result. */
  async function payLink(link: { id: string; url: string }) {
    const token = tokenOf(link.url);
    const opened = await api.app.inject({ method: 'POST', url: `/api/pay-links/${link.id}/pay?token=${token}` });
    assert.equal(opened.statusCode, 200, opened.body);
    const { providerOrderId, amount } = draftOrderRoutes.payPaymentLink.response.parse(opened.json());
    const paymentId = `pay_${randomUUID().slice(0, 12)}`;
    const verified = await api.app.inject({
      method: 'POST',
      url: `/api/pay-links/${link.id}/verify?token=${token}`,
      payload: { paymentId, signature: paymentSignature(KEY_SECRET, providerOrderId, paymentId) },
    });
    assert.equal(verified.statusCode, 200, verified.body);
    return { amount, page: draftOrderRoutes.verifyPaymentLink.response.parse(verified.json()) };
  }

  const edit = (orderId: string, body: object, lng = 'en') => as(admin, 'POST', `/api/admin/orders/${orderId}/edit`, { send: 'copy', ...body }, lng);

  before(async () => {
    api = await startTestApi({ MAX_UNPAID_ORDERS: '1000', CHECKOUT_RATE_LIMIT: '1000' });
    admin = await api.user('admin');
    categoryId = (await insertCategory(api.services.db)).id;
  });
  after(() => api.close());

  it('a draft costs what the checkout charges for the same cart; its link takes the stock and makes an ordinary paid order', async () => {
    const { product, small } = await kurta(5);
    const lamp = await insertProduct(api.services.db, { categoryId, title: 'Brass diya', price: 45_000, stock: 4 });
    const lines = [
      { productId: product.id, variantId: small.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
    ];
    const quote = draftOrderRoutes.adminQuoteDraftOrder.response.parse((await as(admin, 'POST', '/api/admin/draft-orders/quote', { lines, shippingAddress: PHONE_CUSTOMER })).json());

    // the same cart through the checkout, by a customer (then its order is cancelled: stock back)
    const customer = await api.user('customer');
    const checkout = await as(customer, 'POST', '/api/checkout', { idempotencyKey: randomUUID(), lines, shippingAddress: PHONE_CUSTOMER });
    assert.equal(checkout.statusCode, 200, checkout.body);
    const checkedOut = routes.checkout.response.parse(checkout.json()).order;
    assert.deepEqual(quote.totals, checkedOut.totals);
    assert.deepEqual(quote.shipping, checkedOut.shipping);
    assert.deepEqual(quote.lines, checkedOut.lines);
    await as(customer, 'POST', `/api/orders/${checkedOut.id}/cancel`);
    console.log(`draft quote: total ${quote.totals.inclusive} paise, shipping ${quote.shipping.inclusive} = checkout's ${checkedOut.totals.inclusive} / ${checkedOut.shipping.inclusive}`);
    // a small parcel pays its shipping: the same figure both ways
    const parcel = [{ productId: lamp.id, quantity: 1 }];
    const smallQuote = draftOrderRoutes.adminQuoteDraftOrder.response.parse((await as(admin, 'POST', '/api/admin/draft-orders/quote', { lines: parcel, shippingAddress: PHONE_CUSTOMER })).json());
    const smallCheckout = routes.checkout.response.parse((await as(customer, 'POST', '/api/checkout', { idempotencyKey: randomUUID(), lines: parcel, shippingAddress: PHONE_CUSTOMER })).json()).order;
    assert.ok(smallQuote.shipping.inclusive > 0);
    assert.deepEqual([smallQuote.totals, smallQuote.shipping], [smallCheckout.totals, smallCheckout.shipping]);
    await as(customer, 'POST', `/api/orders/${smallCheckout.id}/cancel`);
    console.log(`draft quote, one diya: total ${smallQuote.totals.inclusive} paise with shipping ${smallQuote.shipping.inclusive} = checkout's ${smallCheckout.totals.inclusive} / ${smallCheckout.shipping.inclusive}`);

    const stockBefore = [await variantStock(small.id), await productStock(lamp.id)];
    const { order, link } = await createDraft(lines);
    assert.equal(order.totals.inclusive, quote.totals.inclusive);
    assert.equal(link.amount, quote.totals.inclusive);
    assert.match(link.url, /\/pay\/[^?]+\?token=[0-9a-f]{64}$/);
    assert.ok(link.whatsappUrl?.startsWith('https://wa.me/919876543210?text='), link.whatsappUrl ?? 'no WhatsApp link');
    const reserved = [await variantStock(small.id), await productStock(lamp.id)];
    assert.deepEqual(reserved, [stockBefore[0]! - 2, stockBefore[1]! - 1]);

    // a wrong token: 403 on the field, in the caller's language
    const wrong = await api.app.inject({ method: 'GET', url: `/api/pay-links/${link.id}?token=${'0'.repeat(64)}`, headers: { 'accept-language': 'es' } });
    assert.equal(wrong.statusCode, 403);
    assert.deepEqual(wrong.json().error.fields, { token: ['Este enlace de pago no es válido.'] });

    const { amount, page } = await payLink(link);
    assert.equal(amount, quote.totals.inclusive);
    assert.equal(page.link.status, 'paid');
    const paid = await orderRow(order.id);
    assert.deepEqual([paid.status, paid.paymentStatus, paid.reservedUntil], ['confirmed', 'paid', null]);
    assert.match(paid.invoiceNumber ?? '', /\/\d{2}-\d{2}\/\d{6}$/);
    assert.deepEqual([await variantStock(small.id), await productStock(lamp.id)], reserved);
    const audit = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
    assert.deepEqual(audit.map((row) => row.action), ['order.draft_create']);
    console.log(`draft paid by link: order ${order.number} ${paid.status}/${paid.paymentStatus}, invoice ${paid.invoiceNumber}; kurta S stock ${stockBefore[0]} -> ${reserved[0]}, diya ${stockBefore[1]} -> ${reserved[1]} (kept after payment)`);
  });

  it('a link that expires unpaid gives its stock back and can no longer be paid', async () => {
    const { product, small } = await kurta(3);
    const { order, link } = await createDraft([{ productId: product.id, variantId: small.id, quantity: 2 }], { expiresInHours: 1, send: 'email', email: 'meena@example.in', language: 'es' });
    assert.equal(await variantStock(small.id), 1);
    // the link e-mailed in the customer's language
    const [mail] = await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    assert.deepEqual([mail?.to, mail?.subject], ['meena@example.in', `Enlace de pago de tu pedido ${order.number}`]);
    assert.ok(mail?.text.includes(link.url), mail?.text);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const released = await releaseExpiredReservations(api.services, later);
    const closed = await expirePaymentLinks(api.services, later);
    assert.ok(released.includes(order.id));
    assert.ok(closed.includes(link.id));
    assert.equal(await variantStock(small.id), 3);
    assert.equal(await productStock(product.id), 6);
    const refused = await api.app.inject({ method: 'POST', url: `/api/pay-links/${link.id}/pay?token=${tokenOf(link.url)}`, headers: { 'accept-language': 'fr' } });
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json().error.fields, { token: ['Ce lien de paiement a expiré ou a déjà été payé.'] });
    console.log(`link e-mailed in Spanish: '${mail!.subject}'`);
    console.log(`link expiry: kurta S 3 -> 1 reserved -> 3 after the link expired; paying it then: ${refused.statusCode}`);
  });

  it('an increase of a paid order is charged through a link; once paid, the stock, lines and invoice follow', async () => {
    const { product, small, medium } = await kurta(5);
    const { order, link } = await createDraft([{ productId: product.id, variantId: small.id, quantity: 1 }]);
    await payLink(link);
    const paid = await orderRow(order.id);
    const stock0 = { s: await variantStock(small.id), m: await variantStock(medium.id) };

    // one more item, in a different size: 2 × M instead of 1 × S
    const response = await edit(order.id, { lines: [{ productId: product.id, variantId: medium.id, quantity: 2 }] });
    assert.equal(response.statusCode, 200, response.body);
    const edited = draftOrderRoutes.adminEditOrder.response.parse(response.json());
    assert.equal(edited.edit.status, 'awaiting_payment');
    assert.equal(edited.edit.difference, 129_900);
    assert.equal(edited.link?.amount, 129_900);
    // the added units are held at once; the S stays with the order until the difference is paid
    assert.deepEqual({ s: await variantStock(small.id), m: await variantStock(medium.id) }, { s: stock0.s, m: stock0.m - 2 });
    assert.equal((await orderRow(order.id)).lines[0]!.variantId, small.id);

    await payLink(edited.link!);
    const after = await orderRow(order.id);
    assert.deepEqual({ s: await variantStock(small.id), m: await variantStock(medium.id) }, { s: stock0.s + 1, m: stock0.m - 2 });
    assert.deepEqual(after.lines.map((line) => [line.variantId, line.quantity]), [[medium.id, 2]]);
    assert.equal(after.totals.inclusive, paid.totals.inclusive + 129_900);
    assert.notEqual(after.invoiceNumber, paid.invoiceNumber);
    const notes = await api.services.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    assert.deepEqual(notes.map((note) => [note.invoiceNumber, note.inclusive]), [[paid.invoiceNumber, paid.totals.inclusive]]);
    const history = await api.services.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    assert.ok(history.some((row) => row.note?.includes(`invoice ${paid.invoiceNumber} replaced by ${after.invoiceNumber}`)));
    const audit = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
    assert.deepEqual(audit.map((row) => row.action), ['order.draft_create', 'order.edit']);
    // the detail's credit note names the lines of the invoice it reversed
    const detail = routes.adminGetOrder.response.parse((await as(admin, 'GET', `/api/admin/orders/${order.id}`)).json());
    assert.deepEqual(detail.order.creditNotes?.map((note) => note.lines.map((line) => line.variant)), [['Size: S']]);
    console.log(
      `edit +1 item, S -> M: difference ${edited.edit.difference} paid by link; S ${stock0.s} -> ${stock0.s + 1}, M ${stock0.m} -> ${stock0.m - 2}; invoice ${paid.invoiceNumber} reversed by credit note ${notes[0]!.number}, revised invoice ${after.invoiceNumber}`,
    );
  });

  it('a decrease of a paid order is refunded with a credit note, the units back on the shelf', async () => {
    const { product, small } = await kurta(5);
    const { order, link } = await createDraft([{ productId: product.id, variantId: small.id, quantity: 3 }]);
    await payLink(link);
    const paid = await orderRow(order.id);
    // support staff may edit orders but not refund: a decrease is a refund
    const support = await api.user('support');
    const refused = await as(support, 'POST', `/api/admin/orders/${order.id}/edit`, { lines: [{ productId: product.id, variantId: small.id, quantity: 1 }] });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error.code, 'missing_permission');
    assert.equal(await variantStock(small.id), 2);
    const response = await edit(order.id, { lines: [{ productId: product.id, variantId: small.id, quantity: 1 }] });
    assert.equal(response.statusCode, 200, response.body);
    const edited = draftOrderRoutes.adminEditOrder.response.parse(response.json());
    assert.deepEqual([edited.edit.status, edited.edit.difference, edited.link], ['applied', -259_800, null]);
    assert.equal(await variantStock(small.id), 4);
    const after = await orderRow(order.id);
    assert.equal(after.totals.inclusive, paid.totals.inclusive - 259_800);
    assert.equal(after.paymentStatus, 'paid');
    assert.notEqual(after.invoiceNumber, paid.invoiceNumber);
    const notes = await api.services.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    assert.equal(notes.length, 1);
    // a later refund of the edited order credits its revised invoice, within what is left of it
    const refund = await as(admin, 'POST', `/api/admin/orders/${order.id}/refund`, { lines: [{ lineIndex: 0, quantity: 1 }], reason: 'Damaged in packing' });
    assert.equal(refund.statusCode, 200, refund.body);
    const second = (await api.services.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).find((note) => note.invoiceNumber === after.invoiceNumber);
    assert.equal(second?.inclusive, 129_900);
    console.log(`support's decrease: ${refused.statusCode} missing_permission, stock untouched`);
    console.log(`edit 3 -> 1: refunded ${-edited.edit.difference} paise, S stock 2 -> 4, credit note for ${paid.invoiceNumber}, revised invoice ${after.invoiceNumber}; a later refund credits the revised invoice (${second?.inclusive})`);
  });

  it('a custom line, when Settings › Checkout allows it: priced and taxed like any line, no stock, kept by an edit', async () => {
    const { product, small } = await kurta(4);
    const wrap = { title: 'Gift wrapping in block-printed cloth', hsn: '6307', quantity: 1, unitPrice: 15_000, gstRate: 12 };
    const draft = { lines: [{ productId: product.id, variantId: small.id, quantity: 1 }], customLines: [wrap], shippingAddress: PHONE_CUSTOMER };
    const off = await as(admin, 'POST', '/api/admin/draft-orders/quote', draft, 'es');
    assert.equal(off.statusCode, 400);
    assert.deepEqual(off.json().error.fields, { customLines: ['Las líneas personalizadas están desactivadas en Ajustes › Compra.'] });
    const allowed = await as(admin, 'PUT', '/api/admin/settings/checkout', { guestShare: 30, customLines: true });
    assert.equal(allowed.statusCode, 200, allowed.body);

    const { order, link } = await createDraft(draft.lines, { customLines: [wrap] });
    const custom = order.lines.find((line) => line.productId === 'custom-line-1');
    assert.deepEqual([custom?.title, custom?.hsn, custom?.rate, custom?.inclusive], [wrap.title, wrap.hsn, 12, 15_000]);
    assert.equal(custom!.cgst + custom!.sgst + custom!.taxable, 15_000);
    assert.equal(await variantStock(small.id), 3);
    const edited = await edit(order.id, { lines: [{ productId: product.id, variantId: small.id, quantity: 2 }] });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = draftOrderRoutes.adminEditOrder.response.parse(edited.json());
    assert.deepEqual(after.order.lines.map((line) => [line.productId, line.quantity]), [[product.id, 2], ['custom-line-1', 1]]);
    assert.equal(await variantStock(small.id), 2);
    await payLink(link);
    const paid = await orderRow(order.id);
    assert.deepEqual([paid.paymentStatus, paid.totals.inclusive], ['paid', after.order.totals.inclusive]);
    console.log(`custom line: refused while off (400 on customLines, in Spanish); on: '${wrap.title}' ${custom!.inclusive} paise at ${custom!.rate}% (taxable ${custom!.taxable} + CGST ${custom!.cgst} + SGST ${custom!.sgst}), no stock; kept by an edit to 2 kurtas; paid ${paid.totals.inclusive}`);
  });

  it('two edits at once never oversell, and a shipped order is refused in the caller’s language', async () => {
    const { product, small } = await kurta(3);
    const first = await createDraft([{ productId: product.id, variantId: small.id, quantity: 1 }]);
    const second = await createDraft([{ productId: product.id, variantId: small.id, quantity: 1 }]);
    assert.equal(await variantStock(small.id), 1);
    // each asks for one more S: one unit is left
    const answers = await Promise.all([first, second].map(({ order }) => edit(order.id, { lines: [{ productId: product.id, variantId: small.id, quantity: 2 }] })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 409]);
    assert.equal(await variantStock(small.id), 0);
    const quantities = (await Promise.all([first, second].map(({ order }) => orderRow(order.id)))).map((row) => row.lines[0]!.quantity).sort();
    assert.deepEqual(quantities, [1, 2]);
    console.log(`concurrent edits: 2 edits for the last S -> ${codes.join(', ')}; S stock 0, orders hold ${quantities.join(' + ')} = 3 of 3`);

    // shipped: refused
    await payLink(first.link);
    const paidOne = first.order;
    await as(admin, 'POST', `/api/admin/orders/${paidOne.id}/status`, { axis: 'fulfilment', to: 'packed' });
    const shipped = await as(admin, 'POST', `/api/admin/orders/${paidOne.id}/ship`, { carrier: 'delhivery', trackingNumber: 'DL123456789' });
    assert.equal(shipped.statusCode, 200, shipped.body);
    const refused = await edit(paidOne.id, { lines: [{ productId: product.id, variantId: small.id, quantity: 1 }] }, 'fr');
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json().error.fields, { lines: ['Cette commande a quitté la boutique : elle ne peut plus être modifiée.'] });
    console.log(`shipped order edit: ${refused.statusCode} '${refused.json().error.fields.lines[0]}'`);
  });
});
