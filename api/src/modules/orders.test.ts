import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderSchema, myOrdersSchema, taxInvoiceSchema } from 'shared-contracts/api/orders';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from '../checkout/testing';
import { orderHistory } from '../db/schema';
import { HttpError } from '../http/errors';
import { getOrderRow, SYSTEM_ACTOR, transitionOrder } from '../orders/lifecycle';
import { markFailed, markPaid } from '../checkout/payment';
import { financialYear, taxInvoiceNumber } from 'shared-contracts/domain/gst';

describe('my orders and the order lifecycle', () => {
  let api: TestApi;
  let alice: Awaited<ReturnType<TestApi['user']>>;
  let bob: Awaited<ReturnType<TestApi['user']>>;

  const placeOrder = async (user: typeof alice, productId: string, quantity = 1) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(user.token), payload: checkoutRequest([{ productId, quantity }]) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().order as { id: string; number: string };
  };

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    [alice, bob] = await Promise.all([api.user(), api.user()]);
  });
  after(() => api.close());

  it('refuses the order routes without a signed-in user', async () => {
    for (const url of ['/api/orders', '/api/orders/some-order', '/api/orders/some-order/invoice']) {
      const response = await api.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().error.code, 'unauthorized');
    }
  });

  it('lists my orders newest first, a page at a time, and none of anyone else', async () => {
    const productId = await addProduct(api.services, { stock: 50 });
    const first = await placeOrder(alice, productId, 1);
    const second = await placeOrder(alice, productId, 2);
    await placeOrder(bob, productId, 1);

    const page1 = await api.app.inject({ method: 'GET', url: '/api/orders?pageSize=1', headers: bearer(alice.token) });
    assert.equal(page1.statusCode, 200);
    const body = myOrdersSchema.parse(page1.json());
    assert.equal(body.total, 2);
    assert.deepEqual(body.items.map((order) => order.id), [second.id]);
    assert.equal(body.items[0]!.itemCount, 2);
    assert.equal(body.items[0]!.total, 2 * 59_900 + 0); // free shipping from ₹499

    const page2 = (await api.app.inject({ method: 'GET', url: '/api/orders?pageSize=1&page=2', headers: bearer(alice.token) })).json();
    assert.deepEqual(page2.items.map((order: { id: string }) => order.id), [first.id]);
    assert.match(first.number, /^HT-\d{6}$/);
  });

  it('lets me cancel my order while it awaits payment: stock back, a repeat harmless; not once paid, not anyone else’s', async () => {
    const productId = await addProduct(api.services, { stock: 5 });
    const order = await placeOrder(alice, productId, 2);
    assert.equal(await stockOf(api.services, productId), 3);
    const cancel = (user: typeof alice, id: string) => api.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: bearer(user.token) });

    const theirs = await cancel(bob, order.id);
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().error.code, 'not_found');
    assert.equal(await stockOf(api.services, productId), 3);

    const mine = await cancel(alice, order.id);
    assert.equal(mine.statusCode, 200, mine.body);
    const cancelled = orderSchema.parse(mine.json());
    assert.deepEqual([cancelled.status, cancelled.paymentStatus], ['cancelled', 'unpaid']);
    assert.equal(await stockOf(api.services, productId), 5);
    const again = await cancel(alice, order.id);
    assert.equal(again.statusCode, 200);
    assert.equal(await stockOf(api.services, productId), 5);
    const history = await api.services.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    assert.deepEqual(history.map((entry) => [entry.from, entry.to, entry.actor]), [['pending', 'cancelled', alice.uid]]);

    const paid = await placeOrder(alice, productId, 1);
    await markPaid(api.services, paid.id, 'pay_test_cancel');
    const refused = await cancel(alice, paid.id);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual([refused.json().error.code, refused.json().error.fields], ['invalid_transition', { to: ['order.transition_not_allowed'] }]);
    assert.equal((await getOrderRow(api.services.db, paid.id))?.status, 'confirmed');
    assert.equal(await stockOf(api.services, productId), 4);
  });

  it('shows one of my orders, and answers 404 for anyone else’s', async () => {
    const productId = await addProduct(api.services);
    const order = await placeOrder(alice, productId);
    const mine = await api.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(alice.token) });
    assert.equal(mine.statusCode, 200);
    assert.equal(orderSchema.parse(mine.json()).id, order.id);

    const theirs = await api.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(bob.token) });
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().error.code, 'not_found');
  });

  it('gives the tax invoice of my order once paid: 409 before payment, 404 for anyone else', async () => {
    const productId = await addProduct(api.services);
    const order = await placeOrder(alice, productId, 2);
    const url = `/api/orders/${order.id}/invoice`;

    const unpaid = await api.app.inject({ method: 'GET', url, headers: bearer(alice.token) });
    assert.equal(unpaid.statusCode, 409);
    assert.equal(unpaid.json().error.code, 'conflict');

    await markPaid(api.services, order.id, 'pay_invoice_1');
    const paid = await api.app.inject({ method: 'GET', url, headers: bearer(alice.token) });
    assert.equal(paid.statusCode, 200, paid.body);
    const invoice = taxInvoiceSchema.parse(paid.json());
    assert.equal(invoice.order.id, order.id);
    assert.equal(invoice.order.paymentStatus, 'paid');
    assert.match(invoice.order.invoice?.number ?? '', /^HT\/\d\d-\d\d\/\d{6}$/);
    const { seller } = api.services.config;
    assert.deepEqual(invoice.seller, { legalName: seller.legalName, gstin: seller.gstin, stateCode: seller.stateCode });

    const theirs = await api.app.inject({ method: 'GET', url, headers: bearer(bob.token) });
    assert.equal(theirs.statusCode, 404);
    assert.ok(!theirs.body.includes(seller.gstin), 'nothing of the order or the invoice leaks');
  });

  it('numbers invoices when money comes in: consecutive in the financial year, none for an unpaid or failed order, once per order', async () => {
    const productId = await addProduct(api.services, { stock: 20 });
    // Four shoppers: one account's second checkout of the same cart would be the same order.
    const [carol, dave] = await Promise.all([api.user(), api.user()]);
    const [first, failed, unpaid, second] = [await placeOrder(alice, productId), await placeOrder(carol, productId), await placeOrder(bob, productId), await placeOrder(dave, productId)];
    const numberOf = async (id: string) => {
      const row = await getOrderRow(api.services.db, id);
      return row?.invoiceNumber ?? null;
    };
    await markPaid(api.services, first.id, 'pay_series_1');
    await markFailed(api.services, failed.id, 'pay_series_2');
    await markPaid(api.services, second.id, 'pay_series_3');
    await markPaid(api.services, second.id, 'pay_series_3'); // the provider tells twice

    const firstNumber = await numberOf(first.id);
    const serial = Number(firstNumber?.split('/')[2]);
    const year = financialYear(new Date());
    assert.equal(firstNumber, taxInvoiceNumber(year, serial));
    // The declined order in between takes no number: the series has no gap.
    assert.equal(await numberOf(second.id), taxInvoiceNumber(year, serial + 1));
    assert.equal(await numberOf(failed.id), null);
    assert.equal(await numberOf(unpaid.id), null);

    // Shown on the order; a refund keeps it.
    await transitionOrder(api.services, second.id, { axis: 'payment', to: 'refunded' }, 'admin-uid-1');
    const shown = orderSchema.parse((await api.app.inject({ method: 'GET', url: `/api/orders/${second.id}`, headers: bearer(dave.token) })).json());
    assert.equal(shown.invoice?.number, taxInvoiceNumber(year, serial + 1));
    const unpaidShown = orderSchema.parse((await api.app.inject({ method: 'GET', url: `/api/orders/${unpaid.id}`, headers: bearer(bob.token) })).json());
    assert.equal(unpaidShown.invoice, null);
  });

  it('moves an order only along the shared transition table, with the reason when refused', async () => {
    const productId = await addProduct(api.services);
    const order = await placeOrder(alice, productId);
    await assert.rejects(
      transitionOrder(api.services, order.id, { axis: 'order', to: 'confirmed' }, SYSTEM_ACTOR),
      (error: unknown) => error instanceof HttpError && error.code === 'invalid_transition' && error.fields?.to?.[0] === 'order.payment_required',
    );
    await assert.rejects(
      transitionOrder(api.services, order.id, { axis: 'fulfilment', to: 'shipped' }, SYSTEM_ACTOR),
      (error: unknown) => error instanceof HttpError && error.fields?.to?.[0] === 'order.transition_not_allowed',
    );
    await assert.rejects(transitionOrder(api.services, 'no-such-order', { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR), (error: unknown) => error instanceof HttpError && error.code === 'not_found');
    const row = await getOrderRow(api.services.db, order.id);
    assert.equal(row?.status, 'pending');
    assert.equal((await api.services.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).length, 0);
  });

  it('writes a history row per move and returns the stock when an order is cancelled', async () => {
    const productId = await addProduct(api.services, { stock: 4 });
    const order = await placeOrder(alice, productId, 3);
    assert.equal(await stockOf(api.services, productId), 1);

    await markPaid(api.services, order.id, 'pay_test_1');
    const packed = await transitionOrder(api.services, order.id, { axis: 'fulfilment', to: 'packed' }, 'admin-uid-1', { note: 'wrapped' });
    assert.equal(packed.fulfilmentStatus, 'packed');
    const cancelled = await transitionOrder(api.services, order.id, { axis: 'order', to: 'cancelled' }, 'admin-uid-1', { note: 'customer asked' });
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(await stockOf(api.services, productId), 4);

    const history = await api.services.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(orderHistory.id);
    assert.deepEqual(
      history.map(({ axis, from, to, actor, note }) => ({ axis, from, to, actor, note })),
      [
        { axis: 'payment', from: 'unpaid', to: 'paid', actor: 'provider', note: null },
        { axis: 'order', from: 'pending', to: 'confirmed', actor: 'provider', note: null },
        { axis: 'fulfilment', from: 'unfulfilled', to: 'packed', actor: 'admin-uid-1', note: 'wrapped' },
        { axis: 'order', from: 'confirmed', to: 'cancelled', actor: 'admin-uid-1', note: 'customer asked' },
      ],
    );
    // cancelled is final: the stock cannot come back twice
    await assert.rejects(transitionOrder(api.services, order.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR), HttpError);
    assert.equal(await stockOf(api.services, productId), 4);
  });
});
