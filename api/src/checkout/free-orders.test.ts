/**
 * A zero payable total never reaches a payment provider (issue 29, item 8): a 100% code, or a
 * fixed code worth more than the order (clamped to the goods), makes a free order, confirmed at
 * checkout without a provider order (payment status `free`, stock taken, invoice numbered, the
 * confirmation e-mail). Goods left to pay for, and their shipping, are paid as always.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { discountSchema, type DiscountInput } from 'shared-contracts/api/discounts';
import { DEFAULT_SHIPPING_TABLE } from 'shared-contracts/domain/delivery';

/** A shop without a shipping table (no seed here): ₹49 below ₹499. */
const SHIPPING_FEE = DEFAULT_SHIPPING_TABLE.zones[0]!.valueSlabs[0]!.fee;
import { startTestApi, type TestApi } from '../../test/harness';
import { carts, categories, mailOutbox, products, sandboxPaymentOrders } from '../db/schema';
import { getOrderRow } from '../orders/lifecycle';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from './testing';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('free orders: a discount that leaves nothing to pay', () => {
  let api: TestApi;
  let admin: User;
  /** Provider orders the shop asked for, by amount. */
  let created: number[] = [];

  const createCode = async (input: Partial<DiscountInput>) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: bearer(admin.token),
      payload: { code: `F${randomUUID().slice(0, 8)}`, kind: 'percentage', value: 100, ...input },
    });
    assert.equal(response.statusCode, 201, response.body);
    return discountSchema.parse(response.json());
  };
  const checkout = async (user: User, request: ReturnType<typeof checkoutRequest>) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(user.token), payload: request });
    assert.equal(response.statusCode, 200, response.body);
    return routes.checkout.response.parse(response.json());
  };
  const ledgerRowsFor = (orderId: string) => api.services.db.select().from(sandboxPaymentOrders).where(eq(sandboxPaymentOrders.receipt, orderId));

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    admin = await api.user('admin');
    const createOrder = api.services.payments.createOrder.bind(api.services.payments);
    api.services.payments.createOrder = async (request) => {
      created.push(request.amount);
      return createOrder(request);
    };
  });
  after(() => api.close());

  it('a 100% code: confirmed free at checkout, stock taken, invoice numbered, cart emptied, mailed; no provider order', async (t) => {
    created = [];
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 4, price: 59_900 });
    await api.app.inject({ method: 'PUT', url: '/api/cart', headers: bearer(shopper.token), payload: { lines: [{ productId, quantity: 2 }] } });
    const code = await createCode({ kind: 'percentage', value: 100 });

    const { order, payment } = await checkout(shopper, checkoutRequest([{ productId, quantity: 2 }], { discountCode: code.code, expectedTotal: 0 }));
    assert.equal(payment, null);
    assert.deepEqual([order.status, order.paymentStatus, order.totals.inclusive, order.discount?.amount], ['confirmed', 'free', 0, 119_800]);
    assert.match(order.invoice?.number ?? '', /^HT\/\d\d-\d\d\/\d{6}$/);
    assert.equal(await stockOf(api.services, productId), 2);
    assert.deepEqual(created, []);
    assert.deepEqual(await ledgerRowsFor(order.id), []);
    const row = await getOrderRow(api.services.db, order.id);
    assert.deepEqual([row?.providerOrderId, row?.reservedUntil], [null, null]);
    assert.deepEqual((await api.services.db.select().from(carts).where(eq(carts.uid, shopper.uid)))[0]?.lines, []);
    const [mail] = await api.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, 'order_confirmation')));
    assert.match(mail!.text, /Your discount covers it all, so there is nothing to pay/);

    // nothing to pay, so nothing to open: Pay now refuses, and the same request answers the same free order
    const payNow = await api.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers: bearer(shopper.token) });
    assert.equal(payNow.statusCode, 409);
    const line = `100% code: order ${order.number} total ${order.totals.inclusive} (discount ${order.discount?.amount}) -> ${order.status}/${order.paymentStatus}, invoice ${order.invoice?.number}, stock 4 -> ${await stockOf(api.services, productId)}, provider orders ${created.length}, Pay now ${payNow.statusCode}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('the same request again answers the same free order at once', async () => {
    created = [];
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 3 });
    const code = await createCode({ kind: 'percentage', value: 100 });
    const request = checkoutRequest([{ productId, quantity: 1 }], { discountCode: code.code });
    const first = await checkout(shopper, request);
    const again = await checkout(shopper, request);
    assert.equal(again.order.id, first.order.id);
    assert.deepEqual([again.payment, again.order.paymentStatus], [null, 'free']);
    assert.equal(await stockOf(api.services, productId), 2);
    assert.deepEqual(created, []);
  });

  it('a fixed code worth more than the order clamps to the goods: a free order, no provider order', async (t) => {
    created = [];
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 2, price: 29_900 });
    const code = await createCode({ kind: 'fixed', value: 500_000 });
    const { order, payment } = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }], { discountCode: code.code }));
    assert.equal(payment, null);
    assert.deepEqual([order.discount?.amount, order.lines[0]!.discount, order.lines[0]!.inclusive, order.totals.inclusive], [29_900, 29_900, 0, 0]);
    assert.deepEqual([order.status, order.paymentStatus], ['confirmed', 'free']);
    assert.deepEqual(created, []);
    const line = `fixed code ₹5,000 on a ₹299 order: discount ${order.discount?.amount} paise (clamped), total ${order.totals.inclusive}, ${order.paymentStatus}, provider orders ${created.length}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('goods partly free: what is left and its ₹49 shipping are paid through the provider as always', async (t) => {
    created = [];
    const shopper = await api.user();
    const free = await addProduct(api.services, { stock: 2, price: 59_900 });
    const paid = await addProduct(api.services, { stock: 2, price: 20_000 });
    await api.services.db.insert(categories).values({ id: 'free-orders-other', slug: 'free-orders-other', name: 'Other' }).onConflictDoNothing();
    await api.services.db.update(products).set({ categoryId: 'free-orders-other' }).where(eq(products.id, paid));
    const code = await createCode({ kind: 'fixed', value: 500_000, categoryIds: ['test-category'] });
    const { order, payment } = await checkout(shopper, checkoutRequest([{ productId: free, quantity: 1 }, { productId: paid, quantity: 1 }], { discountCode: code.code }));
    assert.equal(order.discount?.amount, 59_900);
    assert.equal(order.totals.inclusive, 20_000 + SHIPPING_FEE);
    assert.deepEqual([order.status, order.paymentStatus], ['pending', 'unpaid']);
    assert.equal(payment?.amount, 20_000 + SHIPPING_FEE);
    assert.deepEqual(created, [20_000 + SHIPPING_FEE]);
    const line = `goods partly free: discount ${order.discount?.amount}, shipping ${order.shipping.inclusive}, total ${order.totals.inclusive} paid through the provider (${created.join(', ')})`;
    t.diagnostic(line);
    console.log(line);
  });
});
